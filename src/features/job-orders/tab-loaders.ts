import type { LoaderFunctionArgs } from 'react-router-dom';
import { arfOrderQueryOptions } from '@/api/arf-orders';
import { colorsQueryOptions } from '@/api/colors';
import { gutterOrderQueryOptions } from '@/api/gutter-orders';
import { materialCategoriesQueryOptions } from '@/api/material-categories';
import { jobPurchaseOrdersQueryOptions, purchaseOrderQueryOptions } from '@/api/purchase-orders';
import { supplyCompaniesQueryOptions } from '@/api/supply-companies';
import { unitsQueryOptions } from '@/api/units';
import { workOrderQueryOptions } from '@/api/work-orders';
import { parseRouteId } from '@/lib/list-params';
import { queryClient } from '@/lib/query-client';

/*
 * The order forms' route loaders: each starts every call its tab needs the moment the route matches, in one round
 * with the job's own read (the job detail's loader) and with the tab's code, instead of after a chunk of loaders
 * (lazyLoader) has arrived. Part of the route tables: API calls only, no UI.
 */

/** The reference lists the line editors open with (material categories, units, colours), cached 300 s. */
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
