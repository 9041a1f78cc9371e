import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { daewonApi, membershipApi } from '@/lib/api-client';
import { cacheTimes } from '@/lib/query-client';
import { compareText } from '@/lib/compare';
import type { clientCompanySchema } from './schemas/client-companies';
import type { userAutocompleteItemSchema } from './schemas/users';
import type {
  invoiceStatusSchema,
  jobAutocompleteItemSchema,
  jobSiteAutocompleteItemSchema,
} from './schemas/autocomplete';
import type { lotSchema } from './schemas/jobs';

/*
 * The typed calls behind the pickers (A §7, C §7, C §9). Every call here is a background call
 * (no busy spinner, decision 4). Query keys live under each resource's root ('users', 'jobs',
 * 'jobSites', 'clientCompanies', 'invoiceStatuses') so that a resource's mutations, invalidating
 * its root, also refresh its suggestions.
 */

/** Autocomplete page size: 10 shown, the 11th tells that more exist (C §9). */
export const AUTOCOMPLETE_PAGE_SIZE = 11;
/** The job autocomplete shows at most 200 matches (A §7). */
export const JOB_AUTOCOMPLETE_LIMIT = 200;
/** The lot picker shows at most 20 lots (A §7). */
export const JOB_LOT_LIMIT = 20;
/** The invoice status filter value meaning "Not Specified", sent as 0 (A §3). */
export const INVOICE_STATUS_NOT_SPECIFIED = 'na';
/** The synthetic status name the API answers for "no status" (A §2, A §3). */
export const INVOICE_STATUS_NOT_SPECIFIED_NAME = 'Not Specified';

/* ---------- users (membership base) ---------- */

/** GET /user/autocomplete item (C §7: "It returns users with Id, FirstName, LastName"). */
export type UserSuggestion = z.infer<typeof userAutocompleteItemSchema>;

export interface UserAutocompleteParams {
  q?: string;
  /** 1-based */
  page?: number;
  page_limit?: number;
  /** a role name, or several (one call per role, merged) */
  roleFilter?: string | readonly string[];
  clientCompanyId?: number | null;
}

/* ---------- job sites, jobs, lots ---------- */

/** GET /api/jobsites/autocomplete item. */
export type JobSiteSuggestion = z.infer<typeof jobSiteAutocompleteItemSchema>;

export interface JobSiteAutocompleteParams {
  builderId?: number | null;
  query?: string;
}

/** GET /api/jobs/autocomplete item (A §7). */
export type JobSuggestion = z.infer<typeof jobAutocompleteItemSchema>;

export interface JobAutocompleteParams {
  q?: string;
  currentUserOnly?: boolean;
  subcontractorId?: number | null;
}

/** GET /api/jobs/{jobId}/lots item. */
export type JobLot = z.infer<typeof lotSchema>;

/* ---------- reference lists ---------- */

/** Invoice status (A §3). */
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

/** A builder as listed by GET /clientCompany (C §3). */
export type ClientCompanySummary = z.infer<typeof clientCompanySchema>;

/* ---------- keys ---------- */

export const autocompleteKeys = {
  users: (params: UserAutocompleteParams) => ['users', 'autocomplete', params] as const,
  jobSites: (params: JobSiteAutocompleteParams) => ['jobSites', 'autocomplete', params] as const,
  jobs: (params: JobAutocompleteParams) => ['jobs', 'autocomplete', params] as const,
  jobLots: (jobId: number) => ['jobs', 'detail', jobId, 'lots'] as const,
  invoiceStatuses: (forRepairOrder: boolean) => ['invoiceStatuses', 'list', { forRepairOrder }] as const,
  clientCompanies: () => ['clientCompanies', 'list', 'all'] as const,
};

/* ---------- fetchers ---------- */

const list = <T>(data: unknown): T[] => (Array.isArray(data) ? (data as T[]) : []);

/** Drops empty values so that they are left out of the query string. */
function compact(params: Record<string, string | number | boolean | null | undefined>) {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = value;
  }
  return out;
}

