import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { daewonApi, type CallOptions } from '@/lib/api-client';
import { cacheTimes } from '@/lib/query-client';
import { dataTableSource } from '@/api/datatables';
import type { z } from 'zod';
import type { manufacturerSchema } from './schemas/manufacturers';

/* Material manufacturers, "manufactures" in the API (B §3, B §7 /api/materialManufacture). Daewon base. */

/** B §3 Manufacturer: Id, Name, modified-by and date fields. */
export type Manufacturer = z.infer<typeof manufacturerSchema>;

export interface ManufacturerPayload {
  Name: string;
}

/** Manufacturer list page size (B §9). */
export const MANUFACTURER_PAGE_SIZE = 25;

export const manufacturerKeys = {
  all: ['manufacturers'] as const,
  lists: () => [...manufacturerKeys.all, 'list'] as const,
  list: (params: object) => [...manufacturerKeys.lists(), params] as const,
  details: () => [...manufacturerKeys.all, 'detail'] as const,
  detail: (id: number) => [...manufacturerKeys.details(), id] as const,
  autocomplete: (q: string) => [...manufacturerKeys.all, 'autocomplete', { q }] as const,
};

/** POST /api/materialManufacture/datatables (decision 5). */
export const manufacturersDataTableSource = dataTableSource<Manufacturer>(
  daewonApi,
  'post',
  '/api/materialManufacture/datatables',
);

/** GET /api/materialManufacture: every manufacturer. */
export async function getManufacturers(signal?: AbortSignal): Promise<Manufacturer[]> {
  const { data } = await daewonApi.get<unknown>('/api/materialManufacture', { background: true, signal });
  return Array.isArray(data) ? (data as Manufacturer[]) : [];
}

export async function getManufacturer(
  id: number,
  signal?: AbortSignal,
  options: CallOptions = {},
): Promise<Manufacturer> {
  const { data } = await daewonApi.get<Manufacturer>(`/api/materialManufacture/${id}`, {
    signal,
    ...options,
  });
  return data;
}

export async function createManufacturer(payload: ManufacturerPayload): Promise<Manufacturer> {
  const { data } = await daewonApi.post<Manufacturer>('/api/materialManufacture', payload);
  return data;
}

export async function updateManufacturer(item: ManufacturerPayload & { Id: number }): Promise<Manufacturer> {
  const { data } = await daewonApi.put<Manufacturer>(`/api/materialManufacture/${item.Id}`, item);
  return data;
}

export async function deleteManufacturer(id: number): Promise<void> {
  await daewonApi.delete(`/api/materialManufacture/${id}`);
}

/** GET /api/materialManufacture/autocomplete?q= (background, 200 ms debounce in the picker). */
export async function getManufacturerAutocomplete(q: string, signal?: AbortSignal): Promise<Manufacturer[]> {
  const { data } = await daewonApi.get<unknown>('/api/materialManufacture/autocomplete', {
    params: { q },
    background: true,
    signal,
  });
  return Array.isArray(data) ? (data as Manufacturer[]) : [];
}

export const manufacturerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: manufacturerKeys.detail(id),
    queryFn: ({ signal }) => getManufacturer(id, signal),
    staleTime: cacheTimes.default,
    retry: false,
  });

export const manufacturerAutocompleteQueryOptions = (q: string) =>
  queryOptions({
    queryKey: manufacturerKeys.autocomplete(q),
    queryFn: ({ signal }) => getManufacturerAutocomplete(q, signal),
    staleTime: cacheTimes.referenceData,
    retry: false,
  });

export function useManufacturer(id: number | null | undefined) {
  return useQuery({ ...manufacturerQueryOptions(id ?? 0), enabled: !!id });
}

function useManufacturerSaved<V>(fn: (v: V) => Promise<Manufacturer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (item) => {
      client.setQueryData(manufacturerKeys.detail(item.Id), item);
      await Promise.all([
        client.invalidateQueries({ queryKey: manufacturerKeys.all }),
        // materials show their manufacturer's name
        client.invalidateQueries({ queryKey: ['materials'] }),
      ]);
    },
  });
}

export const useCreateManufacturer = () => useManufacturerSaved(createManufacturer);
export const useUpdateManufacturer = () => useManufacturerSaved(updateManufacturer);

export function useDeleteManufacturer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteManufacturer,
    onSuccess: (_d, id) => client.removeQueries({ queryKey: manufacturerKeys.detail(id) }),
    onSettled: () => client.invalidateQueries({ queryKey: manufacturerKeys.all }),
  });
}
