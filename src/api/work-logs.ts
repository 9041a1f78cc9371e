import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { daewonApi, type CallOptions } from '@/lib/api-client';
import { cacheTimes } from '@/lib/query-client';
import { dataTableSource, type DataTableFetcher, type DataTableRequest } from '@/api/datatables';
import type {
  jobInfoSchema,
  jobTypeSchema,
  recordTypeSchema,
  workLogSchema,
  workLogStatusSchema,
  workLogUserSchema,
} from './schemas/work-logs';

/* Subcontractor work logs (C §2, C §3, C §7; decision 6). On the Daewon base (decision 3). */

/** Work-log tables: 50 rows a page (C §9). */
export const WORK_LOG_PAGE_SIZE = 50;
/** Description at most 500 characters, quantity at most 30 (C §5, C §9). */
export const WORK_LOG_DESCRIPTION_MAX = 500;
export const WORK_LOG_QUANTITY_MAX = 30;
/** The status code preselected for a new backcharge (C §4). */
export const BACKCHARGE_STATUS_CODE = 'Backcharge';
/** A status named so marks a work log as already paid (C §4). */
export const PAID_STATUS_NAME = 'Paid';
/** The "all subcontractors" choice of approve mode: the table's userId 0. */
export const ALL_SUBCONTRACTORS = 0;

/** Work log status (C §3): whether a requested amount is required. */
export type WorkLogStatus = z.infer<typeof workLogStatusSchema>;

/** Record type (C §3); negative-amount types are deducted. */
export type RecordType = z.infer<typeof recordTypeSchema>;

/** Job type (C §3). */
export type JobType = z.infer<typeof jobTypeSchema>;

/** A subcontractor as GET /api/worklog/getUsers lists them (C §3 subcontractor user: a User). */
export type WorkLogUser = z.infer<typeof workLogUserSchema>;

/** JobInfo (C §3): the builder, job site and lot number; read as text or as an object holding them. */
export type JobInfo = z.infer<typeof jobInfoSchema> | undefined;

/** Work log as read (C §3). Amounts may be null until set. */
export type WorkLog = z.infer<typeof workLogSchema>;

/** A new work log (POST /api/worklog, /api/worklog/createWorkLogs). */
export interface NewWorkLog {
  SubcontractorId: number;
  JobId: number;
  JobTypeId: number;
  StatusId: number;
  RecordType: string;
  Description: string;
  Quantity: string;
  RequestedAmount: number | null;
}

/** Decision 6: the existing-logs check. */
export interface ExistingWorkLogsQuery {
  SubcontractorId: number;
  IncludePaid: boolean;
  JobIds: number[];
  JobTypeIds: number[];
}

export interface WorkLogTableFilters {
  approveMode?: boolean;
  isDeductRecords?: boolean;
  jobId?: number;
  jobTypeId?: number;
}

export const workLogKeys = {
  all: ['workLogs'] as const,
  lists: () => [...workLogKeys.all, 'list'] as const,
  table: (userId: number, filters: WorkLogTableFilters) =>
    [...workLogKeys.lists(), userId, { ...filters }] as const,
  details: () => [...workLogKeys.all, 'detail'] as const,
  detail: (id: number) => [...workLogKeys.details(), id] as const,
  statuses: () => [...workLogKeys.all, 'statuses'] as const,
  recordTypes: () => [...workLogKeys.all, 'recordTypes'] as const,
  jobTypes: () => [...workLogKeys.all, 'jobTypes'] as const,
  users: () => [...workLogKeys.all, 'users'] as const,
};

const list = <T>(data: unknown): T[] => (Array.isArray(data) ? (data as T[]) : []);

/**
 * POST /api/worklog/{userId}/datatables (decision 6): approveMode=true in approve mode and isDeductRecords=true
 * for the deduct table go in the query; jobId and jobTypeId may be sent.
 */
export function workLogsDataTable(userId: number, filters: WorkLogTableFilters): DataTableFetcher<WorkLog> {
  const query = new URLSearchParams();
  if (filters.approveMode) query.set('approveMode', 'true');
  if (filters.isDeductRecords) query.set('isDeductRecords', 'true');
  if (filters.jobId) query.set('jobId', String(filters.jobId));
  if (filters.jobTypeId) query.set('jobTypeId', String(filters.jobTypeId));
  const search = query.toString();
  const source = dataTableSource<WorkLog>(
    daewonApi,
    'post',
    `/api/worklog/${userId}/datatables${search ? `?${search}` : ''}`,
  );
  return (request: DataTableRequest, signal?: AbortSignal) => source(request, signal);
}

export async function getWorkLogStatuses(signal?: AbortSignal): Promise<WorkLogStatus[]> {
  const { data } = await daewonApi.get<unknown>('/api/workLogStatus', { background: true, signal });
  return list<WorkLogStatus>(data);
}

export async function getRecordTypes(signal?: AbortSignal): Promise<RecordType[]> {
  const { data } = await daewonApi.get<unknown>('/api/recordTypes', { background: true, signal });
  return list<RecordType>(data);
}

export async function getJobTypes(signal?: AbortSignal): Promise<JobType[]> {
  const { data } = await daewonApi.get<unknown>('/api/jobtypes', { background: true, signal });
  return list<JobType>(data);
}

