import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Download, Locator, Page } from '@playwright/test';
import { allowTime, expect, expectNoSeriousA11yViolations, signIn, test, type MockWindow } from './fixtures';

/*
 * Export to Excel of what a list shows (issue 24 §4): the columns and headers shown, every row of the current
 * filters and sort (all pages), typed cells, a dated file name.
 */

const today = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

async function readSheet(download: Download) {
  const book = new ExcelJS.Workbook();
  const bytes = await readFile((await download.path())!);
  await book.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const sheet = book.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheet, rows };
}

/** The headers a table shows (the sort arrows and the hidden "Actions" of the row buttons left out). */
async function shownHeaders(table: Locator): Promise<string[]> {
  const texts = await table.getByRole('columnheader').allInnerTexts();
  return texts.map((t) => t.replace(/[▲▼↕]/g, '').trim()).filter((t) => t && t !== 'Actions');
}

/** N of "Showing x to y of N entries" (the nth table's on the page). */
async function entryCount(page: Page, nth = 0): Promise<number> {
  const info = page.getByText(/^Showing \d+ to \d+ of \d+ entries/).nth(nth);
  await expect(info).not.toHaveText(/of 0 entries/, { timeout: 30_000 });
  return Number(/of (\d+) entries/.exec((await info.textContent()) ?? '')![1]);
}

/** No serious axe violations in the tables' toolbars (quick enough to run while an export is under way). */
const expectAccessibleToolbars = (page: Page) =>
  expectNoSeriousA11yViolations(page, { include: '.data-table > :first-child' });

const mmddyyyy = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;

test.describe('Export to Excel', () => {
  test('finance exports the job dashboard with a filter and a sort: every matching row, the columns shown', async ({
    page,
  }) => {
    allowTime(180_000);
    await signIn(page, 'finance');
    await page.goto('/jobs/report?status=Incomplete');
    const table = page.getByRole('table', { name: 'Job dashboard' });
    await expect(table.getByRole('row').nth(1)).toContainText(/\S/, { timeout: 30_000 });
    await table.getByRole('button', { name: 'Lot Group Code' }).click();
    await expect(page).toHaveURL(/sort=LotGroupCode/);
    const count = await entryCount(page);
    expect(count).toBeGreaterThan(25); // more than the table's page: the export takes every page
    // Status starts hidden on a laptop-wide window: shown from the Columns menu, it is exported too
    await page.getByRole('button', { name: 'Columns of Job dashboard' }).click();
    const list = page.getByRole('list', { name: 'Columns shown, in order' });
    await list.getByRole('checkbox', { name: 'Status', exact: true }).check();
    await page.keyboard.press('Escape');
    await expect(table.getByRole('columnheader', { name: 'Status', exact: true })).toBeVisible();
    const headers = await shownHeaders(table);
    const firstPage = await table.getByRole('row').allInnerTexts();

    // a slow answer shows the progress and the cancel; cancelling saves nothing. Every call of the table's source
    // is slow (two minutes) until the cancel: on a loaded machine the axe check below can take longer than a short
    // delay, and the export would finish before the cancel
    await page.evaluate(() =>
      (window as unknown as MockWindow).__mockApi.slow('POST', /\/api\/jobs\/datatables$/, 120_000),
    );
    const exportButton = page.getByRole('button', { name: 'Export to Excel' });
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await exportButton.click();
    await expect(page.getByRole('status').filter({ hasText: 'Exporting…' })).toBeVisible();
    await expect(exportButton).toBeDisabled();
    await expectAccessibleToolbars(page);
    await page.getByRole('button', { name: 'Cancel export' }).click();
    await page.evaluate(() => (window as unknown as MockWindow).__mockApi.clear());
    await expect(exportButton).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Cancel export' })).toHaveCount(0);

    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    expect(downloads).toBe(1);
    expect(download.suggestedFilename()).toBe(`jobs-dashboard-${today()}.xlsx`);
    const { sheet, rows } = await readSheet(download);
    expect(sheet.name).toBe('Job dashboard');
    expect(rows[0]).toEqual(headers);
    expect(rows.length - 1).toBe(count);

    const column = (name: string) => headers.indexOf(name);
    const data = rows.slice(1);
    // the filter: only incomplete jobs; the sort: by lot group code, as the table's first page
    expect(data.every((r) => r[column('Status')] === 'Incomplete')).toBe(true);
    const lots = data.map((r) => String(r[column('Lot Group Code')] ?? ''));
    for (let i = 1; i <= 25; i++) expect(firstPage[i]).toContain(lots[i - 1]);
    // dates are real dates, shown as the table shows them
    const start = data.find((r) => r[column('Start Date')] instanceof Date)?.[column('Start Date')] as Date;
    expect(start).toBeInstanceOf(Date);
    await expect(table).toContainText(mmddyyyy(start));
    expect(sheet.getRow(2).getCell(column('Start Date') + 1).numFmt).toBe('mm/dd/yyyy');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    await expectNoSeriousA11yViolations(page);
  });

  test('a subcontractor exports their work logs: the shown columns, money as numbers', async ({ page }) => {
    await signIn(page, 'subcontractor');
    await page.goto('/workLogs');
    const table = page.getByRole('table', { name: 'Work logs' });
    await expect(table.getByRole('row').nth(1)).toContainText(/\S/, { timeout: 30_000 });
    const count = await entryCount(page, 0);
    const headers = await shownHeaders(table);
    await expectNoSeriousA11yViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to Excel' }).first().click(),
    ]);
    expect(download.suggestedFilename()).toBe(`work-logs-${today()}.xlsx`);
    const { rows } = await readSheet(download);
    expect(rows[0]).toEqual(headers);
    expect(rows.length - 1).toBe(count);
    const requested = headers.indexOf('Requested Amount');
    expect(requested).toBeGreaterThanOrEqual(0);
    const amounts = rows.slice(1).map((r) => r[requested]);
    expect(amounts.some((a) => typeof a === 'number')).toBe(true);
    expect(amounts.every((a) => a === undefined || typeof a === 'number')).toBe(true);
    // what the table shows for its first row, money included
    const shownFirst = await table.getByRole('row').nth(1).innerText();
    const firstAmount = rows[1][requested];
    if (typeof firstAmount === 'number')
      expect(shownFirst).toContain(
        `$${firstAmount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
      );
  });
});
