import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

export interface DisclosureToggleProps {
  open: boolean;
  /** the id of the part it opens and closes */
  controls: string;
  /** leave out when there is nothing to open: the title is then drawn in the same box, as text */
  onToggle?: () => void;
  children: ReactNode;
}

const TITLE_CLASS = 'p-0 text-decoration-none fw-semibold text-body';

/**
 * The title of a card that opens and closes (a filter panel, a summary bar): a link-styled button with its ▸ / ▾
 * mark. Without `onToggle` it is the same box as text, with the mark's room kept, so that a bar whose content comes
 * later does not change size or move its neighbours when it becomes something to open.
 */
export function DisclosureToggle({ open, controls, onToggle, children }: DisclosureToggleProps) {
  if (!onToggle)
    return (
      <span className={`btn btn-link pe-none ${TITLE_CLASS}`}>
        <span aria-hidden="true" className="me-2 invisible">
          ▸
        </span>
        {children}
      </span>
    );
  return (
    <Button
      variant="link"
      className={TITLE_CLASS}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <span aria-hidden="true" className="me-2">
        {open ? '▾' : '▸'}
      </span>
      {children}
    </Button>
  );
}
