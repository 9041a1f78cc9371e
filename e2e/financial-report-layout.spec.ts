import type { Locator, Page } from '@playwright/test';
import { allowTime, expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures';

/*
 * The financial report on a laptop (issue 24 §3) and over a long range (issue 27 §3): its table fits the pane of a
 * 1366×768 screen with the side menu open, draws only the rows of its scroll box, keeps the header row, the totals,
 * the builder column and the invoice status column in view; its user shapes it with the shared Columns menu and
 * Compact switch (issue 24 §1–§2), remembered on the next visit.
 */

const SHOTS = 'shots';
const FULL_RANGE = '/financialReport?StartDate=2000-01-01&EndDate=2100-12-31';
const ROW_HEIGHT = 47;
const COMPACT_ROW_HEIGHT = 31;
const TABLE = 'Profit per job';

async function openReport(page: Page, url: string) {
  await signIn(page, 'finance');
  await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible({ timeout: 30_000 });
  await page.goto(url);
  const table = page.getByRole('table', { name: 'Profit per job' });
  await expect(table.getByText(/^Totals \(\d+\)$/)).toBeVisible({ timeout: 30_000 });
  // the rows' invoice status pickers come after the first paint
  await expect(table.getByLabel(/^Invoice status of lot /).first()).toBeVisible({ timeout: 30_000 });
  return { table, box: page.getByRole('region', { name: 'Profit per job' }) };
}

/** scrollWidth and clientWidth of the page and of an element. */
async function widths(page: Page, element: Locator) {
  const own = await element.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  const doc = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  return { own, doc };
}

const rect = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height };
  });

