import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { AppModal } from '@/components/modal';
import { ChangePasswordForm } from '@/components/password';

/**
 * The account menu's Change password (issue 25 §3): the user detail's form (components/password) for the
 * signed-in user's own id. A success says so, closes the dialog and keeps the session; a refusal keeps the dialog
 * open with the server's messages and what was typed. A click outside does not close it.
 */
export function ChangePasswordDialog({
  show,
  userId,
  onHide,
}: {
  show: boolean;
  userId: number;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <AppModal
      show={show}
      onHide={onHide}
      staticBackdrop
      title={<span id={titleId}>{t('common.password.title')}</span>}
    >
      <ChangePasswordForm
        userId={userId}
        labelledBy={titleId}
        onChanged={onHide}
        extraActions={
          <Button variant="secondary" onClick={onHide}>
            {t('common.password.cancel')}
          </Button>
        }
      />
    </AppModal>
  );
}
