import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { dataTableSource } from '@/api/datatables';
import { membershipApi } from '@/lib/api-client';
import { config } from '@/lib/config';
import { cacheTimes } from '@/lib/query-client';
import type { companyOwnerSchema, companySchema } from './schemas/companies';

/* Membership companies (C §2, C §3, C §7 "Companies"), on the membership base (decision 3). */

/** The company's owner as read (C §3). */
export type CompanyOwner = z.infer<typeof companyOwnerSchema>;

/** The owner as a new company sends it: Password and PasswordRepeat only when a company is created. */
export interface CompanyOwnerPayload extends CompanyOwner {
  Password?: string;
  PasswordRepeat?: string;
}

/** Company (membership, C §3). */
export type Company = z.infer<typeof companySchema>;

export interface CompanyPayload {
  Id?: number;
  CompanyName: string;
  Code: string;
  LogoUrl: string;
  Domain: string;
  Owner: CompanyOwnerPayload;
}

export const companyKeys = {
  all: ['companies'] as const,
  lists: () => [...companyKeys.all, 'list'] as const,
  allCompanies: () => [...companyKeys.all, 'getAll'] as const,
  detail: (id: number) => [...companyKeys.all, 'detail', id] as const,
};

/** POST /datasource/manageCompanies: the companies table. */
export const companiesDataTableSource = dataTableSource<Company>(
  membershipApi,
  'post',
  '/datasource/manageCompanies',
);

/** GET /manageCompanies/GetAllCompanies: every company (the users list's company filter). */
export async function getAllCompanies(signal?: AbortSignal): Promise<Company[]> {
  const { data } = await membershipApi.get<Company[]>('/manageCompanies/GetAllCompanies', { signal });
  return Array.isArray(data) ? data : [];
}

export async function getCompany(id: number, signal?: AbortSignal): Promise<Company> {
  const { data } = await membershipApi.get<Company>(`/manageCompanies/get/${id}`, { signal });
  return data;
}

/** POST /manageCompanies/postCompany: a new company and its owner. */
export async function createCompany(payload: CompanyPayload): Promise<Company> {
  const { data } = await membershipApi.post<Company>('/manageCompanies/postCompany', payload);
  return data;
}

/** PUT /manageCompanies/putCompany: the whole company. */
export async function updateCompany(payload: CompanyPayload & { Id: number }): Promise<Company> {
  const { data } = await membershipApi.put<Company>('/manageCompanies/putCompany', payload);
  return data;
}

/** POST /manageCompanies/UnattachDropBox with the companyId. */
export async function unattachDropbox(companyId: number): Promise<void> {
  await membershipApi.post('/manageCompanies/UnattachDropBox', null, { params: { companyId } });
}

/** Attaching Dropbox is a browser redirect to the integration's token page (C §7). */
export function dropboxAttachUrl(companyId: number): string {
  return `${config.membershipApiBase.replace(/\/$/, '')}/integration/getDropboxToken?companyId=${companyId}`;
}

export const companyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: companyKeys.detail(id),
    queryFn: ({ signal }) => getCompany(id, signal),
    staleTime: cacheTimes.default,
    retry: false,
  });

export const allCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.allCompanies(),
    queryFn: ({ signal }) => getAllCompanies(signal),
    staleTime: cacheTimes.referenceData,
  });

export function useCompany(id: number | null | undefined) {
  return useQuery({ ...companyQueryOptions(id ?? 0), enabled: !!id });
}

export function useAllCompanies() {
  return useQuery(allCompaniesQueryOptions());
}

export function useSaveCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: CompanyPayload) =>
      payload.Id ? updateCompany({ ...payload, Id: payload.Id }) : createCompany(payload),
    onSuccess: (saved) => {
      if (saved?.Id) client.setQueryData(companyKeys.detail(saved.Id), saved);
      return client.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
}

export function useUnattachDropbox() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unattachDropbox,
    onSuccess: (_, id) => client.invalidateQueries({ queryKey: companyKeys.detail(id) }),
  });
}
