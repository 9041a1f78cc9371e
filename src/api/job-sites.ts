import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { daewonApi, type CallOptions } from '@/lib/api-client';
import { cacheTimes } from '@/lib/query-client';
import { dataTableSource, type DataTableAnswer, type DataTableRequest } from '@/api/datatables';
import type { z } from 'zod';
import type { jobSiteSchema } from './schemas/job-sites';

/* Job sites (A §3, A §7). */

/** The job sites list page size (A §9). */
export const JOB_SITE_PAGE_SIZE = 25;

export type JobSite = z.infer<typeof jobSiteSchema>;

export interface JobSitePayload {
  Name: string;
  JobSiteCode: string;
  BuilderId: number;
  FieldManagerId: number | null;
  SuperintendentIds: number[];
}

/** A builder's job sites table filters (A §2). */
export interface JobSiteListFilters {
  builderId: number;
  name?: string;
  fieldManagerId?: number | null;
}

export function jobSiteFiltersToRequest(filters: JobSiteListFilters): Record<string, string | number> {
  const out: Record<string, string | number> = { builderId: filters.builderId };
  if (filters.name?.trim()) out.name = filters.name.trim();
  if (typeof filters.fieldManagerId === 'number' && filters.fieldManagerId !== 0)
    out.fieldManagerId = filters.fieldManagerId;
  return out;
}

export const jobSiteKeys = {
  all: ['jobSites'] as const,
  lists: () => [...jobSiteKeys.all, 'list'] as const,
  list: (params: object) => [...jobSiteKeys.lists(), params] as const,
  details: () => [...jobSiteKeys.all, 'detail'] as const,
  detail: (id: number) => [...jobSiteKeys.details(), id] as const,
};

/** POST /api/jobsites/datatables with builderId, fieldManagerId (A §7). */
export const jobSitesDataTableSource = dataTableSource<JobSite>(
  daewonApi,
  'post',
  '/api/jobsites/datatables',
);

export function jobSitesDataTable(filters: JobSiteListFilters) {
  const extra = jobSiteFiltersToRequest(filters);
  return (request: DataTableRequest, signal?: AbortSignal): Promise<DataTableAnswer<JobSite>> =>
    jobSitesDataTableSource({ ...request, ...extra }, signal);
}

/** GET /api/jobsites (optional builderId). */
export async function getJobSites(
  params: { builderId?: number } = {},
  signal?: AbortSignal,
): Promise<JobSite[]> {
  const { data } = await daewonApi.get<JobSite[]>('/api/jobsites', { params, signal });
  return Array.isArray(data) ? data : [];
}

/** GET /api/jobsites/{id}: answers HasJobs too. `background` for look-ups that show no spinner. */
export async function getJobSite(
  id: number,
  signal?: AbortSignal,
  options: CallOptions = {},
): Promise<JobSite> {
  const { data } = await daewonApi.get<JobSite>(`/api/jobsites/${id}`, {
    signal,
    ...options,
  });
  return data;
}

export async function createJobSite(payload: JobSitePayload): Promise<JobSite> {
  const { data } = await daewonApi.post<JobSite>('/api/jobsites', payload);
  return data;
}

export async function updateJobSite(site: JobSitePayload & { Id: number }): Promise<JobSite> {
  const { data } = await daewonApi.put<JobSite>(`/api/jobsites/${site.Id}`, site);
  return data;
}

/** DELETE /api/jobsites/{id}: the site's jobs go with it. */
export async function deleteJobSite(id: number): Promise<void> {
  await daewonApi.delete(`/api/jobsites/${id}`);
}

export const jobSiteQueryOptions = (id: number) =>
  queryOptions({
    queryKey: jobSiteKeys.detail(id),
    queryFn: ({ signal }) => getJobSite(id, signal),
    staleTime: cacheTimes.default,
    retry: false,
  });

export const jobSitesQueryOptions = (params: { builderId?: number } = {}) =>
  queryOptions({
    queryKey: jobSiteKeys.list({ all: true, ...params }),
    queryFn: ({ signal }) => getJobSites(params, signal),
  });

export function useJobSite(id: number | null | undefined) {
  return useQuery({ ...jobSiteQueryOptions(id ?? 0), enabled: !!id });
}

export function useJobSites(params: { builderId?: number } = {}) {
  return useQuery(jobSitesQueryOptions(params));
}

export function useCreateJobSite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createJobSite,
    onSuccess: (site) => {
      client.setQueryData(jobSiteKeys.detail(site.Id), site);
      return Promise.all([
        client.invalidateQueries({ queryKey: jobSiteKeys.lists() }),
        client.invalidateQueries({ queryKey: [...jobSiteKeys.all, 'autocomplete'] }),
      ]);
    },
  });
}

export function useUpdateJobSite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateJobSite,
    onSuccess: async (site) => {
      client.setQueryData<JobSite>(jobSiteKeys.detail(site.Id), (old) => ({ ...old, ...site }));
      await Promise.all([
        client.invalidateQueries({ queryKey: jobSiteKeys.lists() }),
        client.invalidateQueries({ queryKey: [...jobSiteKeys.all, 'autocomplete'] }),
        // jobs embed their site's name and people
        client.invalidateQueries({ queryKey: ['jobs'] }),
      ]);
    },
  });
}

export function useDeleteJobSite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteJobSite,
    onSuccess: async (_data, id) => {
      client.removeQueries({ queryKey: jobSiteKeys.detail(id) });
      await Promise.all([
        client.invalidateQueries({ queryKey: jobSiteKeys.all }),
        client.invalidateQueries({ queryKey: ['jobs'] }),
      ]);
    },
  });
}
