import { Permissions } from '@/lib/permissions';
import { lazyLoader, type FeatureModule } from '@/lib/routing';

const loaders = () => import('./loaders');
const invoiceLoaders = () => import('./invoices/invoice-list-loader');

/**
 * A screen's chunk, with its loader's module asked for first: the router calls `lazy` before the loader, and the
 * small loader module (its data call) should not queue behind the screen's chunks on the browser's connections.
 */
function withLoaderFirst<T>(
  loaderModule: () => Promise<unknown>,
  screen: () => Promise<T>,
): () => Promise<T> {
  return () => {
    loaderModule().catch(() => undefined);
    return screen();
  };
}

/** Work logs, their approval and the subcontractors' invoices (C §2; A §2 routes and menu). */
export const workLogsFeature: FeatureModule = {
  routes: [
    {
      path: 'workLogs',
      handle: { name: 'worklog', title: 'workLogs.title', access: Permissions.CanManageWorkLogs },
      loader: lazyLoader(loaders, 'workLogsLoader'),
      lazy: withLoaderFirst(loaders, () =>
        import('./work-logs-page').then((m) => ({ Component: m.WorkLogsPage })),
      ),
    },
    {
      path: 'approveWorkLogs',
      handle: {
        name: 'approveWorkLog',
        title: 'workLogs.approveTitle',
        access: Permissions.CanApproveWorkLogs,
      },
      loader: lazyLoader(loaders, 'approveWorkLogsLoader'),
      lazy: withLoaderFirst(loaders, () =>
        import('./work-logs-page').then((m) => ({ Component: m.ApproveWorkLogsPage })),
      ),
    },
    {
      path: 'invoicesList',
      handle: { name: 'invoicesList', title: 'invoices.title', access: Permissions.CanProceedPayment },
      loader: lazyLoader(invoiceLoaders, 'invoicesListLoader'),
      lazy: withLoaderFirst(invoiceLoaders, () =>
        import('./invoices/invoice-list-page').then((m) => ({ Component: m.InvoiceListPage })),
      ),
    },
  ],
  menu: [
    {
      id: 'manageProjects',
      label: 'jobs.menu.manageProjects',
      priority: 50,
      children: [
        { id: 'workLogs', label: 'workLogs.menu.workLogs', priority: 2, routeName: 'worklog' },
        {
          id: 'approveWorkLogs',
          label: 'workLogs.menu.approveWorkLogs',
          priority: 4,
          routeName: 'approveWorkLog',
        },
        { id: 'invoicesList', label: 'workLogs.menu.invoices', priority: 5, routeName: 'invoicesList' },
      ],
    },
  ],
};
