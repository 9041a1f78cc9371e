import { describe, expect, it } from 'vitest';
import type { FinancialRow } from '@/api/job-payments';
import { financialTotals, formatPercent, isLoss, profitBy } from './financial-totals';

const row = (over: Partial<FinancialRow>): FinancialRow => ({
  JobId: 1,
  Builder: 'A',
  JobSite: 'S',
  LotCode: '1',
  IsJobCompleted: true,
  InvoiceStatusId: null,
  Profit: 0,
  Cost: 0,
  MaterialCost: 0,
  LaborCost: 0,
  Revenue: 0,
  ProfitPercentage: 0,
  IsGutterStatistics: false,
  ...over,
});

describe('financial totals', () => {
  const rows = [
    row({ Revenue: 10000, MaterialCost: 3000, LaborCost: 2500, Cost: 6000, Profit: 4000 }),
    row({ Builder: 'B', Revenue: 5000.1, MaterialCost: 2000, LaborCost: 2000, Cost: 6200, Profit: -1199.9 }),
    row({ Builder: 'Gutter statistics', Revenue: 999999, Profit: 999999, IsGutterStatistics: true }),
  ];

  it('adds the job rows and leaves the summary rows out', () => {
    expect(financialTotals(rows)).toEqual({
      jobs: 2,
      Revenue: 15000.1,
      MaterialCost: 5000,
      LaborCost: 4500,
      Cost: 12200,
      Profit: 2800.1,
      ProfitPercentage: 18.67,
    });
  });

  it('gives 0 % without revenue', () => {
    expect(financialTotals([row({ Cost: 100, Profit: -100 })]).ProfitPercentage).toBe(0);
    expect(financialTotals([])).toMatchObject({ jobs: 0, Profit: 0 });
  });

  it('marks losses and groups profit for the chart', () => {
    expect(isLoss(rows[1])).toBe(true);
    expect(isLoss(rows[0])).toBe(false);
    expect(profitBy(rows, 'Builder')).toEqual([
      { label: 'A', profit: 4000 },
      { label: 'B', profit: -1199.9 },
    ]);
    expect(formatPercent(18.666)).toBe('18.7%');
  });
});
