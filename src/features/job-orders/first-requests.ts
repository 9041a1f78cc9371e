import type { DefaultError, FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { arfOrderQueryOptions } from '@/api/arf-orders';
import { gutterOrderQueryOptions } from '@/api/gutter-orders';
import { purchaseOrderQueryOptions } from '@/api/purchase-orders';
import { workOrderQueryOptions } from '@/api/work-orders';
import { firstListRequest, firstQueryRequest, type FirstRequest } from '@/components/data-table/table-query';
import { parseRouteId } from '@/lib/list-params';
import { purchaseOrderListSource } from './purchase-orders/purchase-order-list-source';

/** A job tab whose first request is the job's own order of that kind (its loader's first call). */
const jobOrderRequest = <TData, TKey extends QueryKey>(
  tab: string,
  options: (jobId: number) => FetchQueryOptions<TData, DefaultError, TData, TKey>,
) =>
  firstQueryRequest(`/jobs/:jobId/${tab}`, (_url, params) => {
    const jobId = parseRouteId(params.jobId);
    return jobId ? options(jobId) : null;
  });

/* The job orders' first requests (issue 27 §1): what each screen's route loader asks for first. */
export const firstRequests: FirstRequest[] = [
  jobOrderRequest('workOrder', workOrderQueryOptions),
  firstListRequest('/jobs/:jobId/purchaseOrder', purchaseOrderListSource),
  // a saved order (a new one, id 0, is opened from the list: its loader asks for the rest)
  firstQueryRequest('/jobs/:jobId/purchaseOrder/detail/:purchaseOrderId', (_url, params) => {
    const id = parseRouteId(params.purchaseOrderId);
    return id ? purchaseOrderQueryOptions(id) : null;
  }),
  jobOrderRequest('arf', arfOrderQueryOptions),
  jobOrderRequest('gutter', gutterOrderQueryOptions),
];
