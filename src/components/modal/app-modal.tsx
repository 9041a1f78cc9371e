import { useId, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

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

/**
 * The one modal of the app: react-bootstrap's Modal (focus trapped while open, Escape closes, focus
 * returned to the element that opened it), with a labelled title and the spec's sizes.
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
