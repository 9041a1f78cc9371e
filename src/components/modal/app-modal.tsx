import { useId, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import ModalDialog, { type ModalDialogProps } from 'react-bootstrap/ModalDialog';
import { useTranslation } from 'react-i18next';
import { useTabLoop } from './tab-loop';
import './app-modal.css';

export type ModalSize = 'md' | 'lg' | 'xl';

export interface AppModalProps {
  show: boolean;
  onHide: () => void;
  title: ReactNode;
  /** 'lg' large, 'xl' extra wide (A §9). */
  size?: ModalSize;
  /** A static backdrop: a click outside does not close it (forms where typing must not be lost). */
  staticBackdrop?: boolean;
  /** Escape closes unless this is false. */
  keyboard?: boolean;
  footer?: ReactNode;
  children?: ReactNode;
  /** Called after the modal has closed (focus is already back on the opener). */
  onExited?: () => void;
  className?: string;
}

const stopPropagation = (event: Event) => event.stopPropagation();

/** Keeps the `transitionend` events of the dialog's own parts (see below) from reaching the modal element. */
const keepTransitionEndsInside = (element: HTMLDivElement | null) => {
  if (!element) return;
  element.addEventListener('transitionend', stopPropagation);
  return () => element.removeEventListener('transitionend', stopPropagation);
};

/**
 * The modal's dialog box (`.modal-dialog`), whose descendants' `transitionend` events stop at it. The modal's fade
 * out waits for the modal element's own `transitionend`, with a timer in case none comes (dom-helpers'
 * transitionEnd, react-bootstrap's Fade). When the fade did not run (the dialog closed before a frame had shown
 * it: Ctrl-K then Escape at once), only the timer can end it, but an event bubbling from inside (a focused
 * field's box-shadow, the box's slide) counts as "seen" and cancels the timer: the dialog then stays in the page,
 * transparent, over everything (react-bootstrap/react-bootstrap#6153, react-bootstrap/dom-helpers#184).
 */
function ContainedDialog(props: ModalDialogProps) {
  return <ModalDialog {...props} ref={keepTransitionEndsInside} />;
}

/**
 * The one modal of the app: react-bootstrap's Modal (focus kept inside while open, Tab going round its controls,
 * Escape closes, focus returned to the element that opened it), with a labelled title and the spec's sizes.
 */
export function AppModal({
  show,
  onHide,
  title,
  size = 'md',
  staticBackdrop = false,
  keyboard = true,
  footer,
  children,
  onExited,
  className,
}: AppModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  useTabLoop(show);
  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={onExited}
      size={size === 'md' ? undefined : size}
      backdrop={staticBackdrop ? 'static' : true}
      keyboard={keyboard}
      aria-labelledby={titleId}
      restoreFocus
      className={className}
      dialogAs={ContainedDialog}
    >
      <Modal.Header closeButton closeLabel={t('common.feedback.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      {footer && <Modal.Footer>{footer}</Modal.Footer>}
    </Modal>
  );
}
