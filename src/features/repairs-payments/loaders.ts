import type { LoaderFunctionArgs } from 'react-router-dom';
import { attachmentCategoriesQueryOptions } from '@/api/job-attachments';
import {
  financialRowsQueryOptions,
  jobPaymentsQueryOptions,
  recordTypesQueryOptions,
} from '@/api/job-payments';
import { repairOrderQueryOptions } from '@/api/repair-orders';
import { listLoader } from '@/components/data-table/table-query';
import { parseRouteId } from '@/lib/list-params';
import { queryClient } from '@/lib/query-client';
import {
  financialFilterOf,
  jobRepairOrderSource,
  repairListSource,
  repairReportSource,
} from './repairs-payments-source';

export function prefetchPayments({ params }: LoaderFunctionArgs) {
  const id = parseRouteId(params.jobId);
  if (id) void queryClient.prefetchQuery(jobPaymentsQueryOptions(id));
  void queryClient.prefetchQuery(recordTypesQueryOptions());
  return null;
}

export function prefetchRepairOrder({ params }: LoaderFunctionArgs) {
  const id = parseRouteId(params.repairOrderId);
  if (id) void queryClient.prefetchQuery(repairOrderQueryOptions(id));
  return null;
}

export function prefetchCategories() {
  void queryClient.prefetchQuery(attachmentCategoriesQueryOptions());
  return null;
}

export function prefetchFinancial({ request }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(financialRowsQueryOptions(financialFilterOf(new URL(request.url).search)));
  return null;
}

export const jobRepairOrderSourceLoader = listLoader(jobRepairOrderSource);
export const repairListSourceLoader = listLoader(repairListSource);
export const repairReportSourceLoader = listLoader(repairReportSource);
