import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import type { FinancialRow } from '@/api/job-payments';
import { authKeys } from '@/api/auth';
import { tablePrefsKey } from '@/components/data-table';
import { i18next } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { renderWithProviders } from '@/test/test-utils';
import {
  FINANCIAL_COMPACT_ROW_HEIGHT,
  FINANCIAL_ROW_HEIGHT,
  FINANCIAL_TABLE_ID,
  FinancialTable,
} from './financial-table';
import { financialTotals, formatPercent } from './financial-totals';

/*
 * The financial report's table shaped by its user (issue 24 §1–§2): the shared Columns menu and Compact switch on the
 * report's own virtual table, remembered per user across a remount.
 */

vi.setConfig({ testTimeout: 40_000 });

const COUNT = 100;
const rows: FinancialRow[] = [
  ...Array.from({ length: COUNT }, (_, i) => ({
    JobId: 70_000 + i,
    Builder: `Builder ${String(i + 1)}`,
    JobSite: `Site ${String(i + 1)}`,
    LotCode: String(2000 + i),
    IsJobCompleted: i % 2 === 0,
    InvoiceStatusId: null,
    Revenue: 1000 + i,
    MaterialCost: 300,
    LaborCost: 200,
    Cost: 500,
    Profit: 500 + i,
    ProfitPercentage: 50,
    IsGutterStatistics: false,
  })),
  {
    JobId: 0,
    Builder: 'Gutter statistics',
    JobSite: '4 jobs with gutters',
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
  },
];
const DEFAULT_HEADERS = [
  'Builder',
  'Job Site',
  'Lot',
  'Completed',
  'Revenue',
  'Material Cost',
  'Labor Cost',
  'Cost',
  'Profit',
  'Profit %',
  'Invoice Status',
];

const signedInAs = (userName: string) => queryClient.setQueryData(authKeys.user(), { userName });

function renderTable() {
  return renderWithProviders(
    <MemoryRouter>
      <FinancialTable
        rows={rows}
        totals={financialTotals(rows)}
        pending={false}
        sort={null}
        onSort={vi.fn()}
        statusName={() => 'Not specified'}
        picker={false}
        back={{ backTo: '/financialReport' }}
        t={i18next.t}
      />
    </MemoryRouter>,
  );
}

const table = () => screen.getByRole('table', { name: 'Profit per job' });
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.replace(/[▲▼↕]/g, '').trim());
/** The cells of the first job row, by column. */
const firstRow = () =>
  within(table())
    .getAllByRole('row')
    .filter((r) => within(r).queryByRole('link'))[0];
const openColumns = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Columns of Profit per job' }));
  return screen.getByRole('list', { name: 'Columns shown, in order' });
};
const menuOrder = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('checkbox')
    .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent);
/** The spacer row below the drawn rows stands for the rest at the row height. */
const expectRowHeight = (height: number) => {
  const drawn = within(table())
    .getAllByRole('row')
    .filter((r) => within(r).queryByRole('link')).length;
  expect(drawn).toBeLessThan(COUNT);
  const spacer = table().querySelector('tbody tr.virtual-spacer:last-child');
  expect(spacer).toHaveStyle({ height: `${(COUNT - drawn) * height}px` });
};

