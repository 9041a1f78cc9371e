import type { FinancialFilter } from '@/api/job-payments';
import { defineListParams, filterParam } from '@/lib/list-params';

/*
 * The financial report's URL parameters and request filter (small, no UI): the route loader reads the same
 * filter from the URL as the screen, so the report's rows start with the screen's chunk.
 */

/* ---------- the financial report (A §2, B §2; decision 11) ---------- */

/** The columns the report sorts on, in the browser over every row of the range (financial-sort.ts). */
export const FINANCIAL_SORT_COLUMNS = [
  'Builder',
  'JobSite',
  'LotCode',
  'IsJobCompleted',
  'Revenue',
  'MaterialCost',
  'LaborCost',
  'Cost',
  'Profit',
  'ProfitPercentage',
  'InvoiceStatus',
] as const;

/**
 * The URL query (A §2): BuilderId (default 0), JobSiteName, StartDate, EndDate (default empty), and the chosen job
 * site's JobSiteId, which the report's filter carries (decision 11).
 */
export const financialParams = defineListParams({
  // the order of the rows: the server's unless the user sorts on a column (in the browser, over every row)
  sortable: FINANCIAL_SORT_COLUMNS,
  filters: {
    BuilderId: filterParam.id(),
    JobSiteId: filterParam.id(),
    JobSiteName: filterParam.text(),
    StartDate: filterParam.date(),
    EndDate: filterParam.date(),
  },
  dateRanges: [['StartDate', 'EndDate']],
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

/**
 * The report's filter from its URL (decision 11: BuilderId, JobSiteId, JobSiteName, StartDate, EndDate; the data,
 * print and export calls send it alike): no dates in the URL means the default range, no job site JobSiteId null.
 */
export function financialFilterOf(search: string | URLSearchParams, today?: Date): FinancialFilter {
  const { filters } = financialParams.parse(search);
  const range =
    !filters.StartDate && !filters.EndDate
      ? defaultFinancialRange(today)
      : { start: filters.StartDate ?? null, end: filters.EndDate ?? null };
  return {
    BuilderId: filters.BuilderId ?? 0,
    JobSiteId: filters.JobSiteId ?? null,
    JobSiteName: filters.JobSiteName ?? '',
    StartDate: range.start,
    EndDate: range.end,
  };
}
