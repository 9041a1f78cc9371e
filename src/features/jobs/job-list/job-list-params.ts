import type { JobListFilters } from '@/api/jobs';
import { defineListParams, filterParam } from '@/lib/list-params';
import type { JobFilterValues } from './job-filter-fields';

const STATUSES = ['Incomplete', 'Completed'] as const;

const filters = {
  builderId: filterParam.id(),
  jobSite: filterParam.id(),
  lotNumber: filterParam.text(),
  address: filterParam.text(),
  subcontractor: filterParam.id(),
  jobModel: filterParam.id(),
  status: filterParam.enum(STATUSES),
};

/** jobs.list (A §2): 25 a page, last modified first; the filters' names are the URL's. */
export const jobListParams = defineListParams({
  pageSize: 25,
  sort: { column: 'ModifiedDate', dir: 'desc' },
  filters,
});

/** jobs.report: the list's filters plus the start date range (startDate, endDate). */
export const jobReportParams = defineListParams({
  pageSize: 25,
  sort: { column: 'ModifiedDate', dir: 'desc' },
  filters: { ...filters, startDate: filterParam.date(), endDate: filterParam.date() },
  dateRanges: [['startDate', 'endDate']],
});

/** The filters as the URL holds them (the list's, plus the dashboard's date range). */
export interface JobUrlFilters {
  builderId?: number;
  jobSite?: number;
  lotNumber?: string;
  address?: string;
  subcontractor?: number;
  jobModel?: number;
  status?: (typeof STATUSES)[number];
  startDate?: string;
  endDate?: string;
}

/** The URL filters as the API's request fields (A §7). */
export function toJobListFilters(v: JobUrlFilters): JobListFilters {
  return {
    builderId: v.builderId,
    jobSiteId: v.jobSite,
    lotNumber: v.lotNumber,
    address: v.address,
    subcontractorId: v.subcontractor,
    jobModelId: v.jobModel,
    status: v.status ?? '',
    startDate: v.startDate ?? null,
    endDate: v.endDate ?? null,
  };
}

/** URL filters → the filter form's values. */
export function toFormValues(v: JobUrlFilters): JobFilterValues {
  return {
    builderId: v.builderId,
    jobSite: v.jobSite,
    jobModel: v.jobModel,
    lotNumber: v.lotNumber,
    address: v.address,
    subcontractor: v.subcontractor,
    status: v.status ?? '',
    range: { preset: 'Custom', start: v.startDate ?? null, end: v.endDate ?? null },
  };
}

/** The filter form's values → URL filters (the range as YYYY-MM-DD dates). */
export function fromFormValues(
  v: JobFilterValues,
  range?: { start: string | null; end: string | null },
): JobUrlFilters {
  return {
    builderId: v.builderId,
    jobSite: v.jobSite,
    jobModel: v.jobModel,
    lotNumber: v.lotNumber?.trim() || undefined,
    address: v.address?.trim() || undefined,
    subcontractor: v.subcontractor,
    status: v.status || undefined,
    startDate: range?.start ?? undefined,
    endDate: range?.end ?? undefined,
  };
}