describe('financial report table: Columns menu and Compact rows', () => {
  it('hides, moves and resets columns; the builder cannot be hidden; the invoice status stays last', async () => {
    signedInAs('finance@example.com');
    const user = userEvent.setup();
    renderTable();
    expect(headers()).toEqual(DEFAULT_HEADERS);

    const menu = await openColumns(user);
    // every column but the invoice status, edited in place and held at the right edge
    expect(menuOrder(menu)).toEqual(DEFAULT_HEADERS.slice(0, -1));
    expect(within(menu).getByRole('checkbox', { name: 'Builder' })).toBeDisabled();
    expect(within(menu).getByRole('checkbox', { name: 'Builder' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Reset to default' })).toBeDisabled();

    await user.click(within(menu).getByRole('checkbox', { name: 'Job Site' }));
    await user.click(within(menu).getByRole('checkbox', { name: 'Material Cost' }));
    expect(headers()).toEqual([
      'Builder',
      'Lot',
      'Completed',
      'Revenue',
      'Labor Cost',
      'Cost',
      'Profit',
      'Profit %',
      'Invoice Status',
    ]);
    expect(within(table()).queryByText('Site 1')).not.toBeInTheDocument();

    // moved by pointer, then by keyboard: Profit before Cost, then before Labor Cost
    await user.click(within(menu).getByRole('button', { name: 'Move Profit earlier' }));
    within(menu).getByRole('button', { name: 'Move Profit earlier' }).focus();
    await user.keyboard('{Enter}');
    expect(headers()).toEqual([
      'Builder',
      'Lot',
      'Completed',
      'Revenue',
      'Profit',
      'Labor Cost',
      'Cost',
      'Profit %',
      'Invoice Status',
    ]);
    // the cells follow their headers, the totals and summary rows too
    const cells = within(firstRow()).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      '2000',
      'Yes',
      '$1,000.00',
      '$500.00',
      '$200.00',
      '$500.00',
      formatPercent(50),
      'Not specified',
    ]);
    const totals = within(table()).getByText(`Totals (${COUNT})`).closest('tr')!;
    expect(within(totals).getAllByRole('cell')).toHaveLength(headers().length - 2);
    expect(totals).toHaveTextContent('$54,950.00');
    const summary = within(table()).getByText('Summary').closest('tr')!;
    expect(summary).toHaveTextContent('Gutter statistics: 4 jobs with gutters');

    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    expect(headers()).toEqual(DEFAULT_HEADERS);
    expect(localStorage.getItem(tablePrefsKey('finance@example.com', FINANCIAL_TABLE_ID))).toBeNull();
  });

  it('Compact: rows of the compact height for the virtual body; remembered with the columns per user', async () => {
    signedInAs('finance@example.com');
    const user = userEvent.setup();
    const first = renderTable();
    const box = screen.getByRole('region', { name: 'Profit per job' });
    expect(box).not.toHaveClass('financial-table-compact');
    expectRowHeight(FINANCIAL_ROW_HEIGHT);

    await user.click(screen.getByRole('switch', { name: 'Compact rows in Profit per job' }));
    expect(box).toHaveClass('financial-table-compact');
    expectRowHeight(FINANCIAL_COMPACT_ROW_HEIGHT);
    const menu = await openColumns(user);
    await user.click(within(menu).getByRole('checkbox', { name: 'Completed' }));
    await user.click(within(menu).getByRole('button', { name: 'Move Lot earlier' }));
    const chosen = headers();
    expect(chosen.slice(0, 3)).toEqual(['Builder', 'Lot', 'Job Site']);
    expect(chosen).not.toContain('Completed');
    first.unmount();

    // the next visit: the same shape and density
    const second = renderTable();
    expect(headers()).toEqual(chosen);
    expect(screen.getByRole('switch', { name: 'Compact rows in Profit per job' })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Profit per job' })).toHaveClass('financial-table-compact');
    expectRowHeight(FINANCIAL_COMPACT_ROW_HEIGHT);
    second.unmount();

    // another user of the same browser: the default
    signedInAs('admin@example.com');
    const other = renderTable();
    expect(headers()).toEqual(DEFAULT_HEADERS);
    expect(screen.getByRole('switch', { name: 'Compact rows in Profit per job' })).not.toBeChecked();
    expectRowHeight(FINANCIAL_ROW_HEIGHT);
    other.unmount();

    // back to the roomy rows: the virtual body takes the full height again
    signedInAs('finance@example.com');
    renderTable();
    await user.click(screen.getByRole('switch', { name: 'Compact rows in Profit per job' }));
    expectRowHeight(FINANCIAL_ROW_HEIGHT);
    expect(headers()).toEqual(chosen);
  });
});
