import type { ReactNode } from 'react';
import { Button } from 'react-bootstrap';

/**
 * The buttons of a row's actions column. Clicks anywhere in it (buttons or the gaps between them)
 * never open the row's detail.
 */
export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <div className="d-flex flex-nowrap gap-1" data-row-click="ignore">
      {children}
    </div>
  );
}

export interface RowAction {
  /** Accessible name and tooltip, naming the row ("Edit job 114"). */
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

const PENCIL =
  'M12.146.146a.5.5 0 0 1 .708 0l3 3a.5.5 0 0 1 0 .708l-10 10a.5.5 0 0 1-.168.11l-5 2a.5.5 0 0 1-.65-.65l2-5a.5.5 0 0 1 .11-.168zM11.207 2.5 13.5 4.793 14.793 3.5 12.5 1.207zm1.586 3L10.5 3.207 4 9.707V10h.5a.5.5 0 0 1 .5.5v.5h.5a.5.5 0 0 1 .5.5v.5h.293zm-9.761 5.175-.106.106-1.528 3.821 3.821-1.528.106-.106A.5.5 0 0 1 5 12.5V12h-.5a.5.5 0 0 1-.5-.5V11h-.5a.5.5 0 0 1-.468-.325';
const TRASH =
  'M5.5 5.5A.5.5 0 0 1 6 6v6a.5.5 0 0 1-1 0V6a.5.5 0 0 1 .5-.5m2.5 0a.5.5 0 0 1 .5.5v6a.5.5 0 0 1-1 0V6a.5.5 0 0 1 .5-.5m3 .5a.5.5 0 0 0-1 0v6a.5.5 0 0 0 1 0zM14.5 3a1 1 0 0 1-1 1H13v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V4h-.5a1 1 0 0 1-1-1V2a1 1 0 0 1 1-1H6a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1h3.5a1 1 0 0 1 1 1zM4.118 4 4 4.059V13a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1V4.059L11.882 4zM2.5 3h11V2h-11z';

function Icon({ path }: { path: string }) {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

/**
 * The usual edit and delete buttons of a row, as compact icon buttons named for the row, so a wide table
 * keeps its columns on screen. Extra buttons go in as children, before them.
 */
export function RowActions({
  edit,
  remove,
  children,
}: {
  edit?: RowAction;
  remove?: RowAction;
  children?: ReactNode;
}) {
  return (
    <ActionsCell>
      {children}
      {edit && (
        <Button
          size="sm"
          variant="outline-primary"
          onClick={edit.onClick}
          disabled={edit.disabled}
          aria-label={edit.label}
          title={edit.label}
        >
          <Icon path={PENCIL} />
        </Button>
      )}
      {remove && (
        <Button
          size="sm"
          variant="outline-danger"
          onClick={remove.onClick}
          disabled={remove.disabled}
          aria-label={remove.label}
          title={remove.label}
        >
          <Icon path={TRASH} />
        </Button>
      )}
    </ActionsCell>
  );
}
