import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { session } from '@/lib/session';
import type { FormDraft } from './use-form-draft';

/**
 * Asks before the user leaves a form with unsaved changes: a navigation inside the app (react-router's blocker)
 * and closing or reloading the tab (the browser's own question; a reload keeps the draft). The trip to sign-in
 * after a 401 (the token is gone) is never blocked: the draft waits for the user's return.
 */
function LeaveGuard({ draft }: { draft: FormDraft }) {
  const { isDirty, confirmLeave } = draft;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty() &&
      currentLocation.pathname !== nextLocation.pathname &&
      !!session.getToken() &&
      !nextLocation.pathname.startsWith('/login'),
  );
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (blocker.state !== 'blocked' || asked.current === blocker.location.key) return;
    asked.current = blocker.location.key;
    // on a yes the navigation goes on before the changes are forgotten: forgetting them unmounts this guard, and
    // with it the blocker
    void confirmLeave(() => blocker.proceed()).then((yes) => {
      if (!yes) blocker.reset();
    });
  }, [blocker, confirmLeave]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      // older browsers show the question only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  return null;
}

/**
 * Goes inside a form that has a draft (FormDialog renders it for you): the notice that unsaved changes from
 * earlier were restored, with Discard (back to the saved values, the draft forgotten), and, while there are
 * changes, the questions before leaving.
 */
export function DraftNotice({ draft }: { draft: FormDraft }) {
  const { t } = useTranslation();
  return (
    <>
      {draft.hasChanges && <LeaveGuard draft={draft} />}
      {draft.restored && (
        <Alert variant="info" className="d-flex align-items-center gap-2 py-2" role="status">
          <span className="me-auto">{t('common.drafts.restored')}</span>
          <Button
            variant="outline-secondary"
            size="sm"
            onClick={draft.discard}
            aria-label={t('common.drafts.discardLabel')}
          >
            {t('common.drafts.discard')}
          </Button>
        </Alert>
      )}
    </>
  );
}
