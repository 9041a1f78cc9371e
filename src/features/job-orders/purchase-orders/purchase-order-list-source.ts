import { jobPurchaseOrdersDataTable, purchaseOrderKeys } from '@/api/purchase-orders';
import { defineListSource } from '@/components/data-table/table-query';
import { defineListParams, parseRouteId } from '@/lib/list-params';

/** A job's purchase orders table (B §2): last modified first. */
export const purchaseOrderListParams = defineListParams({
  sort: { column: 'ModifiedDate', dir: 'desc' },
});

/** What the purchase order tab's loader prefetches and its table shows: the job's orders (its id from the route). */
export const purchaseOrderListSource = defineListSource({
  params: purchaseOrderListParams,
  queryKey: purchaseOrderKeys.lists(),
  fetcher: jobPurchaseOrdersDataTable,
  columns: [
    { id: 'PurchaseOrderNumber' },
    { id: 'DueDate' },
    { id: 'ShipDate' },
    { id: 'ModifiedDate' },
    { id: 'ModifiedBy' },
    { id: 'actions', sortable: false },
  ],
  // the job goes into the call's path (api/purchase-orders), not its body
  toRequest: (_filters, params) => ({ jobId: parseRouteId(params.jobId) ?? 0 }),
});

/** The purchase order detail route of a job (B §2); 0 opens a new order. */
export const purchaseOrderPath = (jobId: number, id: number) => `/jobs/${jobId}/purchaseOrder/detail/${id}`;

/** The job's purchase order list route. */
export const purchaseOrderListPath = (jobId: number) => `/jobs/${jobId}/purchaseOrder`;
