import type { LoaderFunctionArgs } from 'react-router-dom';
import { invoiceStatusesQueryOptions } from '@/api/autocomplete';
import { financialRowsQueryOptions } from '@/api/job-payments';
import { queryClient } from '@/lib/query-client';
import { financialFilterOf } from './financial-params';

/*
 * The financial report's route loader, a small module of its own: it needs only the report's API module and its
 * URL parameters, so its chunk arrives with the screen's and the calls leave at once.
 */

/** The report's rows and the invoice status names its rows show, in one round with the screen's chunk. */
export function prefetchFinancial({ request }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(financialRowsQueryOptions(financialFilterOf(new URL(request.url).search)));
  void queryClient.prefetchQuery(invoiceStatusesQueryOptions());
  return null;
}
