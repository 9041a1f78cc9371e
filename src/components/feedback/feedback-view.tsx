import './feedback.css';
import { useEffect, useState, useSyncExternalStore } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useTranslation } from 'react-i18next';
import { returnFocus } from '@/components/modal/focus-return';
import { useTabLoop } from '@/components/modal/tab-loop';
import { feedback, type DialogRequest, type ToastItem } from './feedback-store';

/* The toasts and dialogs, loaded with the first message (react-bootstrap's Modal and Toast stay out of the sign-in page). */

const toastBg: Record<ToastItem['kind'], string> = { success: 'success', info: 'info', error: 'danger' };

/**
 * react-bootstrap's Toast always renders role="alert" aria-live="assertive" (its own attributes win over props). An
 * error stays an alert (announced at once); a success or info toast is read by the toasts' container, a polite live
 * region that is on the page before the toast is put into it (a region inserted with its text is often not read).
 */
function announceAs(kind: ToastItem['kind']) {
  return (node: HTMLDivElement | null) => {
    if (!node || kind === 'error') return;
    node.removeAttribute('role');
    node.removeAttribute('aria-live');
  };
}

function Toasts({ toasts }: { toasts: ToastItem[] }) {
  const { t } = useTranslation();
  return (
    <ToastContainer
      position="top-end"
      className="p-3 feedback-toasts"
      containerPosition="fixed"
      aria-live="polite"
      aria-relevant="additions"
    >
      {toasts.map((item) => (
        <Toast
          key={item.id}
          bg={toastBg[item.kind]}
          autohide={item.delay !== null}
          delay={item.delay ?? undefined}
          onClose={() => feedback.dismissToast(item.id)}
          ref={announceAs(item.kind)}
        >
          <Toast.Header closeLabel={t('common.feedback.closeNotice')}>
            <strong className="me-auto">{item.title ?? t(`common.feedback.${item.kind}`)}</strong>
          </Toast.Header>
          <Toast.Body className={item.kind === 'info' ? undefined : 'text-white'}>{item.text}</Toast.Body>
        </Toast>
      ))}
    </ToastContainer>
  );
}

function Dialog({ dialog }: { dialog: DialogRequest }) {
  const { t } = useTranslation();
  const close = (answer: boolean) => feedback.answer(dialog.id, answer);
  const titleId = `feedback-dialog-${dialog.id}`;
  const textId = `${titleId}-text`;
  useTabLoop(true);
  // the button that asked, given the focus back once it can take it (see returnFocus)
  const [opener] = useState(() => document.activeElement);
  useEffect(() => () => returnFocus(opener), [opener]);
  return (
    <Modal
      show
      onHide={() => close(false)}
      backdrop="static"
      aria-labelledby={titleId}
      // the question itself, read with the dialog's name (the focus lands on its answer, not on the text)
      aria-describedby={textId}
      centered
      restoreFocus={false}
    >
      <Modal.Header closeButton closeLabel={t('common.feedback.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {dialog.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id={textId} style={{ whiteSpace: 'pre-line' }}>
        {dialog.text}
      </Modal.Body>
      <Modal.Footer>
        {dialog.kind === 'confirm' ? (
          <>
            {/* the question opens on its safe answer: Enter twice does not delete, pay or discard anything */}
            <Button variant="primary" onClick={() => close(true)}>
              {dialog.yesLabel ?? t('common.feedback.yes')}
            </Button>
            <Button variant="secondary" onClick={() => close(false)} autoFocus>
              {dialog.noLabel ?? t('common.feedback.no')}
            </Button>
          </>
        ) : (
          <Button variant="primary" onClick={() => close(true)} autoFocus>
            {t('common.feedback.ok')}
          </Button>
        )}
      </Modal.Footer>
    </Modal>
  );
}

/** The toasts and the first waiting dialog. */
export function FeedbackView() {
  const state = useSyncExternalStore(feedback.subscribe, feedback.get, feedback.get);
  const dialog = state.dialogs[0];
  return (
    <>
      <Toasts toasts={state.toasts} />
      {dialog && <Dialog key={dialog.id} dialog={dialog} />}
    </>
  );
}
