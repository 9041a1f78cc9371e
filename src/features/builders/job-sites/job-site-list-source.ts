import {
  JOB_SITE_PAGE_SIZE,
  jobSiteFiltersToRequest,
  jobSiteKeys,
  jobSitesDataTableSource,
} from '@/api/job-sites';
import { defineListSource } from '@/components/data-table/table-query';
import { defineListParams, filterParam, parseRouteId } from '@/lib/list-params';

/** The builder's job sites table (A §2, A §9): 25 a page, filters name and field manager in the URL. */
export const jobSiteListParams = defineListParams({
  pageSize: JOB_SITE_PAGE_SIZE,
  sort: { column: 'ModifiedDate', dir: 'desc' },
  filters: { name: filterParam.text(), fieldManager: filterParam.id() },
});

/** What the job sites tab's loader prefetches and its table shows: the builder's sites (its id from the route). */
export const jobSiteListSource = defineListSource({
  params: jobSiteListParams,
  queryKey: jobSiteKeys.lists(),
  fetcher: jobSitesDataTableSource,
  columns: [
    { id: 'Name' },
    { id: 'JobSiteCode' },
    { id: 'FieldManager' },
    { id: 'ModifiedBy' },
    { id: 'ModifiedDate' },
    { id: 'actions', sortable: false },
  ],
  toRequest: (filters, params) =>
    jobSiteFiltersToRequest({
      builderId: parseRouteId(params.clientCompanyId) ?? 0,
      name: filters.name,
      fieldManagerId: filters.fieldManager ?? null,
    }),
});