test.describe('financial report layout', () => {
  test('fits a 1366×768 pane with the side menu open, rows of one height, header and totals in view', async ({
    page,
  }) => {
    allowTime(120_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    // the default range (last 30 days) first: the report as a user opens it
    const { table, box } = await openReport(page, '/financialReport');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    let w = await widths(page, box);
    expect(w.doc.scroll).toBeLessThanOrEqual(w.doc.client);
    expect(w.own.scroll).toBeLessThanOrEqual(w.own.client);
    await page.screenshot({ path: `${SHOTS}/financial-report-1366-default.png` });

    // every row of the demo's history: still fits, and the body draws a window of rows of one height
    await page.goto(FULL_RANGE);
    await expect(table.getByText(/^Totals \(\d+\)$/)).toBeVisible({ timeout: 30_000 });
    await expect(table.getByLabel(/^Invoice status of lot /).first()).toBeVisible({ timeout: 30_000 });
    w = await widths(page, box);
    expect(w.doc.scroll).toBeLessThanOrEqual(w.doc.client);
    expect(w.own.scroll).toBeLessThanOrEqual(w.own.client);
    const jobRows = table.locator('tbody tr').filter({ has: page.getByRole('link') });
    const heights = await jobRows.evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height));
    expect(new Set(heights)).toEqual(new Set([ROW_HEIGHT]));
    const count = Number((await table.getByText(/^Totals \(\d+\)$/).textContent())!.match(/\d+/)![0]);
    expect(await table.getAttribute('aria-rowcount')).toBe(String(count + 3));

    // the page scrolled to the table, then the box scrolled: the header row and the totals stay in view
    await box.scrollIntoViewIfNeeded();
    await box.evaluate((el) => el.scrollTo({ top: el.scrollHeight / 2 }));
    const header = table.locator('thead tr');
    const totals = table.getByText(/^Totals \(\d+\)$/);
    await expect
      .poll(async () => Math.round((await rect(header)).top - (await rect(box)).top))
      .toBeLessThanOrEqual(1);
    expect((await rect(totals)).bottom).toBeLessThanOrEqual((await rect(box)).bottom + 1);
    await expect(jobRows.first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/financial-report-1366-scrolled.png` });

    // scrolling down draws the rows ahead of the box's window, not those it leaves (no more than the one row partly
    // under the sticky header row); once the box stands still, the rows above the window are drawn again
    const firstRowUnderHeader = () =>
      box.evaluate((el) => {
        const first = el.querySelector('tbody tr:not(.virtual-spacer)')!.getBoundingClientRect().top;
        return Math.round(el.querySelector('thead')!.getBoundingClientRect().bottom - first);
      });
    await box.evaluate((el) => el.scrollTo({ top: 0 }));
    await expect.poll(firstRowUnderHeader).toBeLessThanOrEqual(0);
    const whileScrolling = await box.evaluate(async (el, rowHeight) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const under = () =>
        el.querySelector('thead')!.getBoundingClientRect().bottom -
        el.querySelector('tbody tr:not(.virtual-spacer)')!.getBoundingClientRect().top;
      const found: number[] = [];
      for (let step = 0; step < 5; step += 1) {
        el.scrollTop += 3 * rowHeight;
        await frame();
        await frame();
        found.push(under());
      }
      return Math.round(Math.min(...found));
    }, ROW_HEIGHT);
    expect(whileScrolling).toBeLessThan(ROW_HEIGHT);
    await expect.poll(firstRowUnderHeader).toBeGreaterThanOrEqual(ROW_HEIGHT);

    // sorting by profit orders every row: the first row drawn has the lowest profit of all
    await box.evaluate((el) => el.scrollTo({ top: 0 }));
    await table.getByRole('button', { name: /^Profit\b(?! %)/ }).click();
    await expect(page).toHaveURL(/sort=Profit&dir=asc/);
    await expect(table.getByRole('columnheader', { name: /^Profit\b(?! %)/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(jobRows.first().getByText('Loss')).toBeVisible();

    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: `${SHOTS}/financial-report-1920.png` });
  });

  test('a pane narrower than the table scrolls sideways with the builder and invoice status in view', async ({
    page,
  }) => {
    allowTime(120_000);
    await page.setViewportSize({ width: 1024, height: 768 });
    const { table, box } = await openReport(page, FULL_RANGE);
    const w = await widths(page, box);
    // the page itself never scrolls sideways: the table's box does
    expect(w.doc.scroll).toBeLessThanOrEqual(w.doc.client);
    expect(w.own.scroll).toBeGreaterThan(w.own.client);
    await box.scrollIntoViewIfNeeded();
    await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth / 2 }));
    const row = table
      .locator('tbody tr')
      .filter({ has: page.getByRole('link') })
      .first();
    const boxRect = await rect(box);
    await expect
      .poll(async () => Math.round((await rect(row.locator('th'))).left - boxRect.left))
      .toBeLessThanOrEqual(1);
    const status = row.getByLabel(/^Invoice status of lot /);
    expect((await rect(status)).right).toBeLessThanOrEqual(boxRect.right);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/financial-report-1024-sideways.png` });
  });

  test('the Columns menu and Compact switch shape the report, remembered on the next visit', async ({
    page,
  }) => {
    allowTime(150_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    const { table, box } = await openReport(page, FULL_RANGE);
    const jobRows = table.locator('tbody tr').filter({ has: page.getByRole('link') });
    const headers = async () =>
      (await table.locator('thead th').allTextContents()).map((h) => h.replace(/[▲▼↕]/g, '').trim());

    // the menu by keyboard: the builder cannot be hidden; axe on the open menu
    const toggle = page.getByRole('button', { name: `Columns of ${TABLE}` });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('list', { name: 'Columns shown, in order' });
    await expect(list).toBeVisible();
    await expect(list.getByRole('checkbox', { name: 'Builder' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/financial-report-columns-menu.png` });

    // hide Job Site, move Completed later (after Revenue)
    await list.getByRole('checkbox', { name: 'Job Site' }).focus();
    await page.keyboard.press('Space');
    await expect(list.getByRole('checkbox', { name: 'Job Site' })).not.toBeChecked();
    await list.getByRole('button', { name: 'Move Completed later' }).focus();
    await page.keyboard.press('Enter');
    await expect(list.getByRole('button', { name: 'Move Completed later' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    let shown = await headers();
    expect(shown).not.toContain('Job Site');
    expect(shown.indexOf('Revenue')).toBeLessThan(shown.indexOf('Completed'));
    // the invoice status stays the last column, the totals row has one cell per column span
    expect(shown.at(-1)).toBe('Invoice Status');
    const footSpan = await table
      .locator('tfoot tr.financial-totals > *')
      .evaluateAll((cells) => cells.reduce((n, c) => n + ((c as HTMLTableCellElement).colSpan || 1), 0));
    expect(footSpan).toBe(shown.length);

    // compact rows: one smaller height, the virtual body's too
    await page.getByRole('switch', { name: `Compact rows in ${TABLE}` }).click();
    await expect(page.getByRole('switch', { name: `Compact rows in ${TABLE}` })).toBeChecked();
    await expect(table.getByLabel(/^Invoice status of lot /).first()).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(
        async () =>
          new Set(await jobRows.evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height))),
      )
      .toEqual(new Set([COMPACT_ROW_HEIGHT]));
    const count = Number((await table.getByText(/^Totals \(\d+\)$/).textContent())!.match(/\d+/)![0]);
    const spacers = await table
      .locator('tbody tr.virtual-spacer')
      .evaluateAll((rows) => rows.reduce((n, r) => n + r.getBoundingClientRect().height, 0));
    expect(spacers + (await jobRows.count()) * COMPACT_ROW_HEIGHT).toBe(count * COMPACT_ROW_HEIGHT);
    let w = await widths(page, box);
    expect(w.doc.scroll).toBeLessThanOrEqual(w.doc.client);
    expect(w.own.scroll).toBeLessThanOrEqual(w.own.client);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/financial-report-1366-compact-shaped.png` });

    // remembered on the next visit, never in the URL
    await page.reload();
    await expect(table.getByText(/^Totals \(\d+\)$/)).toBeVisible({ timeout: 30_000 });
    expect(page.url()).not.toMatch(/JobSite|Completed|compact/i);
    shown = await headers();
    expect(shown).not.toContain('Job Site');
    expect(shown.indexOf('Revenue')).toBeLessThan(shown.indexOf('Completed'));
    await expect(page.getByRole('switch', { name: `Compact rows in ${TABLE}` })).toBeChecked();

    // Reset to default brings the columns back; the density stays as chosen until switched off
    await toggle.click();
    await page.getByRole('button', { name: 'Reset to default' }).click();
    await page.keyboard.press('Escape');
    expect(await headers()).toEqual([
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
    ]);
    await page.goto('/financialReport');
    await expect(table.getByText(/^Totals \(\d+\)$/)).toBeVisible({ timeout: 30_000 });
    await expect(table.getByLabel(/^Invoice status of lot /).first()).toBeVisible({ timeout: 30_000 });
    w = await widths(page, box);
    expect(w.doc.scroll).toBeLessThanOrEqual(w.doc.client);
    expect(w.own.scroll).toBeLessThanOrEqual(w.own.client);
    await page.screenshot({ path: `${SHOTS}/financial-report-1366-compact.png` });
    await page.getByRole('switch', { name: `Compact rows in ${TABLE}` }).click();
    await expect(table.getByLabel(/^Invoice status of lot /).first()).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/financial-report-1366-normal.png` });
  });
});
