import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { daewonApi } from '@/lib/api-client';
import { cacheTimes } from '@/lib/query-client';
import { dataTableSource, type DataTableAnswer, type DataTableRequest } from '@/api/datatables';
import type { clientCompanySchema, mainContactUserSchema } from './schemas/client-companies';

/* Client companies, i.e. builders (C §3, C §7). On the Daewon base (decision 3). */

/** The main contact user as read: a BizClientCompanyManager of the builder (C §3). */
export type MainContactUser = z.infer<typeof mainContactUserSchema>;

/** The main contact as the form sends it: the password is optional. */
export interface MainContactUserPayload extends MainContactUser {
  Password?: string;
  RepeatPassword?: string;
}

/** Client company, i.e. builder (C §3). */
export type ClientCompany = z.infer<typeof clientCompanySchema>;

/** A row of the builders table. */
export type ClientCompanyRow = ClientCompany;

export interface ClientCompanyPayload {
  CompanyName: string;
  Address: string;
  PhoneNumber: string;
  FaxNumber: string;
  ContactName: string;
  ContactPhoneNumber: string;
  MainContactUser: MainContactUserPayload;
}

export interface ClientCompanyListFilters {
  name?: string;
}

export const clientCompanyKeys = {
  all: ['clientCompanies'] as const,
  lists: () => [...clientCompanyKeys.all, 'list'] as const,
  list: (params: object) => [...clientCompanyKeys.lists(), params] as const,
  details: () => [...clientCompanyKeys.all, 'detail'] as const,
  detail: (id: number) => [...clientCompanyKeys.details(), id] as const,
};

/** POST /clientCompany/datatables (decision 5: POST where both exist). */
export const clientCompaniesDataTableSource = dataTableSource<ClientCompanyRow>(
  daewonApi,
  'post',
  '/clientCompany/datatables',
);

export function clientCompaniesDataTable(filters: ClientCompanyListFilters = {}) {
  const extra = filters.name?.trim() ? { name: filters.name.trim() } : {};
  return (request: DataTableRequest, signal?: AbortSignal): Promise<DataTableAnswer<ClientCompanyRow>> =>
    clientCompaniesDataTableSource({ ...request, ...extra }, signal);
}

export async function getClientCompany(id: number, signal?: AbortSignal): Promise<ClientCompany> {
  const { data } = await daewonApi.get<ClientCompany>(`/clientCompany/${id}`, { signal });
  return data;
}

/** POST /clientCompany: creates the builder and its main contact user. */
export async function createClientCompany(payload: ClientCompanyPayload): Promise<ClientCompany> {
  const { data } = await daewonApi.post<ClientCompany>('/clientCompany', payload);
  return data;
}

export async function updateClientCompany(
  company: ClientCompanyPayload & { Id: number },
): Promise<ClientCompany> {
  const { data } = await daewonApi.put<ClientCompany>(`/clientCompany/${company.Id}`, company);
  return data;
}

export async function deleteClientCompany(id: number): Promise<void> {
  await daewonApi.delete(`/clientCompany/${id}`);
}

export const clientCompanyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: clientCompanyKeys.detail(id),
    queryFn: ({ signal }) => getClientCompany(id, signal),
    staleTime: cacheTimes.default,
    retry: false,
  });

export function useClientCompany(id: number | null | undefined) {
  return useQuery({ ...clientCompanyQueryOptions(id ?? 0), enabled: !!id });
}

export function useCreateClientCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createClientCompany,
    onSuccess: (company) => {
      client.setQueryData(clientCompanyKeys.detail(company.Id), company);
      // its main contact is a new user: user pickers and manager lists reload too
      return Promise.all([
        client.invalidateQueries({ queryKey: clientCompanyKeys.lists() }),
        client.invalidateQueries({ queryKey: ['users'] }),
      ]);
    },
  });
}

export function useUpdateClientCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateClientCompany,
    onSuccess: async (company) => {
      client.setQueryData(clientCompanyKeys.detail(company.Id), company);
      await Promise.all([
        client.invalidateQueries({ queryKey: clientCompanyKeys.lists() }),
        // the builder's name shows on jobs and job sites
        client.invalidateQueries({ queryKey: ['jobs'] }),
        client.invalidateQueries({ queryKey: ['jobSites'] }),
        client.invalidateQueries({ queryKey: ['users'] }),
      ]);
    },
  });
}

export function useDeleteClientCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteClientCompany,
    onSuccess: (_d, id) => client.removeQueries({ queryKey: clientCompanyKeys.detail(id) }),
    // C §8: after the toast, success or not, the table reloads.
    onSettled: () => client.invalidateQueries({ queryKey: clientCompanyKeys.lists() }),
  });
}
