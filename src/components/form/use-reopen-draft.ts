import { useEffect, useRef } from 'react';
import { toApiError } from '@/lib/api-error';
import { drafts, type DraftRecordId } from '@/lib/drafts';

export interface UseReopenDraftOptions<T> {
  /** The form's id, as given to `useFormDraft`. */
  formId: string;
  /**
   * Only this record's draft (a detail page), or with null only a create form's (a list whose dialog only creates,
   * when the same form id also edits on a detail page); the newest draft of any record when left out (a list page).
   */
  recordId?: DraftRecordId;
  /** Loads the record of an edit draft (e.g. `(id) => queryClient.fetchQuery(jobQueryOptions(id))`). */
  load: (recordId: number) => Promise<T>;
  /** Opens the dialog: with the loaded record for an edit, with null for a create. */
  open: (record: T | null) => void;
}

/**
 * For the page that owns a form dialog: when the page mounts and a draft of the dialog's form waits (the user
 * reloaded, or signed in again after a 401), reopens the dialog, which then restores the draft. An edit's record
 * is loaded first; a record that is gone (404) has its draft forgotten.
 *
 * @example
 * const [editing, setEditing] = useState<Job | null | undefined>(undefined);
 * useReopenDraft({ formId: JOB_FORM_ID, load: (id) => queryClient.fetchQuery(jobQueryOptions(id)), open: setEditing });
 */
export function useReopenDraft<T>({ formId, recordId, load, open }: UseReopenDraftOptions<T>): void {
  const latest = useRef({ load, open });
  latest.current = { load, open };

  useEffect(() => {
    const found = drafts
      .list(formId)
      .find((d) => recordId === undefined || String(d.recordId) === String(recordId));
    if (!found) return;
    const id: DraftRecordId = found.recordId;
    if (id === null) {
      latest.current.open(null);
      return;
    }
    const numeric = Number(id);
    if (!Number.isFinite(numeric)) return;
    let active = true;
    latest.current.load(numeric).then(
      (record) => {
        if (active) latest.current.open(record);
      },
      (error: unknown) => {
        // gone (deleted meanwhile): nothing to reopen; any other failure keeps the draft for later
        if (toApiError(error).status === 404) drafts.remove(formId, id);
      },
    );
    return () => {
      active = false;
    };
  }, [formId, recordId]);
}
