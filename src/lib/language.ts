import {
  DEFAULT_LANGUAGE,
  i18next,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  loadLanguage,
  showLanguage,
  type Language,
} from './i18n';

/*
 * Choosing the language (issue 25 §4): the sign-in page's select and the account menu. Not start-up code: the
 * start only reads the choice (lib/i18n storedLanguage).
 */

export { LANGUAGES, type Language } from './i18n';

/** Each language named in itself, so that a reader finds theirs whatever the page shows now. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

function rememberLanguage(language: Language) {
  try {
    if (language === DEFAULT_LANGUAGE) localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    else localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
}

/**
 * Switches the app to `language` and remembers it in this browser: its files are loaded first (Spanish's chunk
 * on first use), then every screen re-renders in it, with `<html lang>` and the date formats following. When the
 * files cannot be loaded it rejects, and nothing changes.
 */
export async function changeLanguage(language: Language) {
  const loaded = await loadLanguage(language);
  rememberLanguage(language);
  for (const [l, dictionary] of Object.entries(loaded))
    i18next.addResourceBundle(l, 'translation', dictionary, true, true);
  // <html lang> first: the formatters read it (lib/format) when the screens re-render in the new language
  showLanguage(language);
  await i18next.changeLanguage(language);
}

/** The language the app shows now. */
export const currentLanguage = (): Language =>
  isLanguage(i18next.resolvedLanguage) ? i18next.resolvedLanguage : DEFAULT_LANGUAGE;
