import { type LoaderFunctionArgs } from 'react-router-dom';
import { clientCompanyQueryOptions } from '@/api/client-companies';
import { jobSiteItemsQueryOptions } from '@/api/job-site-items';
import { jobSiteQueryOptions } from '@/api/job-sites';
import { listLoader } from '@/components/data-table/table-query';
import { managerListSource } from './client-company-detail/manager-list-source';
import { clientCompanyListSource } from './client-company-list/client-company-list-params';
import { jobSiteListSource } from './job-sites/job-site-list-source';
import { queryClient } from '@/lib/query-client';
import { parseRouteId } from '@/lib/list-params';

/** Starts loading the builder while the detail's code loads (no waterfall); errors are the page's. */
export function prefetchClientCompany({ params }: LoaderFunctionArgs) {
  const id = parseRouteId(params.clientCompanyId);
  if (id) void queryClient.prefetchQuery(clientCompanyQueryOptions(id));
  return null;
}

export function prefetchJobSite({ params }: LoaderFunctionArgs) {
  const id = parseRouteId(params.jobSiteId);
  if (id) void queryClient.prefetchQuery(jobSiteQueryOptions(id));
  return null;
}

/** A job site's models or options tab: its per-site list starts with the tab's code, not after it. */
export function prefetchJobSiteItems(kind: 'jobModels' | 'jobOptions') {
  return ({ params }: LoaderFunctionArgs) => {
    const id = parseRouteId(params.jobSiteId);
    if (id) void queryClient.prefetchQuery(jobSiteItemsQueryOptions(kind, id));
    return null;
  };
}

export const jobSiteListSourceLoader = listLoader(jobSiteListSource);
export const jobModelsLoader = prefetchJobSiteItems('jobModels');
export const jobOptionsLoader = prefetchJobSiteItems('jobOptions');
export const clientCompanyListSourceLoader = listLoader(clientCompanyListSource);
export const managerListSourceLoader = listLoader(managerListSource);
