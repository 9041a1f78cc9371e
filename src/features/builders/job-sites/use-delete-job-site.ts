import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { jobSiteQueryOptions, useDeleteJobSite } from '@/api/job-sites';
import { confirmedDelete } from '@/components/feedback';

/**
 * Deletes a job site after the confirmation of A §8: the site is read first (HasJobs) so a site with
 * jobs gets the stronger question; success ends with the alert 'Job site deleted successfully'.
 * Resolves true when the site was deleted.
 */
export function useDeleteJobSiteFlow() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const remove = useDeleteJobSite();

  return async (jobSiteId: number): Promise<boolean> => {
    let hasJobs = false;
    try {
      const site = await client.fetchQuery({ ...jobSiteQueryOptions(jobSiteId), staleTime: 0 });
      hasJobs = !!site.HasJobs;
    } catch {
      // unreadable: ask the plain question; the delete itself reports any failure
    }
    return confirmedDelete({
      confirm: {
        title: t('builders.jobSites.delete.title'),
        text: t(hasJobs ? 'builders.jobSites.delete.confirmWithJobs' : 'builders.jobSites.delete.confirm'),
      },
      remove: () => remove.mutateAsync(jobSiteId),
      success: {
        title: t('builders.jobSites.delete.successTitle'),
        text: t('builders.jobSites.delete.success'),
      },
      failure: { text: (e) => e.message, alertTitle: t('builders.jobSites.delete.errorTitle') },
    });
  };
}
