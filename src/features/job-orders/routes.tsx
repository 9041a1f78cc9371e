import type { LoaderFunctionArgs } from 'react-router-dom';
import { arfOrderQueryOptions } from '@/api/arf-orders';
import { gutterOrderQueryOptions } from '@/api/gutter-orders';
import { jobPurchaseOrdersQueryOptions, purchaseOrderQueryOptions } from '@/api/purchase-orders';
import { workOrderQueryOptions } from '@/api/work-orders';
import { listLoader } from '@/components/data-table/table-query';
import { parseRouteId } from '@/lib/list-params';
import { Permissions } from '@/lib/permissions';
import { queryClient } from '@/lib/query-client';
import type { AppRoute, FeatureModule } from '@/lib/routing';
import { purchaseOrderListSource } from './purchase-orders/purchase-order-list-source';

/** Who may open the order tabs (B §6 does not say): the users who manage jobs. */
export const JOB_ORDERS_ACCESS = Permissions.CanManageJobs;

/** Starts a job's order while the tab's code loads (no waterfall); errors are the tab's to show. */
function prefetchByJob(prefetch: (jobId: number) => Promise<void>) {
  return ({ params }: LoaderFunctionArgs) => {
    const jobId = parseRouteId(params.jobId);
    if (jobId) void prefetch(jobId);
    return null;
  };
}

/** A purchase order's detail: the order (none for 0, a new one) and the job's orders (the new number). */
function prefetchPurchaseOrder({ params }: LoaderFunctionArgs) {
  const jobId = parseRouteId(params.jobId);
  const id = parseRouteId(params.purchaseOrderId);
  if (jobId) void queryClient.prefetchQuery(jobPurchaseOrdersQueryOptions(jobId));
  if (id) void queryClient.prefetchQuery(purchaseOrderQueryOptions(id));
  return null;
}

/** The job detail's order tabs (B §2, decision 9): work order 1, purchase order 2, ARF 3, gutter 4. */
export const jobOrderTabs: AppRoute[] = [
  {
    path: 'workOrder',
    handle: {
      name: 'jobs.detail.workOrder',
      title: 'jobOrders.tabs.workOrder',
      tab: 'jobOrders.tabs.workOrder',
      order: 1,
      access: JOB_ORDERS_ACCESS,
    },
    loader: prefetchByJob((id) => queryClient.prefetchQuery(workOrderQueryOptions(id))),
    lazy: () => import('./work-order/work-order-tab').then((m) => ({ Component: m.WorkOrderTab })),
  },
  {
    path: 'purchaseOrder',
    handle: {
      name: 'jobs.detail.purchaseOrder',
      title: 'jobOrders.tabs.purchaseOrder',
      tab: 'jobOrders.tabs.purchaseOrder',
      order: 2,
      access: JOB_ORDERS_ACCESS,
    },
    children: [
      {
        index: true,
        handle: {
          name: 'jobs.detail.purchaseOrder.list',
          title: 'jobOrders.purchaseOrders.title',
          access: JOB_ORDERS_ACCESS,
        },
        loader: listLoader(purchaseOrderListSource),
        lazy: () =>
          import('./purchase-orders/purchase-order-list-tab').then((m) => ({
            Component: m.PurchaseOrderListTab,
          })),
      },
      {
        path: 'detail/:purchaseOrderId',
        handle: {
          name: 'jobs.detail.purchaseOrder.detail',
          title: 'jobOrders.purchaseOrder.title',
          access: JOB_ORDERS_ACCESS,
        },
        loader: prefetchPurchaseOrder,
        lazy: () =>
          import('./purchase-orders/purchase-order-detail-tab').then((m) => ({
            Component: m.PurchaseOrderDetailTab,
          })),
      },
    ],
  },
  {
    path: 'arf',
    handle: {
      name: 'jobs.detail.arf',
      title: 'jobOrders.tabs.arf',
      tab: 'jobOrders.tabs.arf',
      order: 3,
      access: JOB_ORDERS_ACCESS,
    },
    loader: prefetchByJob((id) => queryClient.prefetchQuery(arfOrderQueryOptions(id))),
    lazy: () => import('./arf/arf-order-tab').then((m) => ({ Component: m.ArfOrderTab })),
  },
  {
    path: 'gutter',
    handle: {
      name: 'jobs.detail.gutter',
      title: 'jobOrders.tabs.gutter',
      tab: 'jobOrders.tabs.gutter',
      order: 4,
      access: JOB_ORDERS_ACCESS,
    },
    loader: prefetchByJob((id) => queryClient.prefetchQuery(gutterOrderQueryOptions(id))),
    lazy: () => import('./gutter/gutter-order-tab').then((m) => ({ Component: m.GutterOrderTab })),
  },
];

/** Job orders (B §2): tabs of the job detail page, hung there by the app (decision 9). */
export const jobOrdersFeature: FeatureModule = {
  routes: [],
  childRoutes: { 'jobs.detail': jobOrderTabs },
};
