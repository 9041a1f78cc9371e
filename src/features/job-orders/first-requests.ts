import { arfOrderQueryOptions } from '@/api/arf-orders';
import { gutterOrderQueryOptions } from '@/api/gutter-orders';
import { purchaseOrderQueryOptions } from '@/api/purchase-orders';
import { workOrderQueryOptions } from '@/api/work-orders';
import { firstListRequest, firstRecordRequest, type FirstRequest } from '@/components/data-table/table-query';
import { purchaseOrderListSource } from './purchase-orders/purchase-order-list-source';

/* The job orders' first requests (issue 27 §1): what each screen's route loader asks for first. */
export const firstRequests: FirstRequest[] = [
  // a tab of one order per job: the job's order of that kind
  firstRecordRequest('/jobs/:jobId/workOrder', 'jobId', workOrderQueryOptions),
  firstListRequest('/jobs/:jobId/purchaseOrder', purchaseOrderListSource),
  // a saved order (a new one, id 0, is opened from the list: its loader asks for the rest)
  firstRecordRequest(
    '/jobs/:jobId/purchaseOrder/detail/:purchaseOrderId',
    'purchaseOrderId',
    purchaseOrderQueryOptions,
  ),
  firstRecordRequest('/jobs/:jobId/arf', 'jobId', arfOrderQueryOptions),
  firstRecordRequest('/jobs/:jobId/gutter', 'jobId', gutterOrderQueryOptions),
];