/** GET /api/worklog/getUsers: contractors with work logs. */
export async function getWorkLogUsers(signal?: AbortSignal): Promise<WorkLogUser[]> {
  const { data } = await daewonApi.get<unknown>('/api/worklog/getUsers', { background: true, signal });
  return list<WorkLogUser>(data);
}

export async function getWorkLog(id: number, signal?: AbortSignal): Promise<WorkLog> {
  const { data } = await daewonApi.get<WorkLog>(`/api/worklog/${id}`, { signal });
  return data;
}

export async function createWorkLog(log: NewWorkLog, options: CallOptions = {}): Promise<WorkLog> {
  const { data } = await daewonApi.post<WorkLog>('/api/worklog', log, options);
  return data;
}

/** POST /api/worklog/createWorkLogs: several at once. */
export async function createWorkLogs(logs: NewWorkLog[]): Promise<void> {
  await daewonApi.post('/api/worklog/createWorkLogs', logs);
}

/** PUT /api/worklog/{id}: the whole record. */
export async function updateWorkLog(log: WorkLog, options: CallOptions = {}): Promise<WorkLog> {
  const { data } = await daewonApi.put<WorkLog>(`/api/worklog/${log.Id}`, log, options);
  return data;
}

export async function deleteWorkLog(id: number): Promise<void> {
  await daewonApi.delete(`/api/worklog/${id}`);
}

/** PUT /api/worklog/bulkUpdate: the ready rows, which generates the invoice. */
export async function bulkUpdateWorkLogs(logs: WorkLog[]): Promise<void> {
  await daewonApi.put('/api/worklog/bulkUpdate', logs);
}

/** POST /api/worklog/existingWorkLogs (decision 6): a list of work logs. */
export async function getExistingWorkLogs(
  query: ExistingWorkLogsQuery,
  options: CallOptions = {},
): Promise<WorkLog[]> {
  const { data } = await daewonApi.post<unknown>('/api/worklog/existingWorkLogs', query, options);
  return list<WorkLog>(data);
}

export const workLogStatusesQueryOptions = () =>
  queryOptions({
    queryKey: workLogKeys.statuses(),
    queryFn: ({ signal }) => getWorkLogStatuses(signal),
    staleTime: cacheTimes.workLogStatuses,
  });

export const recordTypesQueryOptions = () =>
  queryOptions({
    queryKey: workLogKeys.recordTypes(),
    queryFn: ({ signal }) => getRecordTypes(signal),
    staleTime: cacheTimes.recordTypes,
  });

export const jobTypesQueryOptions = () =>
  queryOptions({
    queryKey: workLogKeys.jobTypes(),
    queryFn: ({ signal }) => getJobTypes(signal),
    staleTime: cacheTimes.jobTypes,
  });

export const workLogUsersQueryOptions = () =>
  queryOptions({
    queryKey: workLogKeys.users(),
    queryFn: ({ signal }) => getWorkLogUsers(signal),
    staleTime: cacheTimes.contractorsWithWorkLogs,
  });

export const workLogQueryOptions = (id: number) =>
  queryOptions({
    queryKey: workLogKeys.detail(id),
    queryFn: ({ signal }) => getWorkLog(id, signal),
    retry: false,
  });

export const useWorkLogStatuses = () => useQuery(workLogStatusesQueryOptions());
export const useRecordTypes = () => useQuery(recordTypesQueryOptions());
export const useJobTypes = () => useQuery(jobTypesQueryOptions());
export const useWorkLogUsers = (enabled = true) => useQuery({ ...workLogUsersQueryOptions(), enabled });

/** Saves reload the work-log tables and the contractors-with-logs list. */
function useInvalidateWorkLogs() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: workLogKeys.lists() }),
      client.invalidateQueries({ queryKey: workLogKeys.users() }),
    ]);
}

export function useCreateWorkLogs() {
  const invalidate = useInvalidateWorkLogs();
  // the tables reload behind the closed dialog; with no connection the call fails at once (the subcontractor's
  // outbox takes the logs) instead of waiting paused for the connection
  return useMutation({
    mutationFn: createWorkLogs,
    networkMode: 'always',
    onSuccess: () => void invalidate(),
  });
}

export function useUpdateWorkLog() {
  const client = useQueryClient();
  const invalidate = useInvalidateWorkLogs();
  return useMutation({
    mutationFn: (log: WorkLog) => updateWorkLog(log),
    networkMode: 'always',
    onSuccess: (log) => {
      client.setQueryData(workLogKeys.detail(log.Id), log);
      void invalidate();
    },
  });
}

export function useDeleteWorkLog() {
  const invalidate = useInvalidateWorkLogs();
  return useMutation({ mutationFn: deleteWorkLog, onSettled: invalidate });
}

export function useBulkUpdateWorkLogs() {
  const client = useQueryClient();
  const invalidate = useInvalidateWorkLogs();
  return useMutation({
    mutationFn: bulkUpdateWorkLogs,
    onSuccess: () => Promise.all([invalidate(), client.invalidateQueries({ queryKey: ['invoices'] })]),
  });
}
