import { firstListRequest, type FirstRequest } from '@/components/data-table/table-query';
import { purchaseOrderListSource } from './purchase-orders/purchase-order-list-source';

/* The job orders' first requests (issue 27 §1): what each screen's route loader asks for first. */
export const firstRequests: FirstRequest[] = [
  firstListRequest('/jobs/:jobId/purchaseOrder', purchaseOrderListSource),
];
