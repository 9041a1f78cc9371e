import { Permissions } from '@/lib/permissions';
import { lazyLoader, withLoaderFirst, type FeatureModule } from '@/lib/routing';

const loaders = () => import('./loaders');
const invoiceLoaders = () => import('./invoices/invoice-list-loader');

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
