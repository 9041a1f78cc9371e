import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { daewonApi, type CallOptions } from '@/lib/api-client';
import { cacheTimes } from '@/lib/query-client';
import { dataTableSource, type DataTableAnswer, type DataTableRequest } from '@/api/datatables';
import type { z } from 'zod';
import type { colorRefSchema, colorSchema } from './schemas/colors';

/* Colours (B §3, B §7 "Reference data", C §7 "Colours"). On the Daewon base (decision 3). */

/** A colour as a material or category lists it (B §3: "colours with Id and Name"). */
export type ColorRef = z.infer<typeof colorRefSchema>;

/** B §3 Color. */
export type Color = z.infer<typeof colorSchema>;

export type ColorPayload = Omit<Color, 'Id' | 'ModifiedBy' | 'ModifiedDate'>;

/** The four colour flags (B §3), as the screens and pickers name them. */
export type ColorFlag = 'shutter' | 'gutter' | 'downspout' | 'splashblock';
export const COLOR_FLAGS: readonly ColorFlag[] = ['shutter', 'gutter', 'downspout', 'splashblock'];

/** Each flag's field on a colour. */
export const COLOR_FLAG_FIELD: Record<ColorFlag, keyof Color> = {
  shutter: 'IsShutterColor',
  gutter: 'IsGutterColor',
  downspout: 'IsDownSpoutColor',
  splashblock: 'IsSplashblockColor',
};

/** Each flag's parameter of GET /api/color/autocomplete (B §7); the colour list sends the same names. */
export const COLOR_FLAG_PARAM: Record<ColorFlag, string> = {
  shutter: 'shutterColor',
  gutter: 'gutterColor',
  downspout: 'downspoutColor',
  splashblock: 'splashblockColor',
};

/** Colour list page size (B §9). */
export const COLOR_PAGE_SIZE = 25;
/** Colour autocomplete: retried 3 times, 300 ms debounce (B §7). */
export const COLOR_AUTOCOMPLETE_RETRIES = 3;

export interface ColorAutocompleteParams {
  q?: string;
  materialId?: number | null;
  /** only colours holding every flag given */
  flags?: readonly ColorFlag[];
}

export const colorKeys = {
  all: ['colors'] as const,
  lists: () => [...colorKeys.all, 'list'] as const,
  list: (params: object) => [...colorKeys.lists(), params] as const,
  allColors: () => [...colorKeys.lists(), 'all'] as const,
  details: () => [...colorKeys.all, 'detail'] as const,
  detail: (id: number) => [...colorKeys.details(), id] as const,
  autocomplete: (params: ColorAutocompleteParams) => [...colorKeys.all, 'autocomplete', params] as const,
};

/** The flags chosen, as request fields ({ gutterColor: true, ... }); none chosen sends none (All). */
export function colorFlagsToRequest(flags: readonly ColorFlag[] | undefined): Record<string, true> {
  const out: Record<string, true> = {};
  for (const flag of flags ?? []) out[COLOR_FLAG_PARAM[flag]] = true;
  return out;
}

/** POST /api/color/datatables (decision 5). */
export const colorsDataTableSource = dataTableSource<Color>(daewonApi, 'post', '/api/color/datatables');

export function colorsDataTable(flags: readonly ColorFlag[] = []) {
  return (request: DataTableRequest, signal?: AbortSignal): Promise<DataTableAnswer<Color>> =>
    colorsDataTableSource({ ...request, ...colorFlagsToRequest(flags) }, signal);
}

/** GET /api/color: every colour. */
export async function getColors(signal?: AbortSignal): Promise<Color[]> {
  const { data } = await daewonApi.get<unknown>('/api/color', { background: true, signal });
  return Array.isArray(data) ? (data as Color[]) : [];
}

/** GET /api/color/{id}. */
export async function getColor(id: number, signal?: AbortSignal, options: CallOptions = {}): Promise<Color> {
  const { data } = await daewonApi.get<Color>(`/api/color/${id}`, { signal, ...options });
  return data;
}

export async function createColor(payload: ColorPayload): Promise<Color> {
  const { data } = await daewonApi.post<Color>('/api/color', payload);
  return data;
}

export async function updateColor(color: ColorPayload & { Id: number }): Promise<Color> {
  const { data } = await daewonApi.put<Color>(`/api/color/${color.Id}`, color);
  return data;
}

export async function deleteColor(id: number): Promise<void> {
  await daewonApi.delete(`/api/color/${id}`);
}

/** GET /api/color/autocomplete with materialId, the four flags and q (background; B §7, C §7). */
export async function getColorAutocomplete(
  params: ColorAutocompleteParams,
  signal?: AbortSignal,
): Promise<Color[]> {
  const query: Record<string, string | number | boolean> = { q: params.q ?? '' };
  if (params.materialId) query.materialId = params.materialId;
  Object.assign(query, colorFlagsToRequest(params.flags));
  const { data } = await daewonApi.get<unknown>('/api/color/autocomplete', {
    params: query,
    background: true,
    signal,
  });
  return Array.isArray(data) ? (data as Color[]) : [];
}

export const colorQueryOptions = (id: number) =>
  queryOptions({
    queryKey: colorKeys.detail(id),
    queryFn: ({ signal }) => getColor(id, signal),
    staleTime: cacheTimes.default,
    retry: false,
  });

/** Every colour, cached like reference data (B §9). */
export const colorsQueryOptions = () =>
  queryOptions({
    queryKey: colorKeys.allColors(),
    queryFn: ({ signal }) => getColors(signal),
    staleTime: cacheTimes.referenceData,
  });

/** Colour suggestions; the picker owns the 3 retries. */
export const colorAutocompleteQueryOptions = (params: ColorAutocompleteParams) =>
  queryOptions({
    queryKey: colorKeys.autocomplete({
      q: params.q ?? '',
      materialId: params.materialId ?? null,
      flags: [...(params.flags ?? [])].sort(),
    }),
    queryFn: ({ signal }) => getColorAutocomplete(params, signal),
    staleTime: cacheTimes.referenceData,
    retry: false,
  });

export function useColor(id: number | null | undefined) {
  return useQuery({ ...colorQueryOptions(id ?? 0), enabled: !!id });
}

export function useColors() {
  return useQuery(colorsQueryOptions());
}

function useColorSaved<V>(fn: (v: V) => Promise<Color>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (color) => {
      client.setQueryData(colorKeys.detail(color.Id), color);
      await Promise.all([
        client.invalidateQueries({ queryKey: colorKeys.lists() }),
        client.invalidateQueries({ queryKey: [...colorKeys.all, 'autocomplete'] }),
        // materials and categories list their colours by name
        client.invalidateQueries({ queryKey: ['materials'] }),
        client.invalidateQueries({ queryKey: ['materialCategories'] }),
      ]);
    },
  });
}

export const useCreateColor = () => useColorSaved(createColor);
export const useUpdateColor = () => useColorSaved(updateColor);

export function useDeleteColor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteColor,
    onSuccess: (_d, id) => client.removeQueries({ queryKey: colorKeys.detail(id) }),
    onSettled: () => client.invalidateQueries({ queryKey: colorKeys.all }),
  });
}
