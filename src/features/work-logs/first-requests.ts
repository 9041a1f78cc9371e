import { firstListRequest, type FirstRequest } from '@/components/data-table/table-query';
import { invoiceListSource } from './invoices/invoice-list-source';

/* The work-log area's first requests (issue 27 §1). The work-log tables need the user's id (GET /auth/user, a
 * session call) first: their chain starts with the session. */
export const firstRequests: FirstRequest[] = [
  // without currentFilter the route's loader first redirects to the unpaid invoices (C §2)
  firstListRequest('/invoicesList', invoiceListSource, (url) => !!url.searchParams.get('currentFilter')),
];
