import { Permissions } from '@/lib/permissions';
import { lazyLoader, withLoaderFirst, type AppRoute, type FeatureModule } from '@/lib/routing';

const loaders = () => import('./loaders');

/** Who may open the order tabs (B §6 does not say): the users who manage jobs. */
export const JOB_ORDERS_ACCESS = Permissions.CanManageJobs;

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
    loader: lazyLoader(loaders, 'workOrderLoader'),
    lazy: withLoaderFirst(loaders, () =>
      import('./work-order/work-order-tab').then((m) => ({ Component: m.WorkOrderTab })),
    ),
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
        loader: lazyLoader(loaders, 'purchaseOrderListLoader'),
        lazy: withLoaderFirst(loaders, () =>
          import('./purchase-orders/purchase-order-list-tab').then((m) => ({
            Component: m.PurchaseOrderListTab,
          })),
        ),
      },
      {
        path: 'detail/:purchaseOrderId',
        handle: {
          name: 'jobs.detail.purchaseOrder.detail',
          title: 'jobOrders.purchaseOrder.title',
          access: JOB_ORDERS_ACCESS,
        },
        loader: lazyLoader(loaders, 'purchaseOrderLoader'),
        lazy: withLoaderFirst(loaders, () =>
          import('./purchase-orders/purchase-order-detail-tab').then((m) => ({
            Component: m.PurchaseOrderDetailTab,
          })),
        ),
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
    loader: lazyLoader(loaders, 'arfOrderLoader'),
    lazy: withLoaderFirst(loaders, () =>
      import('./arf/arf-order-tab').then((m) => ({ Component: m.ArfOrderTab })),
    ),
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
    loader: lazyLoader(loaders, 'gutterOrderLoader'),
    lazy: withLoaderFirst(loaders, () =>
      import('./gutter/gutter-order-tab').then((m) => ({ Component: m.GutterOrderTab })),
    ),
  },
];

/** Job orders (B §2): tabs of the job detail page, hung there by the app (decision 9). */
export const jobOrdersFeature: FeatureModule = {
  routes: [],
  childRoutes: { 'jobs.detail': jobOrderTabs },
};
