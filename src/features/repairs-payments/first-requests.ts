import { attachmentCategoriesQueryOptions } from '@/api/job-attachments';
import { financialRowsQueryOptions, jobPaymentsQueryOptions } from '@/api/job-payments';
import { materialCategoriesQueryOptions } from '@/api/material-categories';
import { repairOrderQueryOptions } from '@/api/repair-orders';
import {
  firstListRequest,
  firstQueryRequest,
  firstRecordRequest,
  type FirstRequest,
} from '@/components/data-table/table-query';
import { financialFilterOf } from './financial-report/financial-params';
import { repairListSource, repairReportSource } from './repair-list/repair-list-source';
import { jobRepairOrderSource } from './repair-orders/job-repair-order-source';

/* The repairs and payments area's first requests (issue 27 §1): what each screen's route loader asks for first. */
export const firstRequests: FirstRequest[] = [
  firstListRequest('/repairOrders', repairListSource),
  firstListRequest('/repairOrdersReport', repairReportSource),
  firstListRequest('/jobs/:jobId/repairOrder', jobRepairOrderSource),
  // a new order's form: its material pickers' list; a saved one: the order
  firstQueryRequest('/jobs/:jobId/repairOrder/create', () => materialCategoriesQueryOptions()),
  firstRecordRequest(
    '/jobs/:jobId/repairOrder/edit/:repairOrderId',
    'repairOrderId',
    repairOrderQueryOptions,
  ),
  firstRecordRequest('/jobs/:jobId/paymentDetail', 'jobId', jobPaymentsQueryOptions),
  // the files tab: the categories, whose first (or the URL's) names the page of files shown
  firstQueryRequest('/jobs/:jobId/files', () => attachmentCategoriesQueryOptions()),
  firstQueryRequest('/financialReport', (url) => financialRowsQueryOptions(financialFilterOf(url.search))),
];
