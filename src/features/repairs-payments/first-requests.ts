import { invoiceStatusesQueryOptions } from '@/api/autocomplete';
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

/*
 * The repairs and payments area's first requests (issue 27 §1): what each screen's route loader asks for first, and
 * what else a form waits for, so that none of it waits for the screen's code.
 */
const REPAIR_ORDER_CREATE = '/jobs/:jobId/repairOrder/create';
const REPAIR_ORDER_EDIT = '/jobs/:jobId/repairOrder/edit/:repairOrderId';
const formLists = (path: string) => [
  firstQueryRequest(path, () => materialCategoriesQueryOptions()),
  firstQueryRequest(path, () => invoiceStatusesQueryOptions(true)),
];

export const firstRequests: FirstRequest[] = [
  firstListRequest('/repairOrders', repairListSource),
  firstListRequest('/repairOrdersReport', repairReportSource),
  firstListRequest('/jobs/:jobId/repairOrder', jobRepairOrderSource),
  // the form's lists (./repair-orders/repair-order-loaders.ts: the material pickers' categories, the repair order
  // invoice statuses), and for a saved order the order
  ...formLists(REPAIR_ORDER_CREATE),
  firstRecordRequest(REPAIR_ORDER_EDIT, 'repairOrderId', repairOrderQueryOptions),
  ...formLists(REPAIR_ORDER_EDIT),
  firstRecordRequest('/jobs/:jobId/paymentDetail', 'jobId', jobPaymentsQueryOptions),
  // the files tab: the categories, whose first (or the URL's) names the page of files shown
  firstQueryRequest('/jobs/:jobId/files', () => attachmentCategoriesQueryOptions()),
  firstQueryRequest('/financialReport', (url) => financialRowsQueryOptions(financialFilterOf(url.search))),
];
