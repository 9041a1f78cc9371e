import type { LoaderFunctionArgs } from 'react-router-dom';
import { permissionsQueryOptions } from '@/api/auth';
import { workLogUsersQueryOptions } from '@/api/work-logs';
import { Permissions } from '@/lib/permissions';
import { queryClient } from '@/lib/query-client';
import { workLogTableQueryOptions, workLogTablesOf } from './work-log-source';

/**
 * The work-log screen's data, started with its chunk: the subcontractors and both tables of the subcontractor
 * the URL names (approve mode: all of them unless the invoice toggle is on). The dialogs' look-up lists follow
 * once the tables are in (useDialogLookups), so they do not queue before the tables on the browser's connections.
 */
export function workLogLoader(approveMode: boolean) {
  return ({ request }: LoaderFunctionArgs) => {
    const { userId, filters: tableFilters } = workLogTablesOf(new URL(request.url).search, approveMode);
    const prefetchTables = (id: number) => {
      void queryClient.prefetchQuery(workLogTableQueryOptions(id, 'normal', approveMode, tableFilters));
      void queryClient.prefetchQuery(workLogTableQueryOptions(id, 'deduct', approveMode, tableFilters));
    };
    // the tables first: they are what the screen shows first
    if (userId !== undefined) prefetchTables(userId);
    void queryClient.prefetchQuery(workLogUsersQueryOptions());
    if (userId === undefined && !approveMode) {
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

export const workLogsLoader = workLogLoader(false);
export const approveWorkLogsLoader = workLogLoader(true);
