import type { FinancialRow } from '@/api/job-payments';

/* The financial report's arithmetic (B §2): totals over the job rows, summary rows apart. */

export interface FinancialTotals {
  jobs: number;
  Revenue: number;
  MaterialCost: number;
  LaborCost: number;
  Cost: number;
  Profit: number;
  ProfitPercentage: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** Totals of the job rows (summary rows such as the gutter statistics are not jobs and are left out). */
export function financialTotals(rows: readonly FinancialRow[]): FinancialTotals {
  const jobs = rows.filter((r) => !r.IsGutterStatistics);
  const sum = (pick: (r: FinancialRow) => number) => cents(jobs.reduce((s, r) => s + (pick(r) || 0), 0));
  const revenue = sum((r) => r.Revenue);
  const profit = sum((r) => r.Profit);
  return {
    jobs: jobs.length,
    Revenue: revenue,
    MaterialCost: sum((r) => r.MaterialCost),
    LaborCost: sum((r) => r.LaborCost),
    Cost: sum((r) => r.Cost),
    Profit: profit,
    ProfitPercentage: revenue ? cents((profit / revenue) * 100) : 0,
  };
}

/** A loss is a negative profit: the report marks it. */
export const isLoss = (row: Pick<FinancialRow, 'Profit'>) => row.Profit < 0;

/** Profit per group (builder or job site), for the chart; job rows only, largest first. */
export function profitBy(
  rows: readonly FinancialRow[],
  key: 'Builder' | 'JobSite',
): Array<{ label: string; profit: number }> {
  const groups = new Map<string, number>();
  for (const r of rows) {
    if (r.IsGutterStatistics) continue;
    const label = r[key] || '—';
    groups.set(label, (groups.get(label) ?? 0) + (r.Profit || 0));
  }
  return [...groups.entries()]
    .map(([label, profit]) => ({ label, profit: cents(profit) }))
    .sort((a, b) => b.profit - a.profit);
}

/** Profit % as shown: one decimal and a percent sign. */
export function formatPercent(value: number | null | undefined): string {
  return `${(value ?? 0).toFixed(1)}%`;
}
