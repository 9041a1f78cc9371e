import { workLogUsersQueryOptions } from '@/api/work-logs';
import { firstListRequest, type FirstRequest } from '@/components/data-table/table-query';
import { invoiceListSource } from './invoices/invoice-list-source';
import { workLogTableQueryOptions, workLogTablesOf } from './work-log-source';

/* The work-log area's first requests (issue 27 §1): what each screen's route loader asks for first. */

/** A work-log screen: its first table, or, when whose logs comes with the subcontractors list, that list. */
const workLogScreen = (path: string, approveMode: boolean): FirstRequest => ({
  path,
  start: (client, url) => {
    const { userId, filters } = workLogTablesOf(url.search, approveMode);
    if (userId !== undefined) {
      const table = workLogTableQueryOptions(userId, 'normal', approveMode, filters);
      void client.prefetchQuery(table);
      return table.queryKey;
    }
    // approve mode with the invoice toggle on and no subcontractor shows no table
    if (approveMode) return null;
    // a subcontractor's own logs: the list is the first call of the chain
    const users = workLogUsersQueryOptions();
    void client.prefetchQuery(users);
    return users.queryKey;
  },
});

export const firstRequests: FirstRequest[] = [
  workLogScreen('/workLogs', false),
  workLogScreen('/approveWorkLogs', true),
  // without currentFilter the route's loader first redirects to the unpaid invoices (C §2)
  firstListRequest('/invoicesList', invoiceListSource, (url) => !!url.searchParams.get('currentFilter')),
];
