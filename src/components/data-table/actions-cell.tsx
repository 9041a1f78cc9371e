import type { ReactNode } from 'react';

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
