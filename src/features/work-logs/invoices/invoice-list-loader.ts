import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { listLoader } from '@/components/data-table/table-query';
import { invoiceListSource } from './invoice-list-source';

/* invoicesList's loader, a module of its own: the work-log screens do not load the invoices' API module. */

const invoicesLoader = listLoader(invoiceListSource);

/** invoicesList: without currentFilter the screen goes to unpaid (C §2); then its page is prefetched. */
export function invoicesListLoader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  if (!url.searchParams.get('currentFilter')) {
    url.searchParams.set('currentFilter', 'unpaid');
    return redirect(`${url.pathname}${url.search}`);
  }
  return invoicesLoader(args);
}
