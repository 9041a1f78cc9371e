import type { LoaderFunctionArgs } from 'react-router-dom';
import { prefetchListPage } from '@/components/data-table/table-query';
import { purchaseOrderListSource } from './purchase-orders/purchase-order-list-source';

/*
 * The purchase order list's route loader: it loads with the list's code (lazyLoader), instead of carrying the
 * list source in the route tables every screen loads, and starts the list's page. The order forms' loaders are in
 * tab-loaders.ts.
 */

export function purchaseOrderListLoader({ request, params }: LoaderFunctionArgs) {
  void prefetchListPage(purchaseOrderListSource, request.url, params);
  return null;
}
