import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { ownAccountQueryOptions } from '@/api/own-account';
import { useFeedback } from '@/components/feedback';
import { lazyDialog } from '@/components/modal';
import { changeLanguage, currentLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@/lib/language';

/*
 * The account menu's own-account entries (issue 25 §3, §4): Change Password and the language. Their code loads as
 * the user reaches for the menu (pointer or focus on it) or opens it, not with the shell.
 */

const ChangePasswordDialog = lazyDialog(() =>
  import('./change-password-dialog').then((m) => m.ChangePasswordDialog),
);

interface SignedInUser {
  userName: string;
  isImpersonating?: boolean;
}

/** Asks early whose password the menu may change, so that the entry is there when the menu opens. */
export function prefetchOwnAccount(queryClient: QueryClient, user: SignedInUser | undefined) {
  if (user?.userName && !user.isImpersonating)
    void queryClient.prefetchQuery(ownAccountQueryOptions({ userName: user.userName }));
}

/**
 * Change Password (for the signed-in user's own id, only when the server allows it, never while viewing as
 * someone else) and the language choice, remembered in this browser.
 */
export function AccountMenuExtras({
  user,
  onChangePassword,
}: {
  user: SignedInUser | undefined;
  onChangePassword: (userId: number) => void;
}) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const usable = !!user?.userName && !user.isImpersonating;
  const own = useQuery({ ...ownAccountQueryOptions({ userName: user?.userName ?? '' }), enabled: usable });
  const ownId = usable ? (own.data ?? null) : null;
  const language = currentLanguage();
  const choose = (next: Language) =>
    changeLanguage(next).catch(() => feedback.notify.error(t('common.language.changeFailed')));
  return (
    <>
      {ownId !== null && (
        <Dropdown.Item as="button" onClick={() => onChangePassword(ownId)}>
          {t('common.password.menu')}
        </Dropdown.Item>
      )}
      <div role="group" aria-labelledby="account-menu-language">
        <div id="account-menu-language" className="dropdown-header small fw-semibold text-body">
          {t('common.language.label')}
        </div>
        {LANGUAGES.map((l) => (
          <Dropdown.Item
            key={l}
            as="button"
            lang={l}
            // the active look without react-bootstrap's active prop (it adds aria-selected, not a button's)
            className={l === language ? 'active' : undefined}
            aria-pressed={l === language}
            onClick={() => l !== language && void choose(l)}
          >
            {LANGUAGE_NAMES[l]}
          </Dropdown.Item>
        ))}
      </div>
      <Dropdown.Divider />
    </>
  );
}

/** The Change Password dialog for `userId` (null: closed). */
export function OwnPasswordDialog({ userId, onHide }: { userId: number | null; onHide: () => void }) {
  return <ChangePasswordDialog show={userId !== null} userId={userId ?? 0} onHide={onHide} />;
}
