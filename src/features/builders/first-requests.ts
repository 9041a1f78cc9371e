import { jobSiteItemsQueryOptions } from '@/api/job-site-items';
import { firstListRequest, firstQueryRequest, type FirstRequest } from '@/components/data-table/table-query';
import { parseRouteId } from '@/lib/list-params';
import { clientCompanyListSource } from './client-company-list/client-company-list-params';
import { jobSiteListSource } from './job-sites/job-site-list-source';

/* The builders area's first requests (issue 27 §1): what each screen's route loader asks for first. */
export const firstRequests: FirstRequest[] = [
  firstListRequest('/manage/clientCompany', clientCompanyListSource),
  firstListRequest('/manage/clientCompany/:clientCompanyId/jobsites', jobSiteListSource),
  // a job site's models and options tabs: the site's list of them
  ...(['jobModels', 'jobOptions'] as const).map((kind) =>
    firstQueryRequest(`/jobSites/:jobSiteId/${kind}`, (_url, params) => {
      const id = parseRouteId(params.jobSiteId);
      return id ? jobSiteItemsQueryOptions(kind, id) : null;
    }),
  ),
];
