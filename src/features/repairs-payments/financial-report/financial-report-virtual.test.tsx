import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import type { FinancialRow } from '@/api/job-payments';
import { hangChildRoutes } from '@/app/registry';
import { config } from '@/lib/config';
import { formatCurrency } from '@/lib/format';
import type { AppRoute } from '@/lib/routing';
import { renderRoutes, signInAs } from '@/test/test-utils';
import { repairsPaymentsFeature } from '../routes';
import { FINANCIAL_ROW_HEIGHT } from './financial-table';

/*
 * The report of a long range (issue 27 §3): thousands of job rows are held, totalled and sorted, but only the rows in
 * the table's scroll box are drawn.
 */

// chart.js measures its canvas, which jsdom does not lay out: the chart is left out here
vi.mock('./profit-chart', () => ({ ProfitChart: () => null }));
vi.setConfig({ testTimeout: 40_000 });

const T = { timeout: 10_000 };
const COUNT = 3000;
const ALL_URL = `${config.daewonApiBase.replace(/\/$/, '')}/api/jobPayments/all`;

/** COUNT job rows in the server's order, the one with the lowest and the one with the highest profit last. */
function makeRows(): FinancialRow[] {
  const rows: FinancialRow[] = Array.from({ length: COUNT }, (_, i) => {
    const revenue = 10_000 + (i % 97) * 10;
    const cost = 8_000 + (i % 89) * 10;
    return {
      JobId: 50_000 + i,
      Builder: `Builder ${String(Math.floor(i / 1000) + 1)}`,
      JobSite: `Site ${String(Math.floor(i / 100) + 1)}`,
      LotCode: String(1000 + i),
      IsJobCompleted: i % 2 === 0,
      InvoiceStatusId: null,
      Revenue: revenue,
      MaterialCost: cost / 2,
      LaborCost: cost / 2,
      Cost: cost,
      Profit: revenue - cost,
      ProfitPercentage: Math.round(((revenue - cost) / revenue) * 10_000) / 100,
      IsGutterStatistics: false,
    };
  });
  rows[COUNT - 2] = { ...rows[COUNT - 2], Revenue: 1_000, Profit: -7_000, ProfitPercentage: -700 };
  rows[COUNT - 1] = { ...rows[COUNT - 1], Revenue: 90_000, Profit: 82_000, ProfitPercentage: 91.11 };
  rows.push({
    JobId: 0,
    Builder: 'Gutter statistics',
    JobSite: '12 jobs with gutters',
    LotCode: '',
    IsJobCompleted: false,
    InvoiceStatusId: null,
    Revenue: 5,
    MaterialCost: 1,
    LaborCost: 1,
    Cost: 2,
    Profit: 3,
    ProfitPercentage: 60,
    IsGutterStatistics: true,
  });
  return rows;
}

const routes: AppRoute[] = [
  { path: '/', children: hangChildRoutes(repairsPaymentsFeature.routes, [repairsPaymentsFeature]) },
];

/** The job rows drawn (each has its lot link; spacer rows have none). */
const drawnRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((r) => within(r).queryByRole('link'));

const lotOf = (row: HTMLElement) => within(row).getByRole('link').textContent;

describe('financial report of a long range', () => {
  it('draws only the rows on screen, totals and sorts over every row', async () => {
    const rows = makeRows();
    let calls = 0;
    server.use(
      http.post(ALL_URL, () => {
        calls += 1;
        return HttpResponse.json(rows);
      }),
    );
    await signInAs('finance');
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, ['/financialReport?StartDate=2025-01-01&EndDate=2025-12-31']);
    const table = await screen.findByRole('table', { name: 'Profit per job' }, T);
    await within(table).findByText(`Totals (${COUNT})`, {}, T);

    // a window of rows, not three thousand; the whole set counted for assistive technology
    const drawn = drawnRows(table);
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(60);
    expect(lotOf(drawn[0])).toBe('1000');
    expect(table).toHaveAttribute('aria-rowcount', String(COUNT + 3));
    // the spacer below stands for the rows not drawn, at their height
    const spacer = table.querySelector('tbody tr.virtual-spacer:last-child');
    expect(spacer).toHaveStyle({ height: `${(COUNT - drawn.length) * FINANCIAL_ROW_HEIGHT}px` });

    // the totals are those of every job row (the summary row is not a job), the summary row in the foot
    const jobs = rows.filter((r) => !r.IsGutterStatistics);
    const revenue = jobs.reduce((sum, r) => sum + r.Revenue, 0);
    const totals = within(table).getByText(`Totals (${COUNT})`).closest('tr')!;
    expect(totals).toHaveTextContent(formatCurrency(revenue));
    const summary = within(table).getByText('Summary').closest('tr')!;
    expect(summary.parentElement?.tagName).toBe('TFOOT');

    // sorting covers the rows not drawn: the lowest profit is the server's second-to-last row
    await user.click(within(table).getByRole('button', { name: /^Profit\b(?! %)/ }));
    await waitFor(() => expect(lotOf(drawnRows(table)[0])).toBe(String(1000 + COUNT - 2)), T);
    expect(router.state.location.search).toContain('sort=Profit&dir=asc');
    expect(within(table).getByRole('columnheader', { name: /^Profit\b(?! %)/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(within(table).getByRole('button', { name: /^Profit\b(?! %)/ }));
    await waitFor(() => expect(lotOf(drawnRows(table)[0])).toBe(String(1000 + COUNT - 1)), T);
    // a third click: the server's order again
    await user.click(within(table).getByRole('button', { name: /^Profit\b(?! %)/ }));
    await waitFor(() => expect(lotOf(drawnRows(table)[0])).toBe('1000'), T);
    expect(router.state.location.search).not.toContain('sort=');
    expect(drawnRows(table).length).toBeLessThan(60);

    // scrolling the box draws the rows of the new place, still only a window of them
    const box = screen.getByRole('region', { name: 'Profit per job' });
    // (once the table has settled: the rows' invoice status pickers are in)
    await within(drawnRows(table)[0]).findByLabelText('Invoice status of lot 1000', {}, T);
    const translate = vi.spyOn(i18next, 't');
    Object.defineProperty(box, 'scrollTop', { configurable: true, value: 1500 * FINANCIAL_ROW_HEIGHT });
    fireEvent.scroll(box);
    await waitFor(() => {
      const lots = drawnRows(table).map((r) => Number(lotOf(r)));
      expect(lots).toContain(1000 + 1500);
      expect(lots.length).toBeLessThan(60);
    }, T);
    // a scroll step draws the new rows only: the header and the toolbar are not rendered again, and the rows' texts
    // were translated once for the table (the pickers that mount once the box stands still are not on its path)
    const translated = translate.mock.calls.map(([key]) => String(key));
    const ofTheTable = (key: string) =>
      (key.startsWith('financialReport.') && !key.startsWith('financialReport.invoiceStatusOf')) ||
      key.startsWith('common.dataTableLayout.');
    expect(translated.filter(ofTheTable)).toEqual([]);
    translate.mockRestore();
    expect(within(drawnRows(table)[0]).getByRole('link')).toHaveAttribute(
      'title',
      "Open the job's payment detail",
    );
    // one request for the whole range: no call per row
    expect(calls).toBe(1);
  });
});
