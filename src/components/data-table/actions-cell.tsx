import type { ReactNode } from 'react';
import { Button } from 'react-bootstrap';

/**
 * The buttons of a row's actions column, on one line with their texts on one line each ("Ver como" wrapped into two,
 * doubling every row's height). Clicks anywhere in it (buttons or the gaps between them) never open the row's detail.
 */
export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <div className="d-flex flex-nowrap gap-1 text-nowrap" data-row-click="ignore">
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

const EYE =
  'M16 8s-3-5.5-8-5.5S0 8 0 8s3 5.5 8 5.5S16 8 16 8M1.173 8a13 13 0 0 1 1.66-2.043C4.12 4.668 5.88 3.5 8 3.5s3.879 1.168 5.168 2.457A13 13 0 0 1 14.828 8q-.086.13-.195.288c-.335.48-.83 1.12-1.465 1.755C11.879 11.332 10.119 12.5 8 12.5s-3.879-1.168-5.168-2.457A13 13 0 0 1 1.172 8z M8 5.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5M4.5 8a3.5 3.5 0 1 1 7 0 3.5 3.5 0 0 1-7 0';
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
 * The usual view, edit and delete buttons of a row, as compact icon buttons named for the row, so a
 * wide table keeps its columns on screen. Extra buttons go in as children, before them.
 */
export function RowActions({
  view,
  edit,
  remove,
  children,
}: {
  view?: RowAction;
  edit?: RowAction;
  remove?: RowAction;
  children?: ReactNode;
}) {
  const buttons = [
    { action: view, variant: 'outline-secondary', icon: EYE },
    { action: edit, variant: 'outline-primary', icon: PENCIL },
    { action: remove, variant: 'outline-danger', icon: TRASH },
  ];
  return (
    <ActionsCell>
      {children}
      {buttons.map(
        ({ action, variant, icon }) =>
          action && (
            <Button
              key={icon}
              size="sm"
              variant={variant}
              onClick={action.onClick}
              disabled={action.disabled}
              aria-label={action.label}
              title={action.label}
            >
              <Icon path={icon} />
            </Button>
          ),
      )}
    </ActionsCell>
  );
}
