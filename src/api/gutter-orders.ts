import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { daewonApi } from '@/lib/api-client';
import { toApiError } from '@/lib/api-error';
import { cacheTimes } from '@/lib/query-client';
import { jobKeys } from '@/api/jobs';
import type { z } from 'zod';
import type {
  gutterLineItemSchema,
  gutterLotLineItemSchema,
  gutterOrderSchema,
} from './schemas/gutter-orders';

/* Gutter orders (B §3, B §7, B §8, B §9). On the Daewon base (decision 3). */

/** The default materials of a gutter order's lines (B §9). */
export const DEFAULT_GUTTER_MATERIALS = ['GUTTER', 'DOWNSPOUTS', 'SPLASHBLOCKS'] as const;

/** A gutter line (B §3). GScreen: whether the line takes gutter screen. */
export type GutterLineItem = z.infer<typeof gutterLineItemSchema>;

/** A per-lot line of a gutter order (B §3). */
export type GutterLotLineItem = z.infer<typeof gutterLotLineItemSchema>;

/** A job's gutter order (B §3). Dates are ISO 8601 (decision 16). */
export type GutterOrder = z.infer<typeof gutterOrderSchema>;

export const gutterOrderKeys = {
  all: ['gutterOrders'] as const,
  detail: (jobId: number) => [...gutterOrderKeys.all, 'detail', jobId] as const,
};

/** GET /api/jobs/{jobId}/gutterOrder; null when the job has none yet (404), so the form starts empty. */
export async function getGutterOrder(jobId: number, signal?: AbortSignal): Promise<GutterOrder | null> {
  try {
    const { data } = await daewonApi.get<GutterOrder | null>(`/api/jobs/${jobId}/gutterOrder`, { signal });
    return data && typeof data === 'object' ? data : null;
  } catch (error) {
    if (toApiError(error).status === 404) return null;
    throw error;
  }
}

/** POST /api/gutterOrder. */
export async function saveGutterOrder(order: GutterOrder): Promise<GutterOrder> {
  const { data } = await daewonApi.post<GutterOrder | null>('/api/gutterOrder', order);
  return data && typeof data === 'object' && 'JobId' in data ? data : order;
}

/** The print document: GET /api/jobs/{jobId}/gutterOrder/print (B §7). */
export function gutterOrderPrintUrl(jobId: number): string {
  return `/api/jobs/${jobId}/gutterOrder/print`;
}

export const gutterOrderQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: gutterOrderKeys.detail(jobId),
    queryFn: ({ signal }) => getGutterOrder(jobId, signal),
    staleTime: cacheTimes.default,
    retry: false,
  });

export function useGutterOrder(jobId: number) {
  return useQuery(gutterOrderQueryOptions(jobId));
}

export function useSaveGutterOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveGutterOrder,
    onSuccess: (saved) => {
      client.setQueryData(gutterOrderKeys.detail(saved.JobId), saved);
      // the job shows whether it has a gutter order and its install date (A §3), the dashboard's rows and the job
      // calendar that date too
      return client.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
}
