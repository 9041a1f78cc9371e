import { AUTH_TOKEN_KEY } from '@/lib/config';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY } from '@/lib/i18n';

/*
 * The app's tabs in one browser share its storage: the session token and the chosen language. A tab learns of
 * another's change through the `storage` event:
 * - signed out, or signed in as someone else, in another tab: every call of this tab already goes with the new
 *   token (or none) while its screen still shows the old user, their permissions and data; it is read again (a
 *   reload: the forms' unsaved changes are kept as drafts, and a tab with none signed in goes to sign in and then
 *   comes back to this page);
 * - another language chosen: this tab changes to it too (its account menu showed the old one as chosen).
 */
export function followOtherTabs(reload: () => void = () => window.location.reload()): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== window.localStorage) return;
    if (event.key === null)
      reload(); // the whole storage was cleared
    else if (event.key === AUTH_TOKEN_KEY) {
      if (event.oldValue !== event.newValue) reload();
    } else if (event.key === LANGUAGE_STORAGE_KEY) {
      const language = isLanguage(event.newValue) ? event.newValue : DEFAULT_LANGUAGE;
      void import('@/lib/language')
        .then((m) => (m.currentLanguage() === language ? undefined : m.changeLanguage(language)))
        .catch(() => undefined); // its files could not be loaded: this tab keeps its language
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
