import { jobFiltersToRequest, jobKeys, jobsDataTableSource } from '@/api/jobs';
import { defineListSource, type TableColumnSpec } from '@/components/data-table/table-query';
import { jobListParams, jobReportParams, toJobListFilters } from './job-list-params';

/* The jobs list and dashboard sources: what their route loaders prefetch and their tables show (A §2, §7). */

const listColumns: TableColumnSpec[] = [
  { id: 'BuilderName' },
  { id: 'JobSiteName' },
  { id: 'LotGroupCode' },
  { id: 'Address' },
  { id: 'FieldManager' },
  { id: 'JobSubcontractorNames' },
  { id: 'IsCompleted' },
  { id: 'ModifiedBy' },
  { id: 'ModifiedDate' },
  { id: 'actions', sortable: false },
];

const toRequest = (filters: Parameters<typeof toJobListFilters>[0]) =>
  jobFiltersToRequest(toJobListFilters(filters));

/** jobs.list: 25 a page, last modified first. */
export const jobListSource = defineListSource({
  params: jobListParams,
  queryKey: jobKeys.lists(),
  fetcher: jobsDataTableSource,
  columns: listColumns,
  toRequest,
});

/**
 * jobs.report (the job dashboard): the list's filters plus the start date range; ModifiedDate, last and not
 * shown, carries the default sort (last modified first).
 */
export const jobReportSource = defineListSource({
  params: jobReportParams,
  queryKey: jobKeys.lists(),
  fetcher: jobsDataTableSource,
  columns: [
    { id: 'BuilderName' },
    { id: 'JobSiteName' },
    { id: 'LotGroupCode' },
    { id: 'Address' },
    { id: 'JobSubcontractorNames' },
    { id: 'StartDate' },
    { id: 'WordOrderCreatedDate' },
    { id: 'PurchaseOrderCreatedDate' },
    { id: 'PurchaseOrderShipDate' },
    { id: 'GutterOrderInstallDate' },
    { id: 'CompletedDate' },
    { id: 'InvoiceStatus' },
    { id: 'IsCompleted' },
    { id: 'actions', sortable: false },
    { id: 'ModifiedDate' },
  ],
  toRequest,
});
