import { jobQueryOptions, type Job } from '@/api/jobs';
import { useReopenDraft } from '@/components/form';
import { queryClient } from '@/lib/query-client';

/** The draft id of the job form. */
export const JOB_FORM_ID = 'job';

/**
 * The page that owns the job dialog reopens it when a draft of it waits (after a reload or a sign-in): the job
 * list for a new job or an edit of any job, a job's detail page (`jobId`) for an edit of that job only.
 */
export function useReopenJobForm(open: (job: Job | null) => void, jobId?: number) {
  useReopenDraft({
    formId: JOB_FORM_ID,
    recordId: jobId,
    load: (id) => queryClient.fetchQuery(jobQueryOptions(id)),
    open,
  });
}