async function getUserAutocompletePage(
  params: Omit<UserAutocompleteParams, 'roleFilter'> & { roleFilter?: string },
  signal?: AbortSignal,
): Promise<UserSuggestion[]> {
  const { data } = await membershipApi.get<unknown>('/user/autocomplete', {
    params: compact({
      q: params.q ?? '',
      page_limit: params.page_limit ?? AUTOCOMPLETE_PAGE_SIZE,
      page: params.page ?? 1,
      roleFilter: params.roleFilter,
      clientCompanyId: params.clientCompanyId,
    }),
    background: true,
    signal,
  });
  return list<UserSuggestion>(data);
}

const byUserName = (a: UserSuggestion, b: UserSuggestion) =>
  compareText(a.LastName, b.LastName) || compareText(a.FirstName, b.FirstName) || a.Id - b.Id;

/**
 * GET /user/autocomplete (C §7). The documented roleFilter names one role (decision 19): several roles
 * are one call per role, merged by name. Page n of the merge is read from each role's first n pages
 * (one call each, page_limit n × size), so the merged pages neither skip nor repeat a user.
 */
export async function getUserAutocomplete(
  params: UserAutocompleteParams,
  signal?: AbortSignal,
): Promise<UserSuggestion[]> {
  const roles = typeof params.roleFilter === 'string' ? [params.roleFilter] : [...(params.roleFilter ?? [])];
  if (roles.length <= 1) return getUserAutocompletePage({ ...params, roleFilter: roles[0] }, signal);
  const size = params.page_limit ?? AUTOCOMPLETE_PAGE_SIZE;
  const page = Math.max(1, params.page ?? 1);
  const answers = await Promise.all(
    [...new Set(roles)].map((role) =>
      getUserAutocompletePage({ ...params, roleFilter: role, page: 1, page_limit: page * size }, signal),
    ),
  );
  const merged = new Map<number, UserSuggestion>();
  for (const user of answers.flat()) if (!merged.has(user.Id)) merged.set(user.Id, user);
  return [...merged.values()].sort(byUserName).slice((page - 1) * size, page * size);
}

export async function getJobSiteAutocomplete(
  params: JobSiteAutocompleteParams,
  signal?: AbortSignal,
): Promise<JobSiteSuggestion[]> {
  const { data } = await daewonApi.get<unknown>('/api/jobsites/autocomplete', {
    params: compact({ builderId: params.builderId, query: params.query }),
    background: true,
    signal,
  });
  return list<JobSiteSuggestion>(data);
}

export async function getJobAutocomplete(
  params: JobAutocompleteParams,
  signal?: AbortSignal,
): Promise<JobSuggestion[]> {
  const { data } = await daewonApi.get<unknown>('/api/jobs/autocomplete', {
    params: compact({
      q: params.q,
      currentUserOnly: params.currentUserOnly ? true : undefined,
      subcontractorId: params.subcontractorId,
    }),
    background: true,
    signal,
  });
  return list<JobSuggestion>(data).slice(0, JOB_AUTOCOMPLETE_LIMIT);
}

export async function getJobLots(jobId: number, signal?: AbortSignal): Promise<JobLot[]> {
  const { data } = await daewonApi.get<unknown>(`/api/jobs/${jobId}/lots`, { background: true, signal });
  return list<JobLot>(data);
}

export async function getInvoiceStatuses(
  options: { forRepairOrder?: boolean } = {},
  signal?: AbortSignal,
): Promise<InvoiceStatus[]> {
  const { data } = await daewonApi.get<unknown>('/api/invoiceStatuses', {
    params: options.forRepairOrder ? { getForRepairOrder: true } : undefined,
    background: true,
    signal,
  });
  return list<InvoiceStatus>(data);
}

/** GET /clientCompany: every builder. */
export async function getClientCompanies(signal?: AbortSignal): Promise<ClientCompanySummary[]> {
  const { data } = await daewonApi.get<unknown>('/clientCompany', { background: true, signal });
  return list<ClientCompanySummary>(data);
}

