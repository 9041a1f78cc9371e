import { invoiceStatusToRequest } from '@/api/autocomplete';
import {
  REPAIR_STATUSES,
  repairOrderKeys,
  repairOrdersDataTableSource,
  type RepairOrderListFilter,
} from '@/api/repair-orders';
import { defineListSource } from '@/components/data-table/table-query';
import { defineListParams, filterParam } from '@/lib/list-params';

/*
 * The global repair order list and report: list sources and URL parameters (small, no UI), imported by the
 * screen and by its route loaders, so that each loader starts the first page with the screen's chunk.
 */

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
  dateRanges: [
    ['StartDate', 'EndDate'],
    ['CompletionStartDate', 'CompletionEndDate'],
  ],
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
