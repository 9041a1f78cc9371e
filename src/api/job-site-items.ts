import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { daewonApi, type CallOptions } from '@/lib/api-client';
import { cacheTimes, queryClient } from '@/lib/query-client';
import { browserDataTableSource, dataTableSource, type DataTableFetcher } from '@/api/datatables';
import { compareText } from '@/lib/compare';
import type { z } from 'zod';
import type { jobSiteItemSchema } from './schemas/job-site-items';

/* Job models, job options and job elevations: named items of one job site (A §3, A §7). */

export type JobSiteItemKind = 'jobModels' | 'jobOptions' | 'jobElevations';

export type JobSiteItem = z.infer<typeof jobSiteItemSchema>;
export type JobModel = JobSiteItem;
export type JobOption = JobSiteItem;
export type JobElevation = JobSiteItem;

export interface JobSiteItemPayload {
  Name: string;
  JobSiteId: number;
}

/** Cache time of each kind's by-site list (A §7: job options by site 150 s, others the default). */
export const jobSiteItemStaleTime: Record<JobSiteItemKind, number> = {
  jobModels: cacheTimes.default,
  jobOptions: cacheTimes.jobOptionsBySite,
  jobElevations: cacheTimes.default,
};

const byName = (a: JobSiteItem, b: JobSiteItem) => compareText(a.Name, b.Name);

export const jobSiteItemKeys = {
  all: (kind: JobSiteItemKind) => [kind] as const,
  lists: (kind: JobSiteItemKind) => [kind, 'list'] as const,
  bySite: (kind: JobSiteItemKind, jobSiteId: number) => [kind, 'list', { jobSiteId }] as const,
  detail: (kind: JobSiteItemKind, id: number) => [kind, 'detail', id] as const,
  autocomplete: (jobSiteId: number, query: string) =>
    ['jobModels', 'autocomplete', { jobSiteId, query }] as const,
};

/** GET /api/jobSite/{id}/{kind}, sorted by name ascending (A §9). */
export async function getJobSiteItems(
  kind: JobSiteItemKind,
  jobSiteId: number,
  signal?: AbortSignal,
): Promise<JobSiteItem[]> {
  const { data } = await daewonApi.get<JobSiteItem[]>(`/api/jobSite/${jobSiteId}/${kind}`, { signal });
  return (Array.isArray(data) ? data : []).sort(byName);
}

export const getJobModels = (jobSiteId: number, signal?: AbortSignal) =>
  getJobSiteItems('jobModels', jobSiteId, signal);
export const getJobOptions = (jobSiteId: number, signal?: AbortSignal) =>
  getJobSiteItems('jobOptions', jobSiteId, signal);
export const getJobElevations = (jobSiteId: number, signal?: AbortSignal) =>
  getJobSiteItems('jobElevations', jobSiteId, signal);

/** GET /api/{kind}/{id}. `background` for look-ups that show no spinner. */
export async function getJobSiteItem(
  kind: JobSiteItemKind,
  id: number,
  signal?: AbortSignal,
  options: CallOptions = {},
): Promise<JobSiteItem> {
  const { data } = await daewonApi.get<JobSiteItem>(`/api/${kind}/${id}`, {
    signal,
    ...options,
  });
  return data;
}

/** POST /api/{kind}. */
export async function createJobSiteItem(
  kind: JobSiteItemKind,
  payload: JobSiteItemPayload,
): Promise<JobSiteItem> {
  const { data } = await daewonApi.post<JobSiteItem>(`/api/${kind}`, payload);
  return data;
}

/** PUT /api/{kind}/{id}. */
export async function updateJobSiteItem(
  kind: JobSiteItemKind,
  item: JobSiteItemPayload & { Id: number },
): Promise<JobSiteItem> {
  const { data } = await daewonApi.put<JobSiteItem>(`/api/${kind}/${item.Id}`, item);
  return data;
}

/** DELETE /api/{kind}/{id}. */
export async function deleteJobSiteItem(kind: JobSiteItemKind, id: number): Promise<void> {
  await daewonApi.delete(`/api/${kind}/${id}`);
}

export const createJobModel = (p: JobSiteItemPayload) => createJobSiteItem('jobModels', p);
export const updateJobModel = (p: JobSiteItemPayload & { Id: number }) => updateJobSiteItem('jobModels', p);
export const createJobOption = (p: JobSiteItemPayload) => createJobSiteItem('jobOptions', p);
export const updateJobOption = (p: JobSiteItemPayload & { Id: number }) => updateJobSiteItem('jobOptions', p);
export const createJobElevation = (p: JobSiteItemPayload) => createJobSiteItem('jobElevations', p);
export const updateJobElevation = (p: JobSiteItemPayload & { Id: number }) =>
  updateJobSiteItem('jobElevations', p);