/** GET /clientCompany/{id}, as a background look-up (a builder picker's saved choice). */
export async function getClientCompanySummary(
  id: number,
  signal?: AbortSignal,
): Promise<ClientCompanySummary> {
  const { data } = await daewonApi.get<ClientCompanySummary>(`/clientCompany/${id}`, {
    background: true,
    signal,
  });
  return data;
}

/* ---------- query options and hooks ---------- */

/** Autocomplete answers are cached like reference data (B §9); the picker owns its retries. */
export const userAutocompleteQueryOptions = (params: UserAutocompleteParams) =>
  queryOptions({
    queryKey: autocompleteKeys.users(params),
    queryFn: ({ signal }) => getUserAutocomplete(params, signal),
    staleTime: cacheTimes.referenceData,
    retry: false,
  });

export const jobSiteAutocompleteQueryOptions = (params: JobSiteAutocompleteParams) =>
  queryOptions({
    queryKey: autocompleteKeys.jobSites(params),
    queryFn: ({ signal }) => getJobSiteAutocomplete(params, signal),
    staleTime: cacheTimes.referenceData,
    retry: false,
  });

export const jobAutocompleteQueryOptions = (params: JobAutocompleteParams) =>
  queryOptions({
    queryKey: autocompleteKeys.jobs(params),
    queryFn: ({ signal }) => getJobAutocomplete(params, signal),
    staleTime: cacheTimes.referenceData,
    retry: false,
  });

export const jobLotsQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: autocompleteKeys.jobLots(jobId),
    queryFn: ({ signal }) => getJobLots(jobId, signal),
  });

export const invoiceStatusesQueryOptions = (forRepairOrder = false) =>
  queryOptions({
    queryKey: autocompleteKeys.invoiceStatuses(forRepairOrder),
    queryFn: ({ signal }) => getInvoiceStatuses({ forRepairOrder }, signal),
    staleTime: cacheTimes.referenceData,
  });

export const clientCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: autocompleteKeys.clientCompanies(),
    queryFn: ({ signal }) => getClientCompanies(signal),
    staleTime: cacheTimes.referenceData,
  });

export function useJobLots(jobId: number | null | undefined) {
  return useQuery({ ...jobLotsQueryOptions(jobId ?? 0), enabled: !!jobId });
}

export function useInvoiceStatuses(forRepairOrder = false) {
  return useQuery(invoiceStatusesQueryOptions(forRepairOrder));
}

export function useClientCompanies() {
  return useQuery(clientCompaniesQueryOptions());
}

/* ---------- helpers ---------- */

/**
 * The invoice status a filter sends (A §3): 'na' (Not Specified) → 0, empty (All) → undefined,
 * a numeric id → that number; anything else → undefined.
 */
export function invoiceStatusToRequest(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (text.toLowerCase() === INVOICE_STATUS_NOT_SPECIFIED) return 0;
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

/**
 * A record's invoice status id (decision 19): its `InvoiceStatusId` when the answer carries one, else the
 * documented `InvoiceStatus` name looked up in GET /api/invoiceStatuses (case-insensitive). 0 means not
 * specified ('Not Specified', empty, or a name the list does not know); undefined while the list it needs
 * has not loaded.
 */
export function resolveInvoiceStatusId(
  record: { InvoiceStatusId?: number | null; InvoiceStatus?: string | null },
  statuses: readonly InvoiceStatus[] | undefined,
): number | undefined {
  if (typeof record.InvoiceStatusId === 'number') return record.InvoiceStatusId;
  if (record.InvoiceStatusId === null) return 0;
  const name = (record.InvoiceStatus ?? '').trim().toLowerCase();
  if (!name || name === INVOICE_STATUS_NOT_SPECIFIED_NAME.toLowerCase()) return 0;
  if (!statuses) return undefined;
  return statuses.find((s) => s.Name.trim().toLowerCase() === name)?.Id ?? 0;
}
