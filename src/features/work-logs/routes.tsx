import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { permissionsQueryOptions } from '@/api/auth';
import {
  jobTypesQueryOptions,
  recordTypesQueryOptions,
  workLogStatusesQueryOptions,
  workLogUsersQueryOptions,
  ALL_SUBCONTRACTORS,
} from '@/api/work-logs';
import { listLoader } from '@/components/data-table/table-query';
import { Permissions } from '@/lib/permissions';
import { queryClient } from '@/lib/query-client';
import type { FeatureModule } from '@/lib/routing';
import { invoiceListSource } from './invoices/invoice-list-source';
import { workLogScreenParams, workLogTableQueryOptions } from './work-log-source';

/**
 * The work-log screen's data, started with its chunk: the look-up lists, the subcontractors, and both tables of
 * the subcontractor the URL names (approve mode: all of them unless the invoice toggle is on).
 */
function workLogLoader(approveMode: boolean) {
  return ({ request }: LoaderFunctionArgs) => {
    void queryClient.prefetchQuery(workLogStatusesQueryOptions());
    void queryClient.prefetchQuery(recordTypesQueryOptions());
    void queryClient.prefetchQuery(jobTypesQueryOptions());
    void queryClient.prefetchQuery(workLogUsersQueryOptions());
    const { filters } = workLogScreenParams.parse(new URL(request.url).search);
    const userId =
      filters.subcontractorId ?? (approveMode && filters.mode !== 'invoice' ? ALL_SUBCONTRACTORS : undefined);
    const prefetchTables = (id: number) => {
      void queryClient.prefetchQuery(workLogTableQueryOptions(id, 'normal', approveMode));
      void queryClient.prefetchQuery(workLogTableQueryOptions(id, 'deduct', approveMode));
    };
    if (userId !== undefined && (approveMode || userId !== ALL_SUBCONTRACTORS)) prefetchTables(userId);
    else if (!approveMode) {
      // a subcontractor's own logs: their id comes with the subcontractors list, then both tables start
      void Promise.all([
        queryClient.fetchQuery(permissionsQueryOptions()),
        queryClient.fetchQuery(workLogUsersQueryOptions()),
      ]).then(
        ([permissions, users]) => {
          if (!permissions.includes(Permissions.CanApproveWorkLogs) && users[0]) prefetchTables(users[0].Id);
        },
        () => undefined,
      );
    }
    return null;
  };
}

/** invoicesList: without currentFilter the screen goes to unpaid (C §2); then its page is prefetched. */
const invoicesLoader = listLoader(invoiceListSource);
function invoicesListLoader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  if (!url.searchParams.get('currentFilter')) {
    url.searchParams.set('currentFilter', 'unpaid');
    return redirect(`${url.pathname}${url.search}`);
  }
  return invoicesLoader(args);
}

/** Work logs, their approval and the subcontractors' invoices (C §2; A §2 routes and menu). */
export const workLogsFeature: FeatureModule = {
  routes: [
    {
      path: 'workLogs',
      handle: { name: 'worklog', title: 'workLogs.title', access: Permissions.CanManageWorkLogs },
      loader: workLogLoader(false),
      lazy: () => import('./work-logs-page').then((m) => ({ Component: m.WorkLogsPage })),
    },
    {
      path: 'approveWorkLogs',
      handle: {
        name: 'approveWorkLog',
        title: 'workLogs.approveTitle',
        access: Permissions.CanApproveWorkLogs,
      },
      loader: workLogLoader(true),
      lazy: () => import('./work-logs-page').then((m) => ({ Component: m.ApproveWorkLogsPage })),
    },
    {
      path: 'invoicesList',
      handle: { name: 'invoicesList', title: 'invoices.title', access: Permissions.CanProceedPayment },
      loader: invoicesListLoader,
      lazy: () => import('./invoices/invoice-list-page').then((m) => ({ Component: m.InvoiceListPage })),
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
