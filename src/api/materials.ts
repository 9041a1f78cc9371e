import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { daewonApi, type CallOptions } from '@/lib/api-client';
import { cacheTimes } from '@/lib/query-client';
import { dataTableSource, type DataTableAnswer, type DataTableRequest } from '@/api/datatables';
import type { ColorRef } from '@/api/colors';
import type { z } from 'zod';
import type { materialSchema } from './schemas/materials';

/* Materials (B §3, B §7 /api/material). Daewon base. */

/** B §3 Material. */
export type Material = z.infer<typeof materialSchema>;

export interface MaterialPayload {
  Name: string;
  ManufactureId: number | null;
  CategoryId: number | null;
  /** a colour typed in the multi-select that does not exist yet has Id 0 */
  AvailableColors: ColorRef[];
}

/** The materials list's filters (B §7 /datatables with materialName, manufactureName, categoryId). */
export interface MaterialListFilters {
  materialName?: string;
  manufactureName?: string;
  categoryId?: number | null;
}

export interface MaterialAutocompleteParams {
  q?: string;
  categoryId?: number | null;
}

export const materialKeys = {
  all: ['materials'] as const,
  lists: () => [...materialKeys.all, 'list'] as const,
  list: (params: object) => [...materialKeys.lists(), params] as const,
  allMaterials: () => [...materialKeys.lists(), 'all'] as const,
  details: () => [...materialKeys.all, 'detail'] as const,
  detail: (id: number) => [...materialKeys.details(), id] as const,
  autocomplete: (params: MaterialAutocompleteParams) =>
    [...materialKeys.all, 'autocomplete', params] as const,
};

/** The list filters as request fields; empty ones left out, a category only when a nonzero id. */
export function materialFiltersToRequest(filters: MaterialListFilters): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (filters.materialName?.trim()) out.materialName = filters.materialName.trim();
  if (filters.manufactureName?.trim()) out.manufactureName = filters.manufactureName.trim();
  if (filters.categoryId) out.categoryId = filters.categoryId;
  return out;
}

/** POST /api/material/datatables (decision 5). */
export const materialsDataTableSource = dataTableSource<Material>(
  daewonApi,
  'post',
  '/api/material/datatables',
);

export function materialsDataTable(filters: MaterialListFilters = {}) {
  const extra = materialFiltersToRequest(filters);
  return (request: DataTableRequest, signal?: AbortSignal): Promise<DataTableAnswer<Material>> =>
    materialsDataTableSource({ ...request, ...extra }, signal);
}

/** GET /api/material: every material. */
export async function getMaterials(signal?: AbortSignal): Promise<Material[]> {
  const { data } = await daewonApi.get<unknown>('/api/material', { background: true, signal });
  return Array.isArray(data) ? (data as Material[]) : [];
}

export async function getMaterial(
  id: number,
  signal?: AbortSignal,
  options: CallOptions = {},
): Promise<Material> {
  const { data } = await daewonApi.get<Material>(`/api/material/${id}`, {
    signal,
    ...options,
  });
  return data;
}

export async function createMaterial(payload: MaterialPayload): Promise<Material> {
  const { data } = await daewonApi.post<Material>('/api/material', payload);
  return data;
}

export async function updateMaterial(material: MaterialPayload & { Id: number }): Promise<Material> {
  const { data } = await daewonApi.put<Material>(`/api/material/${material.Id}`, material);
  return data;
}

export async function deleteMaterial(id: number): Promise<void> {
  await daewonApi.delete(`/api/material/${id}`);
}

/** GET /api/material/autocomplete?q=&categoryId= (background, 200 ms debounce in the picker). */
export async function getMaterialAutocomplete(
  params: MaterialAutocompleteParams,
  signal?: AbortSignal,
): Promise<Material[]> {
  const query: Record<string, string | number> = { q: params.q ?? '' };
  if (params.categoryId) query.categoryId = params.categoryId;
  const { data } = await daewonApi.get<unknown>('/api/material/autocomplete', {
    params: query,
    background: true,
    signal,
  });
  return Array.isArray(data) ? (data as Material[]) : [];
}

export const materialQueryOptions = (id: number) =>
  queryOptions({
    queryKey: materialKeys.detail(id),
    queryFn: ({ signal }) => getMaterial(id, signal),
    staleTime: cacheTimes.default,
    retry: false,
  });

/** Every material, cached 300 s (B §9). */
export const materialsQueryOptions = () =>
  queryOptions({
    queryKey: materialKeys.allMaterials(),
    queryFn: ({ signal }) => getMaterials(signal),
    staleTime: cacheTimes.referenceData,
  });

export const materialAutocompleteQueryOptions = (params: MaterialAutocompleteParams) =>
  queryOptions({
    queryKey: materialKeys.autocomplete({ q: params.q ?? '', categoryId: params.categoryId ?? null }),
    queryFn: ({ signal }) => getMaterialAutocomplete(params, signal),
    staleTime: cacheTimes.referenceData,
    retry: false,
  });

export function useMaterial(id: number | null | undefined) {
  return useQuery({ ...materialQueryOptions(id ?? 0), enabled: !!id });
}

export function useMaterials() {
  return useQuery(materialsQueryOptions());
}

function useMaterialSaved<V>(fn: (v: V) => Promise<Material>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (material) => {
      client.setQueryData(materialKeys.detail(material.Id), material);
      await Promise.all([
        client.invalidateQueries({ queryKey: materialKeys.all }),
        // colours typed in the multi-select may have been created
        client.invalidateQueries({ queryKey: ['colors'] }),
      ]);
    },
  });
}

export const useCreateMaterial = () => useMaterialSaved(createMaterial);
export const useUpdateMaterial = () => useMaterialSaved(updateMaterial);

export function useDeleteMaterial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteMaterial,
    onSuccess: (_d, id) => client.removeQueries({ queryKey: materialKeys.detail(id) }),
    onSettled: () => client.invalidateQueries({ queryKey: materialKeys.all }),
  });
}
