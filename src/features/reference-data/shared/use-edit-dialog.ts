import { useCallback, useState } from 'react';

/** A list page's add and edit dialog, as `useEditDialog` returns it. */
export interface EditDialog<T> {
  /** undefined: closed; null: a new record; otherwise the record (or its id) being edited */
  editing: T | null | undefined;
  /** whether the dialog is open */
  show: boolean;
  /** opens the dialog: with the record (or its id) to edit, with null for a new one */
  open: (record: T | null) => void;
  /** closes the dialog (its onHide) */
  close: () => void;
}

/**
 * The state of a reference list's form dialog (B §2): closed, a new record, or the one being edited. `open` and
 * `close` keep their identity, so the list's columns may call them without being built again.
 *
 * @example
 * const { editing, show, open, close } = useEditDialog<Manufacturer>();
 * useReopenManufacturerForm(open);
 * <ManufacturerFormDialog show={show} item={editing} onHide={close} />
 */
export function useEditDialog<T>(): EditDialog<T> {
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const close = useCallback(() => setEditing(undefined), []);
  return { editing, show: editing !== undefined, open: setEditing, close };
}
