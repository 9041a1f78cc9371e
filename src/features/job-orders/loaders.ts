import type { LoaderFunctionArgs } from 'react-router-dom';
import { arfOrderQueryOptions } from '@/api/arf-orders';
import { colorsQueryOptions } from '@/api/colors';
import { gutterOrderQueryOptions } from '@/api/gutter-orders';
import { materialCategoriesQueryOptions } from '@/api/material-categories';
import { jobPurchaseOrdersQueryOptions, purchaseOrderQueryOptions } from '@/api/purchase-orders';
import { supplyCompaniesQueryOptions } from '@/api/supply-companies';
import { unitsQueryOptions } from '@/api/units';
import { workOrderQueryOptions } from '@/api/work-orders';
import { prefetchListPage } from '@/components/data-table/table-query';
import { parseRouteId } from '@/lib/list-params';
import { queryClient } from '@/lib/query-client';
import { purchaseOrderListSource } from './purchase-orders/purchase-order-list-source';

/*
 * The order tabs' route loaders: each starts its tab's data while the tab's code loads (no waterfall). Part of the
 * route tables (the routes chunk): API calls only, no UI.
 */

/** The reference lists the line editors open with (material categories and units), cached 300 s. */
function prefetchLineLists() {
  void queryClient.prefetchQuery(materialCategoriesQueryOptions());
  void queryClient.prefetchQuery(unitsQueryOptions());
  void queryClient.prefetchQuery(colorsQueryOptions());
}

const jobIdOf = ({ params }: LoaderFunctionArgs) => parseRouteId(params.jobId);

export function workOrderLoader(args: LoaderFunctionArgs) {
  const jobId = jobIdOf(args);
  if (jobId) void queryClient.prefetchQuery(workOrderQueryOptions(jobId));
  prefetchLineLists();
  return null;
}

export function purchaseOrderListLoader({ request, params }: LoaderFunctionArgs) {
  void prefetchListPage(purchaseOrderListSource, request.url, params);
  return null;
}

/** A purchase order's detail: the order (none for 0, a new one), the job's orders (the new number), the lists. */
export function purchaseOrderLoader(args: LoaderFunctionArgs) {
  const jobId = jobIdOf(args);
  const id = parseRouteId(args.params.purchaseOrderId);
  if (jobId) void queryClient.prefetchQuery(jobPurchaseOrdersQueryOptions(jobId));
  if (id) void queryClient.prefetchQuery(purchaseOrderQueryOptions(id));
  prefetchLineLists();
  void queryClient.prefetchQuery(supplyCompaniesQueryOptions());
  return null;
}

export function arfOrderLoader(args: LoaderFunctionArgs) {
  const jobId = jobIdOf(args);
  if (jobId) void queryClient.prefetchQuery(arfOrderQueryOptions(jobId));
  void queryClient.prefetchQuery(colorsQueryOptions());
  return null;
}

export function gutterOrderLoader(args: LoaderFunctionArgs) {
  const jobId = jobIdOf(args);
  if (jobId) void queryClient.prefetchQuery(gutterOrderQueryOptions(jobId));
  void queryClient.prefetchQuery(colorsQueryOptions());
  return null;
}
