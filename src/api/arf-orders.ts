import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { daewonApi } from '@/lib/api-client';
import { toApiError } from '@/lib/api-error';
import { cacheTimes } from '@/lib/query-client';
import type { z } from 'zod';
import type { arfConfigurationRowSchema, arfOrderSchema } from './schemas/arf-orders';

/* ARF (trim) orders (B §2, B §3, B §7, B §9). On the Daewon base (decision 3). */

/** The rows of each section (B §9) and their profiles (B §2, spelt as the documents spell them). */
export const ARF_SECTIONS = {
  rake: { rows: 4, profile: 'RAKE' },
  cr: { rows: 12, profile: 'FRIEZE CROWN W/ VENTED SOFFIT' },
  so: { rows: 4, profile: 'FRIEZE CROWN W/ SOLID SOFFT' },
} as const;

export type ArfSection = keyof typeof ARF_SECTIONS;

/** One row of a section: a length and a number of pieces (B §3). */
export type ArfConfigurationRow = z.infer<typeof arfConfigurationRowSchema>;

/** A job's ARF order (B §3). Dates are ISO 8601 (decision 16). */
export type ArfOrder = z.infer<typeof arfOrderSchema>;

export const arfOrderKeys = {
  all: ['arfOrders'] as const,
  detail: (jobId: number) => [...arfOrderKeys.all, 'detail', jobId] as const,
};

/** GET /api/jobs/{jobId}/arf; null when the job has none yet (404), so the form starts empty. */
export async function getArfOrder(jobId: number, signal?: AbortSignal): Promise<ArfOrder | null> {
  try {
    const { data } = await daewonApi.get<ArfOrder | null>(`/api/jobs/${jobId}/arf`, { signal });
    return data && typeof data === 'object' ? data : null;
  } catch (error) {
    if (toApiError(error).status === 404) return null;
    throw error;
  }
}

/** POST /api/arf. */
export async function saveArfOrder(order: ArfOrder): Promise<ArfOrder> {
  const { data } = await daewonApi.post<ArfOrder | null>('/api/arf', order);
  return data && typeof data === 'object' && 'JobId' in data ? data : order;
}

/** The print document: GET /api/jobs/{jobId}/arf/print (B §7). */
export function arfOrderPrintUrl(jobId: number): string {
  return `/api/jobs/${jobId}/arf/print`;
}

export const arfOrderQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: arfOrderKeys.detail(jobId),
    queryFn: ({ signal }) => getArfOrder(jobId, signal),
    staleTime: cacheTimes.default,
    retry: false,
  });

export function useArfOrder(jobId: number) {
  return useQuery(arfOrderQueryOptions(jobId));
}

export function useSaveArfOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveArfOrder,
    onSuccess: (saved) => client.setQueryData(arfOrderKeys.detail(saved.JobId), saved),
  });
}
