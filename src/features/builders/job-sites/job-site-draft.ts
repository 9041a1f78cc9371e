import { jobSiteQueryOptions, type JobSite } from '@/api/job-sites';
import { useReopenDraft } from '@/components/form';
import { queryClient } from '@/lib/query-client';

/** The draft id of a builder's job site form. */
export const jobSiteFormId = (builderId: number) => `jobSite/builder-${builderId}`;

/** The job sites tab reopens the job site dialog when a draft of it waits (after a reload or a sign-in). */
export function useReopenJobSiteForm(builderId: number, open: (site: JobSite | null) => void) {
  useReopenDraft({
    formId: jobSiteFormId(builderId),
    load: (id) => queryClient.fetchQuery(jobSiteQueryOptions(id)),
    open,
  });
}
