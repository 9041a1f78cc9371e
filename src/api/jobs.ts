import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { daewonApi, type CallOptions } from '@/lib/api-client';
import { cacheTimes } from '@/lib/query-client';
import { dataTableSource, type DataTableAnswer, type DataTableRequest } from '@/api/datatables';
import type { z } from 'zod';
import type { jobJobSiteSchema, jobSchema, lotSchema } from './schemas/jobs';
import type { personNameSchema, superintendentSchema } from './schemas/job-sites';

/* Jobs (A §3, A §4, A §7; decisions 5, 9, 10, 16). PascalCase fields as the API spells them. */

/** The siding types a new lot offers (A §2). */
export const DEFAULT_SIDING_TYPES = ['Vinyl', 'Hardie', 'Shake', 'B&B'] as const;
/** The jobs list and dashboard page size (A §9). */
export const JOB_PAGE_SIZE = 25;
/** The invoice status shown for a job with none (A §3). */
export const NOT_SPECIFIED_INVOICE_STATUS = 'Not Specified';

/** Lot (A §3). A new lot has no Id; deletion is a soft mark (A §4). */
export type Lot = Omit<z.infer<typeof lotSchema>, 'Id'> & { Id?: number };

export type PersonName = z.infer<typeof personNameSchema>;

export type Superintendent = z.infer<typeof superintendentSchema>;

/** The job site as embedded in a job. */
export type JobJobSite = z.infer<typeof jobJobSiteSchema>;

/** Job as read (A §3). Dates are ISO 8601 strings (decision 16). */
export type Job = z.infer<typeof jobSchema>;

/** A row of the jobs list and of the job dashboard: the job as read. */
export type JobRow = Job;

/** What create sends; update sends the whole job (A §4, decision 10). */
export interface JobPayload {
  JobSiteId: number | null;
  JobModelId: number | null;
  JobOptionIds: number[];
  JobElevationId: number | null;
  LotGroupCode: string;
  Address: string;
  HomeOwner: string;
  PhoneNumber: string;
  StartDate: string | null;
  JobSubcontractorIds: number[];
  Lots: Lot[];
  Notes?: string;
  IsCompleted?: boolean;
  CompletedDate?: string | null;
}

/** PUT /api/jobs/{id}/bulkDateUpdate body (ISO dates or null). */
export interface JobDatesPayload {
  StartDate: string | null;
  WordOrderCreatedDate: string | null;
  PurchaseOrderCreatedDate: string | null;
  PurchaseOrderShipDate: string | null;
  GutterOrderInstallDate: string | null;
  CompletedDate: string | null;
}

export type JobStatusFilter = '' | 'Incomplete' | 'Completed';

/**
 * The jobs list / dashboard filters as the screen holds them (A §2). Ids apply only when they are
 * nonzero integers (A §5); invoiceStatusId 0 means Not Specified; dates are YYYY-MM-DD (decision 16).
 */
export interface JobListFilters {
  builderId?: number | null;
  jobSiteId?: number | null;
  lotNumber?: string;
  address?: string;
  subcontractorId?: number | null;
  jobModelId?: number | null;
  status?: JobStatusFilter;
  invoiceStatusId?: number | null;
  startDate?: string | null;
  endDate?: string | null;
}

/** The extra fields a jobs data-table request carries. Empty filters are left out. */
export function jobFiltersToRequest(filters: JobListFilters): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  const id = (key: keyof JobListFilters) => {
    const v = filters[key];
    if (typeof v === 'number' && Number.isInteger(v) && v !== 0) out[key] = v;
  };
  const text = (key: keyof JobListFilters) => {
    const v = filters[key];
    if (typeof v === 'string' && v.trim()) out[key] = v.trim();
  };
  id('builderId');
  id('jobSiteId');
  text('lotNumber');
  text('address');
  id('subcontractorId');
  id('jobModelId');
  text('status');
  if (typeof filters.invoiceStatusId === 'number' && filters.invoiceStatusId >= 0)
    out.invoiceStatusId = filters.invoiceStatusId;
  text('startDate');
  text('endDate');
  return out;
}

/* ---------- keys ---------- */

export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (params: object) => [...jobKeys.lists(), params] as const,
  details: () => [...jobKeys.all, 'detail'] as const,
  detail: (id: number) => [...jobKeys.details(), id] as const,
};

/* ---------- fetchers ---------- */

/** POST /api/jobs/datatables (decision 5: POST). */
export const jobsDataTableSource = dataTableSource<JobRow>(daewonApi, 'post', '/api/jobs/datatables');

/** The jobs list's data-table source for a set of filters. */
export function jobsDataTable(filters: JobListFilters) {
  const extra = jobFiltersToRequest(filters);
  return (request: DataTableRequest, signal?: AbortSignal): Promise<DataTableAnswer<JobRow>> =>
    jobsDataTableSource({ ...request, ...extra }, signal);
}

/** The job dashboard (jobs.report): the same source with the date range (A §7). */
export const jobReportDataTable = jobsDataTable;

