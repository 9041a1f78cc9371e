import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { daewonApi, type CallOptions } from '@/lib/api-client';
import { cacheTimes } from '@/lib/query-client';
import { dataTableSource } from '@/api/datatables';
import { compareText } from '@/lib/compare';
import type { z } from 'zod';
import type { supplyCompanySchema } from './schemas/supply-companies';

/* Supply companies (B §3, B §7 /api/SupplyCompany, /api/supplyCompany/datatables). Daewon base. */

/** B §3 Supply company. */
export type SupplyCompany = z.infer<typeof supplyCompanySchema>;

export type SupplyCompanyPayload = Pick<
  SupplyCompany,
  'Name' | 'Fax' | 'PhoneNumber' | 'Attention' | 'Email'
>;

export const supplyCompanyKeys = {
  all: ['supplyCompanies'] as const,
  lists: () => [...supplyCompanyKeys.all, 'list'] as const,
  list: (params: object) => [...supplyCompanyKeys.lists(), params] as const,
  allCompanies: () => [...supplyCompanyKeys.lists(), 'all'] as const,
  details: () => [...supplyCompanyKeys.all, 'detail'] as const,
  detail: (id: number) => [...supplyCompanyKeys.details(), id] as const,
};

/** POST /api/supplyCompany/datatables (decision 5). */
export const supplyCompaniesDataTableSource = dataTableSource<SupplyCompany>(
  daewonApi,
  'post',
  '/api/supplyCompany/datatables',
);

const byName = (a: SupplyCompany, b: SupplyCompany) => compareText(a.Name, b.Name);

/** GET /api/SupplyCompany: every supply company, by name (the picker's list, decision 18). */
export async function getSupplyCompanies(signal?: AbortSignal): Promise<SupplyCompany[]> {
  const { data } = await daewonApi.get<unknown>('/api/SupplyCompany', { background: true, signal });
  return (Array.isArray(data) ? (data as SupplyCompany[]) : []).sort(byName);
}

export async function getSupplyCompany(
  id: number,
  signal?: AbortSignal,
  options: CallOptions = {},
): Promise<SupplyCompany> {
  const { data } = await daewonApi.get<SupplyCompany>(`/api/SupplyCompany/${id}`, {
    signal,
    ...options,
  });
  return data;
}

export async function createSupplyCompany(payload: SupplyCompanyPayload): Promise<SupplyCompany> {
  const { data } = await daewonApi.post<SupplyCompany>('/api/SupplyCompany', payload);
  return data;
}

export async function updateSupplyCompany(
  company: SupplyCompanyPayload & { Id: number },
): Promise<SupplyCompany> {
  const { data } = await daewonApi.put<SupplyCompany>(`/api/SupplyCompany/${company.Id}`, company);
  return data;
}

export async function deleteSupplyCompany(id: number): Promise<void> {
  await daewonApi.delete(`/api/SupplyCompany/${id}`);
}

export const supplyCompanyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: supplyCompanyKeys.detail(id),
    queryFn: ({ signal }) => getSupplyCompany(id, signal),
    staleTime: cacheTimes.default,
    retry: false,
  });

/** Every supply company, cached 300 s like the other pickers' lists. */
export const supplyCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: supplyCompanyKeys.allCompanies(),
    queryFn: ({ signal }) => getSupplyCompanies(signal),
    staleTime: cacheTimes.referenceData,
  });

export function useSupplyCompany(id: number | null | undefined) {
  return useQuery({ ...supplyCompanyQueryOptions(id ?? 0), enabled: !!id });
}

export function useSupplyCompanies() {
  return useQuery(supplyCompaniesQueryOptions());
}

function useSupplyCompanySaved<V>(fn: (v: V) => Promise<SupplyCompany>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (company) => {
      client.setQueryData(supplyCompanyKeys.detail(company.Id), company);
      return client.invalidateQueries({ queryKey: supplyCompanyKeys.lists() });
    },
  });
}

export const useCreateSupplyCompany = () => useSupplyCompanySaved(createSupplyCompany);
export const useUpdateSupplyCompany = () => useSupplyCompanySaved(updateSupplyCompany);

export function useDeleteSupplyCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSupplyCompany,
    onSuccess: (_d, id) => client.removeQueries({ queryKey: supplyCompanyKeys.detail(id) }),
    onSettled: () => client.invalidateQueries({ queryKey: supplyCompanyKeys.lists() }),
  });
}