/** GET /api/jobModels/autocomplete with jobsiteId and query (background; debounce 300 ms in the picker). */
export async function getJobModelAutocomplete(
  jobSiteId: number,
  query: string,
  signal?: AbortSignal,
): Promise<JobModel[]> {
  const { data } = await daewonApi.get<JobModel[]>('/api/jobModels/autocomplete', {
    params: { jobsiteId: jobSiteId, query },
    background: true,
    signal,
  });
  return Array.isArray(data) ? data : [];
}

/**
 * The job site detail tabs' table sources. Elevations have a per-site data-table source (POST
 * /api/jobSite/{id}/jobElevations/datatables, A §7). The models' and options' data tables
 * (/jobModels/datatables, /jobOptions/datatables) take no job site in the documents (decision 19), so their
 * tabs read the documented per-site list GET /api/jobSite/{id}/{kind} and sort and page it in the browser.
 */
export function jobSiteItemsDataTableSource(
  kind: JobSiteItemKind,
  jobSiteId: number,
): DataTableFetcher<JobSiteItem> {
  if (kind === 'jobElevations')
    return dataTableSource<JobSiteItem>(
      daewonApi,
      'post',
      `/api/jobSite/${jobSiteId}/jobElevations/datatables`,
    );
  // the whole list is read once (and kept for its cache time): a page or sort change reads it from the cache
  return browserDataTableSource(() => queryClient.fetchQuery(jobSiteItemsQueryOptions(kind, jobSiteId)));
}

/** Model, option and elevation lists sort by name ascending (A §9). */
export const JOB_SITE_ITEMS_DEFAULT_SORT = { column: 'Name', dir: 'asc' } as const;

export const jobSiteItemsQueryOptions = (kind: JobSiteItemKind, jobSiteId: number) =>
  queryOptions({
    queryKey: jobSiteItemKeys.bySite(kind, jobSiteId),
    queryFn: ({ signal }) => getJobSiteItems(kind, jobSiteId, signal),
    staleTime: jobSiteItemStaleTime[kind],
  });

export const jobModelAutocompleteQueryOptions = (jobSiteId: number, query: string) =>
  queryOptions({
    queryKey: jobSiteItemKeys.autocomplete(jobSiteId, query),
    queryFn: ({ signal }) => getJobModelAutocomplete(jobSiteId, query, signal),
    staleTime: cacheTimes.referenceData,
    retry: false,
  });

export function useJobSiteItems(kind: JobSiteItemKind, jobSiteId: number | null | undefined) {
  return useQuery({ ...jobSiteItemsQueryOptions(kind, jobSiteId ?? 0), enabled: !!jobSiteId });
}
export const useJobModels = (jobSiteId: number | null | undefined) => useJobSiteItems('jobModels', jobSiteId);
export const useJobOptions = (jobSiteId: number | null | undefined) =>
  useJobSiteItems('jobOptions', jobSiteId);
export const useJobElevations = (jobSiteId: number | null | undefined) =>
  useJobSiteItems('jobElevations', jobSiteId);

function useItemMutation<V>(kind: JobSiteItemKind, fn: (v: V) => Promise<JobSiteItem>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (item) => {
      client.setQueryData(jobSiteItemKeys.detail(kind, item.Id), item);
      return client.invalidateQueries({ queryKey: jobSiteItemKeys.all(kind) });
    },
  });
}

export const useCreateJobSiteItem = (kind: JobSiteItemKind) =>
  useItemMutation(kind, (p: JobSiteItemPayload) => createJobSiteItem(kind, p));
export const useUpdateJobSiteItem = (kind: JobSiteItemKind) =>
  useItemMutation(kind, (p: JobSiteItemPayload & { Id: number }) => updateJobSiteItem(kind, p));

export function useDeleteJobSiteItem(kind: JobSiteItemKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteJobSiteItem(kind, id),
    onSuccess: (_d, id) => {
      client.removeQueries({ queryKey: jobSiteItemKeys.detail(kind, id) });
      return client.invalidateQueries({ queryKey: jobSiteItemKeys.all(kind) });
    },
    // a refused delete reloads the lists too (A §8: "the table reloads")
    onError: () => client.invalidateQueries({ queryKey: jobSiteItemKeys.lists(kind) }),
  });
}
