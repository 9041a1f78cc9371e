import { clientCompanyQueryOptions } from '@/api/client-companies';
import { jobSiteItemsQueryOptions } from '@/api/job-site-items';
import { jobSiteQueryOptions } from '@/api/job-sites';
import {
  firstListRequest,
  firstQueryRequest,
  firstRecordRequest,
  type FirstRequest,
} from '@/components/data-table/table-query';
import { parseRouteId } from '@/lib/list-params';
import { managerListSource } from './client-company-detail/manager-list-source';
import { clientCompanyListSource } from './client-company-list/client-company-list-params';
import { jobSiteListSource } from './job-sites/job-site-list-source';

/* The builders area's first requests (issue 27 §1): what each screen's route loader asks for first. */
export const firstRequests: FirstRequest[] = [
  firstListRequest('/manage/clientCompany', clientCompanyListSource),
  // a builder's and a job site's detail, on each of their tabs, show the record (the header) first
  firstRecordRequest(
    '/manage/clientCompany/:clientCompanyId/*',
    'clientCompanyId',
    clientCompanyQueryOptions,
  ),
  // the managers tab, also at the builder's own URL, which opens it first (its list leaves with the session calls,
  // not after the index route's redirect)
  firstListRequest('/manage/clientCompany/:clientCompanyId/managers?', managerListSource),
  firstListRequest('/manage/clientCompany/:clientCompanyId/jobsites', jobSiteListSource),
  firstRecordRequest('/jobSites/:jobSiteId/*', 'jobSiteId', jobSiteQueryOptions),
  // a job site's models and options tabs: the site's list of them (the models also at the site's own URL, which opens
  // them first)
  ...(
    [
      ['jobModels', '/jobSites/:jobSiteId/jobModels?'],
      ['jobOptions', '/jobSites/:jobSiteId/jobOptions'],
    ] as const
  ).map(([kind, path]) =>
    firstQueryRequest(path, (_url, params) => {
      const id = parseRouteId(params.jobSiteId);
      return id ? jobSiteItemsQueryOptions(kind, id) : null;
    }),
  ),
];
