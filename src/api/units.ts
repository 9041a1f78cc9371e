import { queryOptions, useQuery } from '@tanstack/react-query';
import { daewonApi } from '@/lib/api-client';
import { cacheTimes } from '@/lib/query-client';
import type { z } from 'zod';
import type { unitSchema } from './schemas/units';

/* Units (B §3, B §7 GET /api/unit): no screen, only a picker (B §2). Daewon base. */

/** B §3 Unit. */
export type Unit = z.infer<typeof unitSchema>;

export const unitKeys = {
  all: ['units'] as const,
  list: () => [...unitKeys.all, 'list'] as const,
};

/** GET /api/unit: every unit. */
export async function getUnits(signal?: AbortSignal): Promise<Unit[]> {
  const { data } = await daewonApi.get<unknown>('/api/unit', { background: true, signal });
  return Array.isArray(data) ? (data as Unit[]) : [];
}

/** Every unit, cached 300 s (B §9). */
export const unitsQueryOptions = () =>
  queryOptions({
    queryKey: unitKeys.list(),
    queryFn: ({ signal }) => getUnits(signal),
    staleTime: cacheTimes.referenceData,
  });

export function useUnits() {
  return useQuery(unitsQueryOptions());
}

/** A unit's name by id ('' when unknown). */
export const unitName = (units: readonly Unit[] | undefined, id: number | null | undefined) =>
  (id && units?.find((u) => u.Id === id)?.Name) || '';
