import type { LoaderFunctionArgs } from 'react-router-dom';
import { jobPaymentsQueryOptions, recordTypesQueryOptions } from '@/api/job-payments';
import { parseRouteId } from '@/lib/list-params';
import { queryClient } from '@/lib/query-client';

/** The payment detail tab's loader (a small chunk of its own): the job's records and the record types. */
export function prefetchPayments({ params }: LoaderFunctionArgs) {
  const id = parseRouteId(params.jobId);
  if (id) void queryClient.prefetchQuery(jobPaymentsQueryOptions(id));
  void queryClient.prefetchQuery(recordTypesQueryOptions());
  return null;
}
