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
import { invoiceListSource } from './invoices/invoice-list-source';
import { workLogScreenParams, workLogTableQueryOptions } from './work-log-source';

/**
 * The work-log screen's data, started with its chunk: the look-up lists, the subcontractors, and both tables of
 * the subcontractor the URL names (approve mode: all of them unless the invoice toggle is on).
 */
export function workLogLoader(approveMode: boolean) {
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
export const invoicesLoader = listLoader(invoiceListSource);
export function invoicesListLoader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  if (!url.searchParams.get('currentFilter')) {
    url.searchParams.set('currentFilter', 'unpaid');
    return redirect(`${url.pathname}${url.search}`);
  }
  return invoicesLoader(args);
}

export const workLogsLoader = workLogLoader(false);
export const approveWorkLogsLoader = workLogLoader(true);
