import { mkdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures';

/** The building-blocks gallery (/dev/parts, development and test builds only), signed in as admin. */
async function openGallery(page: Page) {
  await signIn(page, 'admin');
  await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible();
  await page.goto('/dev/parts');
  await expect(page.getByRole('heading', { name: 'Building blocks', level: 1 })).toBeVisible();
}

/** The texts of one column of a table's body rows. */
function columnTexts(table: Locator, index: number): Promise<string[]> {
  return table
    .getByRole('row')
    .evaluateAll(
      (rows, i) => rows.slice(1).map((row) => (row as HTMLTableRowElement).cells[i]?.textContent ?? ''),
      index,
    );
}

/** The mock sorts text as the server does: natural order, case-insensitive. */
const byText = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
const isSorted = (list: string[], dir: 1 | -1) =>
  list.every((v, i) => i === 0 || dir * byText(list[i - 1], v) <= 0);

const MB = 1024 * 1024;

test.describe('building blocks gallery', () => {
  test.beforeEach(async ({ page }) => openGallery(page));

  test('the upload dialog refuses a file over 50MB, clears it and keeps Save disabled', async ({
    page,
  }, testInfo) => {
    // Playwright takes buffers below 50MB only: the over-limit file is written to disk (sparse, so quick).
    const huge = testInfo.outputPath('huge-plan.pdf');
    mkdirSync(testInfo.outputDir, { recursive: true });
    writeFileSync(huge, '');
    truncateSync(huge, 50 * MB + 1);

    await page.getByRole('button', { name: 'Upload a file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload attachment' });
    const save = dialog.getByRole('button', { name: 'Save' });
    const input = dialog.getByLabel('File', { exact: true });
    await expect(save).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await input.setInputFiles({ name: 'small.txt', mimeType: 'text/plain', buffer: Buffer.from('ok') });
    await expect(save).toBeEnabled();

    await input.setInputFiles(huge);
    const alert = page.getByRole('dialog', { name: 'File size exceeded' });
    await expect(alert).toContainText('Max upload size exceeded the maximum allowed size is 50MB');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toBeHidden();
    await expect(input).toHaveValue('');
    expect(await input.evaluate((el) => (el as HTMLInputElement).files?.length ?? 0)).toBe(0);
    await expect(save).toBeDisabled();
    await expect(dialog).toBeVisible();
    rmSync(huge);
  });

  test('an uploaded file survives a page reload; "Reset demo data" forgets it', async ({ page }) => {
    await page.getByRole('button', { name: 'Upload a file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload attachment' });
    await dialog.getByLabel('File', { exact: true }).setInputFiles({
      name: 'punch-list.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Caulk the rear door trim.'),
    });
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/upload'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    const { fileRecord } = (await (await answer).json()) as { fileRecord: { FileUrl: string } };
    await page.getByRole('dialog', { name: 'Upload complete' }).getByRole('button', { name: 'OK' }).click();

    const fetchFile = (url: string) =>
      page.evaluate(async (u) => {
        const res = await fetch(u, {
          headers: { Authorization: `Bearer ${localStorage.getItem('AuthToken')}` },
        });
        return { status: res.status, text: res.ok ? await res.text() : '' };
      }, url);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Building blocks', level: 1 })).toBeVisible();
    expect(await fetchFile(fileRecord.FileUrl)).toEqual({ status: 200, text: 'Caulk the rear door trim.' });

    await page.getByRole('button', { name: 'Reset demo data' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await openGallery(page);
    expect((await fetchFile(fileRecord.FileUrl)).status).toBe(404);
  });

  test('uploads a small file, shows it in the viewer, replaces it, and downloads a kind the browser cannot show', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Upload a file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload attachment' });
    await dialog.getByLabel('File', { exact: true }).setInputFiles({
      name: 'site-notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Gate code 4412.'),
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    const done = page.getByRole('dialog', { name: 'Upload complete' });
    await expect(done).toContainText('File uploaded successfully');
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    const uploaded = page.getByRole('table', { name: 'Uploaded files' });
    await expect(uploaded.getByRole('row', { name: /site-notes\.txt/ })).toBeVisible();

    // A text file opens in the viewer, fetched with the sign-in header.
    await page.getByRole('button', { name: 'View site-notes.txt' }).click();
    const viewer = page.getByRole('dialog', { name: 'site-notes.txt' });
    await expect(viewer.getByRole('button', { name: 'Download' })).toBeVisible();
    await expect(viewer.frameLocator('iframe').locator('body')).toContainText('Gate code 4412.');
    await viewer.getByRole('button', { name: 'Close' }).first().click();
    await expect(viewer).toBeHidden();

    // Edit mode: no multiple choice, Save allowed without a new file; a new file replaces the old one.
    await page.getByRole('button', { name: 'Replace site-notes.txt' }).click();
    const replace = page.getByRole('dialog', { name: 'Replace site-notes.txt' });
    await expect(replace).toContainText('Current file: site-notes.txt');
    await expect(replace.getByLabel('File', { exact: true })).not.toHaveAttribute('multiple', '');
    await expect(replace.getByRole('button', { name: 'Save' })).toBeEnabled();
    await replace.getByLabel('File', { exact: true }).setInputFiles({
      name: 'estimate.docx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('DOCX'),
    });
    await replace.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Upload complete' }).getByRole('button', { name: 'OK' }).click();
    await expect(uploaded.getByRole('row', { name: /estimate\.docx/ })).toBeVisible();
    await expect(uploaded.getByRole('row', { name: /site-notes\.txt/ })).toHaveCount(0);

    // A .docx is not shown in a dialog: it is downloaded under its name.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'View estimate.docx' }).click();
    expect((await download).suggestedFilename()).toBe('estimate.docx');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the data table pages, sorts (the rows change order), and opens a row in a new tab', async ({
    page,
    context,
  }) => {
    const table = page.getByRole('table', { name: 'Sample jobs' });
    await expect(table.getByRole('row')).toHaveCount(11);
    const addresses = () => columnTexts(table, 3);
    const before = await addresses();
    expect(isSorted(before, 1)).toBe(false);

    await table.getByRole('button', { name: 'Address' }).click();
    await expect(page).toHaveURL(/sort=Address&dir=asc/);
    await expect(table.getByRole('columnheader', { name: 'Address' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect.poll(async () => isSorted(await addresses(), 1)).toBe(true);
    const ascending = await addresses();
    expect(ascending).not.toEqual(before);

    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(async () => (await addresses())[0]).not.toBe(ascending[0]);
    const second = await addresses();
    expect(isSorted(second, 1)).toBe(true);
    expect(byText(ascending[ascending.length - 1], second[0])).toBeLessThanOrEqual(0);

    await table.getByRole('button', { name: 'Address' }).click();
    await expect(page).toHaveURL(/dir=desc/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(table.getByRole('columnheader', { name: 'Address' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect.poll(async () => isSorted(await addresses(), -1)).toBe(true);
    expect(await addresses()).not.toEqual(ascending);

    const popup = context.waitForEvent('page');
    await table
      .getByRole('row')
      .nth(1)
      .click({ modifiers: ['Control'] });
    const opened = await popup;
    await expect(opened).toHaveURL(/\/jobs\/\d+/);
    await expect(page).toHaveURL(/\/dev\/parts/);
  });

  test('the filter panel follows the URL on back and forward', async ({ page }) => {
    const filters = page.getByRole('button', { name: 'Job filters' });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await filters.click();
    const address = page.getByLabel('Address', { exact: true });
    await address.fill('Meadow');
    await address.press('Enter');
    await expect(page).toHaveURL(/address=Meadow/);
    await page.goBack();
    await expect(page).not.toHaveURL(/address=/);
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await page.goForward();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(address).toHaveValue('Meadow');
  });

  test('the gallery has no serious accessibility violations and looks right', async ({ page }) => {
    await expect(page.getByRole('table', { name: 'Sample jobs' }).getByRole('row')).toHaveCount(11);
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
    await expect(page).toHaveURL(/\/dev\/parts\/overview$/);
    await expectNoSeriousA11yViolations(page);
    mkdirSync('/tmp/shots', { recursive: true });
    await page.screenshot({ path: '/tmp/shots/gallery.png', fullPage: true });
  });
});
