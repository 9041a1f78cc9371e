import { useCallback, useRef, useState, type Dispatch, type SetStateAction } from 'react';

export type ViewEditMode = 'view' | 'edit';

export interface ViewEdit<T> {
  mode: ViewEditMode;
  isEditing: boolean;
  /** the values shown: the current record in view mode, the edited copy in edit mode */
  draft: T;
  setDraft: Dispatch<SetStateAction<T>>;
  /** enters edit mode, keeping a backup of the current values */
  edit: () => void;
  /** leaves edit mode and restores the backup */
  discard: () => void;
  /** leaves edit mode after a successful save (the draft is kept as the shown values) */
  saved: () => void;
  /** the backup taken on entering edit mode (null in view mode) */
  backup: T | null;
}

/**
 * View / edit mode of a detail panel (issue 3 §12): a backup is taken on entering edit, save
 * returns to view, discard restores the backup. In view mode the draft follows `current`.
 *
 * @example
 * const ve = useViewEdit(job);
 * <ViewEditPanel title="Job" isEditing={ve.isEditing} onEdit={ve.edit} onDiscard={ve.discard}
 *   onSave={() => save(ve.draft).then(ve.saved)}>…</ViewEditPanel>
 */
export function useViewEdit<T>(current: T): ViewEdit<T> {
  const [mode, setMode] = useState<ViewEditMode>('view');
  const [draft, setDraft] = useState<T>(current);
  const [backup, setBackup] = useState<T | null>(null);
  const currentRef = useRef(current);
  currentRef.current = current;
  const backupRef = useRef<T | null>(null);

  // In view mode the shown values follow the record (e.g. after a refetch).
  const [seen, setSeen] = useState(current);
  if (mode === 'view' && seen !== current) {
    setSeen(current);
    setDraft(current);
  }

  const edit = useCallback(() => {
    const copy = cloneIfPossible(currentRef.current);
    backupRef.current = copy;
    setBackup(copy);
    setDraft(cloneIfPossible(currentRef.current));
    setMode('edit');
  }, []);

  const discard = useCallback(() => {
    const restored = backupRef.current;
    backupRef.current = null;
    if (restored !== null) setDraft(restored);
    setBackup(null);
    setMode('view');
  }, []);

  const saved = useCallback(() => {
    backupRef.current = null;
    setBackup(null);
    setSeen(currentRef.current);
    setMode('view');
  }, []);

  return { mode, isEditing: mode === 'edit', draft, setDraft, edit, discard, saved, backup };
}

/** A deep copy when the value can be cloned (plain data), the value itself otherwise. */
function cloneIfPossible<T>(value: T): T {
  try {
    return structuredClone(value);
  } catch {
    return value;
  }
}