/** GET /api/jobs (optional jobSiteId). */
export async function getJobs(params: { jobSiteId?: number } = {}, signal?: AbortSignal): Promise<Job[]> {
  const { data } = await daewonApi.get<Job[]>('/api/jobs', { params, signal });
  return Array.isArray(data) ? data : [];
}

/** GET /api/jobs/{id}. `background` for look-ups that show no spinner. */
export async function getJob(id: number, signal?: AbortSignal, options: CallOptions = {}): Promise<Job> {
  const { data } = await daewonApi.get<Job>(`/api/jobs/${id}`, { signal, ...options });
  return data;
}

export async function createJob(payload: JobPayload): Promise<Job> {
  const { data } = await daewonApi.post<Job>('/api/jobs', payload);
  return data;
}

/** PUT /api/jobs/{id}: sends the whole job (completion, notes and edit all go this way). */
export async function updateJob(job: JobPayload & { Id: number }): Promise<Job> {
  const { data } = await daewonApi.put<Job>(`/api/jobs/${job.Id}`, job);
  return data;
}

export async function deleteJob(id: number): Promise<void> {
  await daewonApi.delete(`/api/jobs/${id}`);
}

/** PUT /api/jobs/{id}/invoiceStatus/{invoiceStatusId}; 0 clears it (Not Specified). */
export async function updateJobInvoiceStatus(id: number, invoiceStatusId: number): Promise<Job> {
  const { data } = await daewonApi.put<Job>(`/api/jobs/${id}/invoiceStatus/${invoiceStatusId}`);
  return data;
}

export async function bulkUpdateJobDates(id: number, dates: JobDatesPayload): Promise<Job> {
  const { data } = await daewonApi.put<Job>(`/api/jobs/${id}/bulkDateUpdate`, dates);
  return data;
}

/** The whole job with the completion flag changed, nothing else (A §4); the server keeps CompletedDate. */
export function withCompletion(job: Job, isCompleted: boolean): Job {
  return { ...job, IsCompleted: isCompleted };
}

/* ---------- query options and hooks ---------- */

export const jobQueryOptions = (id: number) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) => getJob(id, signal),
    staleTime: cacheTimes.default,
    retry: false,
  });

export const jobsQueryOptions = (params: { jobSiteId?: number } = {}) =>
  queryOptions({
    queryKey: jobKeys.list({ all: true, ...params }),
    queryFn: ({ signal }) => getJobs(params, signal),
  });

export function useJob(id: number | null | undefined) {
  return useQuery({ ...jobQueryOptions(id ?? 0), enabled: !!id });
}

/** After a write: the detail takes the answer, everything else under 'jobs' (lists, calendar, suggestions) reloads. */
function afterWrite(client: QueryClient, job: Job) {
  client.setQueryData(jobKeys.detail(job.Id), job);
  return client.invalidateQueries({
    queryKey: jobKeys.all,
    predicate: (q) => !(q.queryKey.length === 3 && q.queryKey[1] === 'detail' && q.queryKey[2] === job.Id),
  });
}

export function useCreateJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: (job) => afterWrite(client, job),
    // a create whose answer was lost may have been stored: the lists show what the server has
    onError: () => client.invalidateQueries({ queryKey: jobKeys.lists() }),
  });
}

/**
 * Changes a job (its form's fields, its notes, its completion) by sending the whole job, as the API takes it (A §4):
 * the job as the server has it now, read just before, with the change. The copy a page read when it opened may be
 * old (the job edited meanwhile in another tab or by a colleague), and sending it back would undo their change.
 */
async function changeLatestJob(
  id: number,
  change: (latest: Job) => JobPayload & { Id: number },
): Promise<Job> {
  return updateJob(change(await getJob(id)));
}

/** Saves a change of a job (see changeLatestJob). */
export function useUpdateJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: (latest: Job) => JobPayload & { Id: number } }) =>
      changeLatestJob(id, change),
    onSuccess: (job) => afterWrite(client, job),
  });
}

/** Marks a job completed or incomplete by sending the whole job (A §4; read just before), then reloads it. */
export function useSetJobCompletion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isCompleted }: { id: number; isCompleted: boolean }) =>
      changeLatestJob(id, (latest) => withCompletion(latest, isCompleted)),
    onSuccess: async (job) => {
      await afterWrite(client, job);
      await client.invalidateQueries({ queryKey: jobKeys.detail(job.Id) });
    },
  });
}

export function useDeleteJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: jobKeys.detail(id) });
      return client.invalidateQueries({ queryKey: jobKeys.all });
    },
    // a delete whose answer was lost may have been done: the job is read again, and its page, finding it gone,
    // says so and goes back to the list (A §8) instead of offering to delete it again
    onError: () => client.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

export function useUpdateJobInvoiceStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, invoiceStatusId }: { id: number; invoiceStatusId: number }) =>
      updateJobInvoiceStatus(id, invoiceStatusId),
    onSuccess: (job) => afterWrite(client, job),
  });
}

export function useBulkUpdateJobDates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, dates }: { id: number; dates: JobDatesPayload }) => bulkUpdateJobDates(id, dates),
    onSuccess: (job) => afterWrite(client, job),
  });
}
