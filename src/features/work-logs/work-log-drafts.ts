import { workLogQueryOptions, type WorkLog } from '@/api/work-logs';
import { useReopenDraft } from '@/components/form';
import { queryClient } from '@/lib/query-client';

export type CreateKind = 'workLog' | 'backcharge';

/** The draft id of the create dialog: per kind and subcontractor (their jobs differ). */
export const createFormId = (kind: CreateKind, subcontractorId: number) =>
  `workLogs/${kind === 'backcharge' ? 'backcharge' : 'create'}-${subcontractorId}`;

/** The draft id of the edit dialog (record id: the work log's). */
export const WORK_LOG_EDIT_FORM_ID = 'workLog';

/** The screen reopens a create or edit dialog whose draft waits (after a reload or a sign-in). */
export function useReopenWorkLogForms(
  subcontractorId: number | null,
  openCreate: (kind: CreateKind) => void,
  openEdit: (log: WorkLog) => void,
) {
  useReopenDraft({
    formId: createFormId('workLog', subcontractorId ?? -1),
    load: () => Promise.reject(new Error('a create draft has no record')),
    open: () => openCreate('workLog'),
  });
  useReopenDraft({
    formId: createFormId('backcharge', subcontractorId ?? -1),
    load: () => Promise.reject(new Error('a create draft has no record')),
    open: () => openCreate('backcharge'),
  });
  useReopenDraft<WorkLog>({
    formId: WORK_LOG_EDIT_FORM_ID,
    load: (id) => queryClient.fetchQuery(workLogQueryOptions(id)),
    open: (log) => {
      if (log) openEdit(log);
    },
  });
}
