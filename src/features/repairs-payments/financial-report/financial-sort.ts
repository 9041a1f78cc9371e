import type { FinancialRow } from '@/api/job-payments';
import { compareText } from '@/lib/compare';
import type { ListSort } from '@/lib/list-params';
import { FINANCIAL_SORT_COLUMNS } from './financial-params';

/* The financial report's order (B §2): the server's (builder, job site, lot) or a column the user sorts on. */

export type FinancialSortColumn = (typeof FINANCIAL_SORT_COLUMNS)[number];

type Compare = (a: FinancialRow, b: FinancialRow) => number;

const byNumber =
  (pick: (row: FinancialRow) => number): Compare =>
  (a, b) =>
    (pick(a) || 0) - (pick(b) || 0);

/**
 * The rows in the asked order; the same array when there is no sort. Sorted over the whole set (a copy), stable: equal
 * rows keep the server's order. `statusName` names a row's invoice status (sorting on that column sorts by name).
 */
export function sortFinancialRows(
  rows: readonly FinancialRow[],
  sort: ListSort | null,
  statusName: (id: number | null) => string,
): readonly FinancialRow[] {
  if (!sort) return rows;
  const compare: Compare | undefined = (
    {
      Builder: (a, b) => compareText(a.Builder, b.Builder),
      JobSite: (a, b) => compareText(a.JobSite, b.JobSite),
      LotCode: (a, b) => compareText(a.LotCode, b.LotCode, { numeric: true }),
      IsJobCompleted: byNumber((r) => (r.IsJobCompleted ? 1 : 0)),
      Revenue: byNumber((r) => r.Revenue),
      MaterialCost: byNumber((r) => r.MaterialCost),
      LaborCost: byNumber((r) => r.LaborCost),
      Cost: byNumber((r) => r.Cost),
      Profit: byNumber((r) => r.Profit),
      ProfitPercentage: byNumber((r) => r.ProfitPercentage),
      InvoiceStatus: (a, b) => compareText(statusName(a.InvoiceStatusId), statusName(b.InvoiceStatusId)),
    } satisfies Record<FinancialSortColumn, Compare>
  )[sort.column as FinancialSortColumn];
  if (!compare) return rows;
  const direction = sort.dir === 'desc' ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => direction * compare(a.row, b.row) || a.index - b.index)
    .map((entry) => entry.row);
}

/** The next sort when a column's header is clicked: ascending, then descending, then the server's order again. */
export function nextFinancialSort(current: ListSort | null, column: FinancialSortColumn): ListSort | null {
  if (current?.column !== column) return { column, dir: 'asc' };
  return current.dir === 'asc' ? { column, dir: 'desc' } : null;
}
