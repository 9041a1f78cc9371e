import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { daewonApi } from '@/lib/api-client';
import { ApiError, toApiError } from '@/lib/api-error';
import { cacheTimes } from '@/lib/query-client';
import { jobKeys } from '@/api/jobs';
import type { DocumentRequest } from '@/api/documents';
import type { z } from 'zod';
import type {
  lotWorkOrderLineItemSchema,
  workOrderLineItemSchema,
  workOrderSchema,
} from './schemas/work-orders';

/* Work orders (B §3, B §4, B §5, B §7). On the Daewon base (decision 3). */

/** The server's answer when a job has no work order yet (B §8): the screen shows the template. */
export const WORK_ORDER_NOT_FOUND = 'The requested Work order could not be found';

/** A line of a work order (B §3). A custom line is one the user added (IsPrePopulatedMaterial false). */
export type WorkOrderLineItem = z.infer<typeof workOrderLineItemSchema>;

/** Quantities of a lot row, keyed by the material category's short name (B §3). */
export type MaterialQuantities = Record<string, number | null>;

/** A per-lot row of a work order: one per lot and siding type (B §3). */
export type LotWorkOrderLineItem = z.infer<typeof lotWorkOrderLineItemSchema>;

export type WorkOrder = z.infer<typeof workOrderSchema>;

/** The print request (B §3): the lines left out and the lines highlighted, by their DisplayOrder. */
export interface WorkOrderPrintRequest {
  IgnoredPrintItems: number[];
  HighlightPrintItems: number[];
}

export const workOrderKeys = {
  all: ['workOrders'] as const,
  details: () => [...workOrderKeys.all, 'detail'] as const,
  /** by job id: a job has one work order */
  detail: (jobId: number) => [...workOrderKeys.details(), jobId] as const,
};

/** True when the error is the server saying that the job has no work order (B §4: template mode). */
export function isWorkOrderNotFound(error: unknown): boolean {
  const e = error instanceof ApiError ? error : toApiError(error);
  return e.status === 404 || e.message.trim() === WORK_ORDER_NOT_FOUND;
}

/**
 * GET /api/jobs/{jobId}/workorder. Answers null when the server says no work order exists (B §4), so that the
 * screen shows the template; other failures are thrown.
 */
export async function getWorkOrder(jobId: number, signal?: AbortSignal): Promise<WorkOrder | null> {
  try {
    const { data } = await daewonApi.get<WorkOrder>(`/api/jobs/${jobId}/workorder`, { signal });
    return data ?? null;
  } catch (error) {
    if (isWorkOrderNotFound(error)) return null;
    throw error;
  }
}

/** POST /api/workorder. */
export async function saveWorkOrder(workOrder: WorkOrder): Promise<WorkOrder> {
  const { data } = await daewonApi.post<WorkOrder | null>('/api/workorder', workOrder);
  return data && Array.isArray(data.WorkOrderLineItems) ? data : workOrder;
}

/**
 * The work order's print (B §7): POST /api/jobs/{jobId}/workorder/print answers a securityKey; the document is
 * /api/jobs/workorder/print/{securityKey}. For `openPrintDocument`.
 */
export async function workOrderPrintDocument(
  jobId: number,
  request: WorkOrderPrintRequest,
): Promise<DocumentRequest> {
  const { data } = await daewonApi.post<{ securityKey?: string; SecurityKey?: string }>(
    `/api/jobs/${jobId}/workorder/print`,
    request,
  );
  const key = data?.securityKey ?? data?.SecurityKey;
  if (!key) throw new ApiError({ status: 500, statusText: '', message: 'No print document was returned.' });
  return { url: `/api/jobs/workorder/print/${encodeURIComponent(key)}` };
}

export const workOrderQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: workOrderKeys.detail(jobId),
    queryFn: ({ signal }) => getWorkOrder(jobId, signal),
    staleTime: cacheTimes.default,
    retry: false,
  });

export function useWorkOrder(jobId: number) {
  return useQuery(workOrderQueryOptions(jobId));
}

export function useSaveWorkOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveWorkOrder,
    onSuccess: (saved) => {
      client.setQueryData(workOrderKeys.detail(saved.JobId), saved);
      // the job shows whether it has a work order (A §3 HasWorkOrder), the dashboard's rows and the job calendar
      // its dates
      return client.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
}
