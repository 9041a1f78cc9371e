import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { daewonApi, type CallOptions } from '@/lib/api-client';
import { cacheTimes } from '@/lib/query-client';
import { dataTableSource } from '@/api/datatables';
import { compareText } from '@/lib/compare';
import type { z } from 'zod';
import type { materialCategorySchema } from './schemas/material-categories';

/* Material categories (B §3, B §4, B §7 /api/materialCategory). Daewon base. */

/** B §3 Material category. */
export type MaterialCategory = z.infer<typeof materialCategorySchema>;

export type MaterialCategoryPayload = Omit<MaterialCategory, 'ModifiedBy' | 'ModifiedDate'>;

/** Material category table page size (B §9). */
export const MATERIAL_CATEGORY_PAGE_SIZE = 30;

export const materialCategoryKeys = {
  all: ['materialCategories'] as const,
  lists: () => [...materialCategoryKeys.all, 'list'] as const,
  list: (params: object) => [...materialCategoryKeys.lists(), params] as const,
  allCategories: () => [...materialCategoryKeys.lists(), 'all'] as const,
  details: () => [...materialCategoryKeys.all, 'detail'] as const,
  detail: (id: number) => [...materialCategoryKeys.details(), id] as const,
  autocomplete: (q: string) => [...materialCategoryKeys.all, 'autocomplete', { q }] as const,
};

/** Lines and categories sort by DisplayOrder (B §4), then by name. */
export const byDisplayOrder = (a: MaterialCategory, b: MaterialCategory) =>
  a.DisplayOrder - b.DisplayOrder || compareText(a.Name, b.Name);

/** The categories an order shows: not DisabledByDefault (B §4), by display order. */
export const enabledCategories = (categories: readonly MaterialCategory[]) =>
  categories.filter((c) => !c.DisabledByDefault).sort(byDisplayOrder);

/** POST /api/materialCategory/datatables (decision 5). */
export const materialCategoriesDataTableSource = dataTableSource<MaterialCategory>(
  daewonApi,
  'post',
  '/api/materialCategory/datatables',
);

/** GET /api/materialCategory: every category, by display order. */
export async function getMaterialCategories(signal?: AbortSignal): Promise<MaterialCategory[]> {
  const { data } = await daewonApi.get<unknown>('/api/materialCategory', { background: true, signal });
  return (Array.isArray(data) ? (data as MaterialCategory[]) : []).sort(byDisplayOrder);
}

export async function getMaterialCategory(
  id: number,
  signal?: AbortSignal,
  options: CallOptions = {},
): Promise<MaterialCategory> {
  const { data } = await daewonApi.get<MaterialCategory>(`/api/materialCategory/${id}`, {
    signal,
    ...options,
  });
  return data;
}

export async function createMaterialCategory(
  payload: Omit<MaterialCategoryPayload, 'Id'>,
): Promise<MaterialCategory> {
  const { data } = await daewonApi.post<MaterialCategory>('/api/materialCategory', payload);
  return data;
}

export async function updateMaterialCategory(category: MaterialCategoryPayload): Promise<MaterialCategory> {
  const { data } = await daewonApi.put<MaterialCategory>(`/api/materialCategory/${category.Id}`, category);
  return data;
}

export async function deleteMaterialCategory(id: number): Promise<void> {
  await daewonApi.delete(`/api/materialCategory/${id}`);
}

/** GET /api/materialCategory/autocomplete?q= (background, 200 ms debounce in the picker). */
export async function getMaterialCategoryAutocomplete(
  q: string,
  signal?: AbortSignal,
): Promise<MaterialCategory[]> {
  const { data } = await daewonApi.get<unknown>('/api/materialCategory/autocomplete', {
    params: { q },
    background: true,
    signal,
  });
  return Array.isArray(data) ? (data as MaterialCategory[]) : [];
}

export const materialCategoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: materialCategoryKeys.detail(id),
    queryFn: ({ signal }) => getMaterialCategory(id, signal),
    staleTime: cacheTimes.default,
    retry: false,
  });

/** Every category, cached 300 s (B §9). */
export const materialCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: materialCategoryKeys.allCategories(),
    queryFn: ({ signal }) => getMaterialCategories(signal),
    staleTime: cacheTimes.referenceData,
  });

export const materialCategoryAutocompleteQueryOptions = (q: string) =>
  queryOptions({
    queryKey: materialCategoryKeys.autocomplete(q),
    queryFn: ({ signal }) => getMaterialCategoryAutocomplete(q, signal),
    staleTime: cacheTimes.referenceData,
    retry: false,
  });

export function useMaterialCategory(id: number | null | undefined) {
  return useQuery({ ...materialCategoryQueryOptions(id ?? 0), enabled: !!id });
}

/** Every category by display order (for orders: filter with enabledCategories). */
export function useMaterialCategories() {
  return useQuery(materialCategoriesQueryOptions());
}

function useCategorySaved<V>(fn: (v: V) => Promise<MaterialCategory>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (category) => {
      client.setQueryData(materialCategoryKeys.detail(category.Id), category);
      await Promise.all([
        client.invalidateQueries({ queryKey: materialCategoryKeys.all }),
        // materials show their category's name
        client.invalidateQueries({ queryKey: ['materials'] }),
        client.invalidateQueries({ queryKey: ['colors'] }),
      ]);
    },
  });
}

export const useCreateMaterialCategory = () => useCategorySaved(createMaterialCategory);
export const useUpdateMaterialCategory = () => useCategorySaved(updateMaterialCategory);

export function useDeleteMaterialCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteMaterialCategory,
    onSuccess: (_d, id) => client.removeQueries({ queryKey: materialCategoryKeys.detail(id) }),
    onSettled: () => client.invalidateQueries({ queryKey: materialCategoryKeys.all }),
  });
}
