import { arfOrderQueryOptions } from '@/api/arf-orders';
import { gutterOrderQueryOptions } from '@/api/gutter-orders';
import { materialCategoriesQueryOptions } from '@/api/material-categories';
import { jobPurchaseOrdersQueryOptions, purchaseOrderQueryOptions } from '@/api/purchase-orders';
import { workOrderQueryOptions } from '@/api/work-orders';
import {
  firstListRequest,
  firstQueryRequest,
  firstRecordRequest,
  type FirstRequest,
} from '@/components/data-table/table-query';
import { purchaseOrderListSource } from './purchase-orders/purchase-order-list-source';

/*
 * The job orders' first requests (issue 27 §1): what each screen's route loader asks for first, and what else it
 * waits for before the form is drawn (./loaders.ts: the line editors' material categories; a purchase order's
 * detail, the job's orders too), so that none of it waits for the screen's code.
 */
const WORK_ORDER = '/jobs/:jobId/workOrder';
const PURCHASE_ORDER = '/jobs/:jobId/purchaseOrder/detail/:purchaseOrderId';
const lineLists = (path: string) => firstQueryRequest(path, () => materialCategoriesQueryOptions());

export const firstRequests: FirstRequest[] = [
  // a tab of one order per job: the job's order of that kind
  firstRecordRequest(WORK_ORDER, 'jobId', workOrderQueryOptions),
  lineLists(WORK_ORDER),
  firstListRequest('/jobs/:jobId/purchaseOrder', purchaseOrderListSource),
  // a saved order (a new one, id 0, has none), the job's orders (a new order's number) and the line lists
  firstRecordRequest(PURCHASE_ORDER, 'purchaseOrderId', purchaseOrderQueryOptions),
  firstRecordRequest(PURCHASE_ORDER, 'jobId', jobPurchaseOrdersQueryOptions),
  lineLists(PURCHASE_ORDER),
  firstRecordRequest('/jobs/:jobId/arf', 'jobId', arfOrderQueryOptions),
  firstRecordRequest('/jobs/:jobId/gutter', 'jobId', gutterOrderQueryOptions),
];
