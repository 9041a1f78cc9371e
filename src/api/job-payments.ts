import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { daewonApi } from '@/lib/api-client';
import { cacheTimes } from '@/lib/query-client';
import type { z } from 'zod';
import type { financialRowSchema, paymentRecordSchema } from './schemas/job-payments';

/* Job payment records and the financial report (B §2, B §3, B §7; decision 11). On the Daewon base. */

/** The record types of the backcharge and builder-payment grid (B §2, B §3). */
export const BACKCHARGE = 'Backcharge';
export const BUILDER_PAYMENT = 'BuilderPayment';

/** A payment record (B §3). Amount is stored as the server keeps it and shown negated (B §2, B §9). */
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

export interface PaymentRecordPayload {
  Id?: number;
  JobId: number;
  RecordType: string;
  Description: string;
  Amount: number;
}

/**
 * A record type offered by GET /api/jobPayments/availableRecordTypes: C §3's record type (Id, Name,
 * IsNegativeAmount). Read defensively (decision 19): a plain name is a type that is not negative.
 */
export interface RecordType {
  Name: string;
  /** C §3: a type whose amounts are negative (a builder payment is money received) */
  IsNegativeAmount: boolean;
}

/** A financial report row (B §3). */
export type FinancialRow = z.infer<typeof financialRowSchema>;

/** The financial report's filter (decision 11). Dates are YYYY-MM-DD. */
export interface FinancialFilter {
  BuilderId: number;
  JobSiteId?: number | null;
  JobSiteName: string;
  StartDate: string | null;
  EndDate: string | null;
}

export const FINANCIAL_PRINT_URL = '/api/jobPayments/print';
export const FINANCIAL_EXPORT_URL = '/api/jobPayments/exportToExcel';

export const jobPaymentKeys = {
  all: ['jobPayments'] as const,
  byJob: (jobId: number) => [...jobPaymentKeys.all, 'byJob', jobId] as const,
  recordTypes: () => [...jobPaymentKeys.all, 'recordTypes'] as const,
  detail: (id: number) => [...jobPaymentKeys.all, 'detail', id] as const,
  financial: (filter: FinancialFilter) => [...jobPaymentKeys.all, 'financial', filter] as const,
};

/* ---------- fetchers ---------- */

const list = <T>(data: unknown): T[] => (Array.isArray(data) ? (data as T[]) : []);

/** GET /api/jobPayments/byJob/{jobId}. */
export async function getJobPayments(jobId: number, signal?: AbortSignal): Promise<PaymentRecord[]> {
  const { data } = await daewonApi.get<unknown>(`/api/jobPayments/byJob/${jobId}`, { signal });
  return list<PaymentRecord>(data);
}

/** Reads a record type from a name or an object with the documented Name and IsNegativeAmount (C §3). */
export function readRecordType(value: unknown): RecordType | null {
  if (typeof value === 'string') return value.trim() ? { Name: value.trim(), IsNegativeAmount: false } : null;
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    const name = typeof v.Name === 'string' ? v.Name : typeof v.Value === 'string' ? v.Value : '';
    return name ? { Name: name, IsNegativeAmount: v.IsNegativeAmount === true } : null;
  }
  return null;
}

/** GET /api/jobPayments/availableRecordTypes. */
export async function getAvailableRecordTypes(signal?: AbortSignal): Promise<RecordType[]> {
  const { data } = await daewonApi.get<unknown>('/api/jobPayments/availableRecordTypes', {
    signal,
    background: true,
  });
  return list<unknown>(data)
    .map(readRecordType)
    .filter((t): t is RecordType => t !== null);
}

export async function getPaymentRecord(id: number, signal?: AbortSignal): Promise<PaymentRecord> {
  const { data } = await daewonApi.get<PaymentRecord>(`/api/jobPayments/${id}`, { signal });
  return data;
}

/** POST /api/jobPayments/{JobId}. */
export async function createPaymentRecord(payload: PaymentRecordPayload): Promise<PaymentRecord> {
  const { data } = await daewonApi.post<PaymentRecord>(`/api/jobPayments/${payload.JobId}`, payload);
  return data;
}

export async function updatePaymentRecord(
  payload: PaymentRecordPayload & { Id: number },
): Promise<PaymentRecord> {
  const { data } = await daewonApi.put<PaymentRecord>(`/api/jobPayments/${payload.Id}`, payload);
  return data;
}

export async function deletePaymentRecord(id: number): Promise<void> {
  await daewonApi.delete(`/api/jobPayments/${id}`);
}

/** POST /api/jobPayments/all with the report's filter (decision 11). */
export async function getFinancialRows(
  filter: FinancialFilter,
  signal?: AbortSignal,
): Promise<FinancialRow[]> {
  const { data } = await daewonApi.post<unknown>('/api/jobPayments/all', filter, { signal });
  return list<FinancialRow>(data);
}

/* ---------- query options and hooks ---------- */

export const jobPaymentsQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: jobPaymentKeys.byJob(jobId),
    queryFn: ({ signal }) => getJobPayments(jobId, signal),
    staleTime: cacheTimes.default,
  });

/** Record types are cached 2 minutes (A §9). */
export const recordTypesQueryOptions = () =>
  queryOptions({
    queryKey: jobPaymentKeys.recordTypes(),
    queryFn: ({ signal }) => getAvailableRecordTypes(signal),
    staleTime: cacheTimes.recordTypes,
  });

export const financialRowsQueryOptions = (filter: FinancialFilter) =>
  queryOptions({
    queryKey: jobPaymentKeys.financial(filter),
    queryFn: ({ signal }) => getFinancialRows(filter, signal),
    staleTime: cacheTimes.tablePage,
  });

export function useJobPayments(jobId: number) {
  return useQuery(jobPaymentsQueryOptions(jobId));
}

export function useRecordTypes() {
  return useQuery(recordTypesQueryOptions());
}

export function useFinancialRows(filter: FinancialFilter) {
  return useQuery(financialRowsQueryOptions(filter));
}

/** After a write: the job's records and every financial report reload. */
function afterWrite(client: QueryClient) {
  return client.invalidateQueries({ queryKey: jobPaymentKeys.all });
}

export function useSavePaymentRecord() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: PaymentRecordPayload) =>
      payload.Id ? updatePaymentRecord({ ...payload, Id: payload.Id }) : createPaymentRecord(payload),
    // on a failure too: a save whose answer was lost may have been stored
    onSettled: () => afterWrite(client),
  });
}

export function useDeletePaymentRecord() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deletePaymentRecord, onSuccess: () => afterWrite(client) });
}
