import { invoiceStatusToRequest } from '@/api/autocomplete';
import { postDataTable, type DataTableFetcher } from '@/api/datatables';
import type { FinancialFilter } from '@/api/job-payments';
import {
  REPAIR_STATUSES,
  repairOrderKeys,
  repairOrdersDataTableSource,
  type RepairOrderListFilter,
  type RepairOrderRow,
} from '@/api/repair-orders';
import { defineListSource } from '@/components/data-table/table-query';
import { daewonApi } from '@/lib/api-client';
import { defineListParams, filterParam, parseRouteId } from '@/lib/list-params';

/*
 * The list sources and URL parameters of this area's screens: small (no UI), imported by the route table so that
 * each route loader starts its data with the screen's chunk.
 */

/* ---------- a job's repair orders (B §2, B §7) ---------- */

/**
 * POST /api/repairOrder/{jobId}/datatables. The job id travels in the path: the table's request carries it as
 * `jobId` (so the query key is per job) and it is taken out of the body before sending.
 */
const jobRepairOrdersFetcher: DataTableFetcher<RepairOrderRow> = (request, signal) => {
  const { jobId, ...body } = request;
  return postDataTable<RepairOrderRow>(
    daewonApi,
    `/api/repairOrder/${Number(jobId)}/datatables`,
    { ...body, draw: request.draw },
    signal,
  );
};

export const jobRepairOrderParams = defineListParams({
  pageSize: 25,
  sort: { column: 'RequestDate', dir: 'desc' },
});

export const jobRepairOrderSource = defineListSource({
  params: jobRepairOrderParams,
  queryKey: repairOrderKeys.lists(),
  fetcher: jobRepairOrdersFetcher,
  columns: [
    { id: 'LotNumber' },
    { id: 'RequestDate' },
    { id: 'Detail1' },
    { id: 'MechanicName' },
    { id: 'IsCompleted' },
    { id: 'InvoiceStatus' },
    { id: 'ModifiedBy' },
    { id: 'ModifiedDate' },
    { id: 'actions', sortable: false },
  ],
  toRequest: (_filters, params) => ({ jobId: parseRouteId(params.jobId) ?? 0 }),
});

/* ---------- the global repair order list and report (B §2, B §7) ---------- */

const repairFilters = {
  BuilderId: filterParam.id(),
  JobSite: filterParam.id(),
  StartDate: filterParam.date(),
  EndDate: filterParam.date(),
  CompletionStartDate: filterParam.date(),
  CompletionEndDate: filterParam.date(),
  RepairStatus: filterParam.enum(REPAIR_STATUSES),
  /** 'na' (Not Specified) or a status id */
  InvoiceStatusId: filterParam.text(),
  ModifiedBy: filterParam.text(),
};

export type RepairFilterParams = typeof repairFilters;

/**
 * The URL filters (A §2): BuilderId, JobSite, StartDate, EndDate, RepairStatus, InvoiceStatusId, ModifiedBy, and
 * the completion date range (CompletionStartDate, CompletionEndDate).
 */
export const repairListParams = defineListParams({
  pageSize: 25,
  sort: { column: 'Date', dir: 'desc' },
  filters: repairFilters,
});

/** The URL filters as the API's request fields (B §7). */
export function toRepairListFilter(f: RepairUrlFilters): RepairOrderListFilter {
  const out: RepairOrderListFilter = {};
  if (f.BuilderId) out.BuilderId = f.BuilderId;
  if (f.JobSite) out.jobSiteId = f.JobSite;
  if (f.StartDate) out.DateStartDate = f.StartDate;
  if (f.EndDate) out.DateEndDate = f.EndDate;
  if (f.CompletionStartDate) out.CompletionDateStartDate = f.CompletionStartDate;
  if (f.CompletionEndDate) out.CompletionDateEndDate = f.CompletionEndDate;
  if (f.ModifiedBy) out.ModifiedBy = f.ModifiedBy;
  if (f.RepairStatus) out.RepairStatus = f.RepairStatus;
  const invoice = invoiceStatusToRequest(f.InvoiceStatusId);
  if (invoice !== undefined) out.InvoiceStatusId = invoice;
  return out;
}

export interface RepairUrlFilters {
  BuilderId?: number;
  JobSite?: number;
  StartDate?: string;
  EndDate?: string;
  CompletionStartDate?: string;
  CompletionEndDate?: string;
  RepairStatus?: (typeof REPAIR_STATUSES)[number];
  InvoiceStatusId?: string;
  ModifiedBy?: string;
}

const globalColumns = {
  list: [
    { id: 'BuilderName' },
    { id: 'JobSiteName' },
    { id: 'LotNumber' },
    { id: 'Date' },
    { id: 'RequestDate' },
    { id: 'Detail1' },
    { id: 'IsCompleted' },
    { id: 'InvoiceStatus' },
    { id: 'ModifiedBy' },
  ],
  report: [
    { id: 'BuilderName' },
    { id: 'JobSiteName' },
    { id: 'LotNumber' },
    { id: 'Date' },
    { id: 'CompletionDate' },
    { id: 'POAmount' },
    { id: 'ReceivedAmount' },
    { id: 'InvoiceStatus' },
  ],
} as const;

/** repairOrdersList: Completed / Incomplete and an inline invoice status. */
export const repairListSource = defineListSource({
  params: repairListParams,
  queryKey: repairOrderKeys.globalLists(),
  fetcher: repairOrdersDataTableSource,
  columns: globalColumns.list,
  toRequest: (filters) => ({ ...toRepairListFilter(filters) }),
});

/** repairOrdersReport: the same screen with PO amount, received amount and invoice status, and totals. */
export const repairReportSource = defineListSource({
  params: repairListParams,
  queryKey: repairOrderKeys.globalLists(),
  fetcher: repairOrdersDataTableSource,
  columns: globalColumns.report,
  toRequest: (filters) => ({ ...toRepairListFilter(filters) }),
});

/* ---------- the financial report (A §2, B §2; decision 11) ---------- */

/** The URL query (A §2): BuilderId (default 0), JobSiteName, StartDate, EndDate (default empty). */
export const financialParams = defineListParams({
  filters: {
    BuilderId: filterParam.id(),
    JobSiteName: filterParam.text(),
    StartDate: filterParam.date(),
    EndDate: filterParam.date(),
  },
});

/** The default range: the last 30 days up to today (B §2, B §9). */
export function defaultFinancialRange(today: Date = new Date()): { start: string; end: string } {
  // the route table carries this: plain Date, no date library (the same days as the Last30Days preset)
  const day = (offset: number) => {
    const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };
  return { start: day(-29), end: day(0) };
}

/** The report's filter from its URL: no dates in the URL means the default range. */
export function financialFilterOf(search: string | URLSearchParams, today?: Date): FinancialFilter {
  const { filters } = financialParams.parse(search);
  const range =
    !filters.StartDate && !filters.EndDate
      ? defaultFinancialRange(today)
      : { start: filters.StartDate ?? null, end: filters.EndDate ?? null };
  return {
    BuilderId: filters.BuilderId ?? 0,
    JobSiteName: filters.JobSiteName ?? '',
    StartDate: range.start,
    EndDate: range.end,
  };
}
