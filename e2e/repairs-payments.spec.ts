import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import {
  allowTime,
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  fillDate,
  signIn,
  test,
} from './fixtures';

/* Repair orders, payments, job files and the two reports (issue 13). Each test has its own browser and demo data. */

const JOB = 1001; // the seed's first job (no lots)

async function pick(page: Page, scope: Locator | Page, label: string | RegExp, option: string | RegExp) {
  await scope.getByLabel(label).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function signedIn(page: Page, account: string) {
  await signIn(page, account);
  await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible({ timeout: 30_000 });
}

/** The cells of a worksheet's rows as plain values (the first cell of a row first). */
function sheetRows(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as unknown[];
    rows.push(values.slice(1));
  });
  return rows;
}

const money = (text: string) => Number(text.replace(/[$,]/g, ''));

test.describe('repair orders', () => {
  test('staff creates a repair order with an attachment, completes it, finds it, sets its invoice status and exports the report', async ({
    page,
  }) => {
    allowTime(180_000);
    const detail = `Gutter seam leaking over garage ${Date.now() % 100000}`;
    await signedIn(page, 'staff');
    await page.goto(`/jobs/${JOB}/repairOrder`);
    await expect(page.getByRole('table', { name: 'Repair orders of this job' })).toBeVisible({
      timeout: 30_000,
    });
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Create Repair Order' }).click();
    await expect(page.getByRole('heading', { name: 'Create Repair Order' })).toBeVisible();
    await page.getByLabel('Details', { exact: true }).fill(detail);
    await pick(page, page, 'Mechanic', /Rivera/);
    await fillDate(page.getByLabel(/^Request Date/), '05/14/2026');
    await page.getByLabel('PO Amount').fill('240');
    await page.getByLabel('Received Amount').fill('180');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Upload Attachments' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Attachments' });
    await upload.getByLabel('Files').setInputFiles([
      {
        name: 'gutter-before.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Photo notes: seam split 3 ft'),
      },
    ]);
    await upload.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Upload complete' }).getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('button', { name: 'Download gutter-before.txt' })).toBeVisible();

    await expectToast(page, 'Repair order saved successfully', () =>
      page.getByRole('button', { name: 'Save', exact: true }).click(),
    );
    await expect(page).toHaveURL(/\/repairOrder\/edit\/\d+$/);
    const orderId = Number(/edit\/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByRole('button', { name: 'Download gutter-before.txt' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

    await expectToast(page, 'Repair order saved successfully', () =>
      page.getByRole('button', { name: 'Mark as complete and save' }).click(),
    );
    await expect(page.getByRole('button', { name: 'Mark as complete and save' })).toBeHidden();
    await expect(page.getByText('Completed', { exact: true })).toBeVisible();

    // the global list, by filters: builder, created today, completed
    await page.goto('/repairOrders');
    await expect(page.getByRole('table', { name: 'Repair orders' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Filters' }).click();
    await pick(page, page, 'Builder', 'Brookfield Ridge Homes');
    await page.getByRole('group', { name: 'Created date' }).getByLabel('Range').selectOption('Today');
    await page.getByLabel('Status', { exact: true }).selectOption('Completed');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/RepairStatus=Completed/);
    await expect(page).toHaveURL(/BuilderId=1/);
    const row = page.getByRole('row', { name: new RegExp(detail) });
    await expect(row).toBeVisible();
    await expect(row.getByText('Completed')).toBeVisible();
    await expectToast(page, 'Invoice status saved successfully', () =>
      pick(page, row, /Invoice status of the repair order/, 'Paid'),
    );
    await expectNoSeriousA11yViolations(page);

    // report mode with the same filters: the export holds exactly the filtered rows and the totals
    const query = new URL(page.url()).search;
    await page.goto(`/repairOrdersReport${query}`);
    const report = page.getByRole('table', { name: 'Repair orders' });
    // report mode shows PO amount, received amount and invoice status (no details): the new order is the $240.00 one
    await expect(report.getByRole('row').filter({ hasText: '$240.00' })).toContainText('Paid', {
      timeout: 30_000,
    });
    const totalsText = await page.getByText(/^Totals of \d+ repair orders$/).textContent();
    const count = Number(/(\d+)/.exec(totalsText ?? '')![1]);
    const totalPo = money((await page.getByTestId('total-po').textContent()) ?? '');
    await expectNoSeriousA11yViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('RepairOrdersReport.xlsx');
    const book = new ExcelJS.Workbook();
    const bytes = await readFile((await download.path())!);
    await book.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    const rows = sheetRows(book.worksheets[0]);
    const header = rows.findIndex((r) => r[0] === 'Builder');
    const totals = rows.findIndex((r) => r[0] === 'Totals');
    expect(totals - header - 1).toBe(count);
    const data = rows.slice(header + 1, totals);
    expect(data.some((r) => r.includes(detail))).toBe(true);
    const poColumn = (rows[header] as string[]).indexOf('PO Amount');
    expect(Number(rows[totals][poColumn])).toBeCloseTo(totalPo, 2);
    expect(data.every((r) => r[(rows[header] as string[]).indexOf('Status')] === 'Completed')).toBe(true);
    expect(orderId).toBeGreaterThan(0);
  });
});

test.describe('payments and the financial report', () => {
  test('finance adds a builder payment and a backcharge and sees the job’s profit change', async ({
    page,
  }) => {
    allowTime(150_000);
    await signedIn(page, 'finance');
    const reportUrl = '/financialReport?StartDate=2000-01-01&EndDate=2100-12-31';
    await page.goto(reportUrl);
    const table = page.getByRole('table', { name: 'Profit per job' });
    await expect(table.getByText(/^Totals \(\d+\)$/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('img', { name: /Bar chart of the profit/ })).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);

    const lot = (await table.locator('tbody tr').first().getByRole('link').textContent())!;
    const row = table.locator('tbody tr').filter({ has: page.getByRole('link', { name: lot, exact: true }) });
    const profitBefore = money((await row.locator('td').nth(7).textContent())!.replace('Loss', ''));
    await row.getByRole('link', { name: lot, exact: true }).click();
    await expect(page).toHaveURL(/\/paymentDetail$/);
    await expect(page.getByRole('table', { name: 'Payment records' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Add Builder Payment' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Payment Record' });
    await dialog.getByLabel(/Record Type/).selectOption('BuilderPayment');
    await dialog.getByLabel(/Description/).fill('Change order payment - check 5521');
    await dialog.getByLabel('Amount').fill('1000');
    await expectNoSeriousA11yViolations(page);
    await expectToast(page, 'Payment record saved successfully', () =>
      dialog.getByRole('button', { name: 'Save' }).click(),
    );

    await page.getByRole('button', { name: 'Add Record' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Payment Record' });
    await dialog.getByLabel(/Record Type/).selectOption('Backcharge');
    await dialog.getByLabel(/Description/).fill('Backcharge - touch-up paint by builder');
    await dialog.getByLabel('Amount').fill('200');
    await expectToast(page, 'Payment record saved successfully', () =>
      dialog.getByRole('button', { name: 'Save' }).click(),
    );
    const builderGrid = page.getByRole('table', { name: 'Backcharges and builder payments' });
    await expect(builderGrid.getByText('Change order payment - check 5…')).toBeVisible();
    await expect(builderGrid.getByText('$1,000.00', { exact: true })).toBeVisible();
    await expect(builderGrid.getByText('-$200.00', { exact: true })).toBeVisible();

    await page.goto(reportUrl);
    await expect(table.getByText(/^Totals \(\d+\)$/)).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(async () => money((await row.locator('td').nth(7).textContent())!.replace('Loss', '')))
      .toBeCloseTo(profitBefore + 800, 2);
  });

  test('finance narrows the financial report to one job site; data, print and export carry its JobSiteId', async ({
    page,
  }) => {
    allowTime(150_000);
    await signedIn(page, 'finance');
    await page.goto('/financialReport?StartDate=2000-01-01&EndDate=2100-12-31');
    const table = page.getByRole('table', { name: 'Profit per job' });
    await expect(table.getByText(/^Totals \(\d+\)$/)).toBeVisible({ timeout: 30_000 });
    const first = table.locator('tbody tr').first();
    const builder = (await first.locator('th').textContent())!.trim();
    const site = (await first.locator('td').first().textContent())!.trim();
    const sites = new Set(
      (await table.locator('tbody tr td:first-of-type').allTextContents()).map((t) => t.trim()),
    );
    expect(sites.size).toBeGreaterThan(1);

    const toggle = page.getByRole('button', { name: /Filters/ });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const builderInput = page.getByLabel('Builder', { exact: true });
    await builderInput.click();
    await builderInput.fill(builder.slice(0, 6));
    await page.getByRole('option', { name: builder, exact: true }).click();
    const siteInput = page.getByLabel('Job Site', { exact: true });
    await siteInput.click();
    await siteInput.fill(site.slice(0, 4));
    await page.getByRole('option', { name: site, exact: true }).click();
    await expectNoSeriousA11yViolations(page);
    const data = page.waitForRequest(
      (r) => r.url().endsWith('/api/jobPayments/all') && r.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Search' }).click();
    const body = (await data).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ JobSiteName: site });
    expect(body.JobSiteId).toEqual(expect.any(Number));
    await expect(page).toHaveURL(new RegExp(`JobSiteId=${String(body.JobSiteId)}`));
    // the job rows (each with its lot link; the gutter summary row has none) are those of that job site
    const jobRows = table.locator('tbody tr').filter({ has: page.getByRole('link') });
    await expect
      .poll(
        async () =>
          new Set((await jobRows.locator('td:first-of-type').allTextContents()).map((t) => t.trim())),
      )
      .toEqual(new Set([site]));

    const printed = page.waitForRequest((r) => r.url().endsWith('/api/jobPayments/print'));
    await page.getByRole('button', { name: 'Print' }).click();
    expect((await printed).postDataJSON()).toMatchObject({ JobSiteId: body.JobSiteId, JobSiteName: site });
    const exported = page.waitForRequest((r) => r.url().endsWith('/api/jobPayments/exportToExcel'));
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    expect((await exported).postDataJSON()).toMatchObject({ JobSiteId: body.JobSiteId, JobSiteName: site });
  });

  test('a user without CanCreateBackcharge is not offered Backcharge', async ({ page }) => {
    await signedIn(page, 'staff');
    await page.goto(`/jobs/${JOB}/paymentDetail`);
    await page.getByRole('button', { name: 'Add Record' }).click();
    const types = page.getByRole('dialog', { name: 'Add Payment Record' }).getByLabel(/Record Type/);
    await expect(types.getByRole('option', { name: 'Material Cost' })).toBeAttached();
    await expect(types.getByRole('option', { name: 'Backcharge' })).toHaveCount(0);
  });
});

test.describe('job files', () => {
  test('staff uploads files, views one and deletes it', async ({ page }) => {
    allowTime(120_000);
    await signedIn(page, 'staff');
    await page.goto(`/jobs/${JOB}/files`);
    await expect(page.getByRole('table', { name: 'Contracts & POs' })).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Site Photos' }).click();
    const table = page.getByRole('table', { name: 'Site Photos' });
    await expect(table).toBeVisible();

    await page.getByRole('button', { name: 'Upload Files' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Files' });
    await dialog.getByLabel('Files').setInputFiles([
      {
        name: 'rear-wall.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Rear wall: two cracked panels.'),
      },
      {
        name: 'punch-list.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Punch list: caulk, J-channel.'),
      },
    ]);
    await dialog.getByLabel('Comment').fill('After the storm');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Upload complete' }).getByRole('button', { name: 'OK' }).click();
    await expect(table.getByRole('button', { name: 'rear-wall.txt', exact: true })).toBeVisible();
    await expect(table.getByRole('button', { name: 'punch-list.txt', exact: true })).toBeVisible();

    await table.getByRole('button', { name: 'rear-wall.txt', exact: true }).click();
    const viewer = page.getByRole('dialog', { name: 'rear-wall.txt' });
    await expect(viewer.getByRole('button', { name: 'Download' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      viewer.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(await readFile((await download.path())!, 'utf8')).toContain('two cracked panels');
    await viewer.getByRole('button', { name: 'Close' }).first().click();

    await table.getByRole('button', { name: 'Delete rear-wall.txt' }).click();
    await expectToast(page, 'Attachment deleted successfully', () =>
      page.getByRole('button', { name: 'Yes' }).click(),
    );
    await expect(table.getByRole('button', { name: 'rear-wall.txt', exact: true })).toHaveCount(0);
    await expect(table.getByRole('button', { name: 'punch-list.txt', exact: true })).toBeVisible();
  });
});
