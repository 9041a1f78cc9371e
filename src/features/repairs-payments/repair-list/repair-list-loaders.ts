import type { LoaderFunctionArgs } from 'react-router-dom';
import { invoiceStatusesQueryOptions } from '@/api/autocomplete';
import { listLoader } from '@/components/data-table/table-query';
import { queryClient } from '@/lib/query-client';
import { repairListSource, repairReportSource } from './repair-list-source';

/* The repair order list's and report's loaders (a small chunk of their own): the first page of the table. */

const firstListPage = listLoader(repairListSource);

/** The list also shows each row's invoice status in a picker: the repair order statuses, in the same round. */
export function repairListSourceLoader(args: LoaderFunctionArgs) {
  firstListPage(args);
  void queryClient.prefetchQuery(invoiceStatusesQueryOptions(true));
  return null;
}

export const repairReportSourceLoader = listLoader(repairReportSource);
