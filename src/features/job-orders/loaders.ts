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
 * The order tabs' route loaders: each starts its tab's data while the tab's code loads (no waterfall), and the tab
 * opens once what its form waits for is in, so that the form is drawn with the screen's first paint (a failed read
 * is the tab's to show: prefetchQuery does not throw). API calls only, no UI.
 */

/**
 * The reference lists the line editors open with (material categories, units, colours), cached 300 s; resolves
 * when the categories (the form's lines) are in.
 */
function prefetchLineLists(): Promise<void> {
  void queryClient.prefetchQuery(unitsQueryOptions());
  void queryClient.prefetchQuery(colorsQueryOptions());
  return queryClient.prefetchQuery(materialCategoriesQueryOptions());
}

const jobIdOf = ({ params }: LoaderFunctionArgs) => parseRouteId(params.jobId);

export async function workOrderLoader(args: LoaderFunctionArgs) {
  const jobId = jobIdOf(args);
  await Promise.all([
    jobId ? queryClient.prefetchQuery(workOrderQueryOptions(jobId)) : null,
    prefetchLineLists(),
  ]);
  return null;
}

export function purchaseOrderListLoader({ request, params }: LoaderFunctionArgs) {
  void prefetchListPage(purchaseOrderListSource, request.url, params);
  return null;
}

/** A purchase order's detail: the order (none for 0, a new one), the job's orders (the new number), the lists. */
export async function purchaseOrderLoader(args: LoaderFunctionArgs) {
  const jobId = jobIdOf(args);
  const id = parseRouteId(args.params.purchaseOrderId);
  void queryClient.prefetchQuery(supplyCompaniesQueryOptions());
  await Promise.all([
    jobId ? queryClient.prefetchQuery(jobPurchaseOrdersQueryOptions(jobId)) : null,
    id ? queryClient.prefetchQuery(purchaseOrderQueryOptions(id)) : null,
    prefetchLineLists(),
  ]);
  return null;
}

export async function arfOrderLoader(args: LoaderFunctionArgs) {
  const jobId = jobIdOf(args);
  void queryClient.prefetchQuery(colorsQueryOptions());
  if (jobId) await queryClient.prefetchQuery(arfOrderQueryOptions(jobId));
  return null;
}

export async function gutterOrderLoader(args: LoaderFunctionArgs) {
  const jobId = jobIdOf(args);
  void queryClient.prefetchQuery(colorsQueryOptions());
  if (jobId) await queryClient.prefetchQuery(gutterOrderQueryOptions(jobId));
  return null;
}
