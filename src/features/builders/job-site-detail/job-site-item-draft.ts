import { getJobSiteItem, type JobSiteItem, type JobSiteItemKind } from '@/api/job-site-items';
import { useReopenDraft } from '@/components/form';

/** The draft id of a job site's model, option or elevation form. */
export const jobSiteItemFormId = (kind: JobSiteItemKind, jobSiteId: number) => `${kind}/jobSite-${jobSiteId}`;

/** The items tab reopens its add or edit dialog when a draft of it waits (after a reload or a sign-in). */
export function useReopenJobSiteItemForm(
  kind: JobSiteItemKind,
  jobSiteId: number,
  open: (item: JobSiteItem | null) => void,
) {
  useReopenDraft({
    formId: jobSiteItemFormId(kind, jobSiteId),
    load: (id) => getJobSiteItem(kind, id, undefined, { background: true }),
    open,
  });
}
