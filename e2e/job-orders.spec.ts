import type { Page } from '@playwright/test';
import { allowTime, expect, expectNoSeriousA11yViolations, expectToast, signIn, test } from './fixtures';

/*
 * The job's order tabs (B §2): work order, purchase orders, ARF and gutter orders, with their printed documents.
 * The seed is the same every time: job 1039 (lot 215, lots 215-A and 215-B) has no work order, gutter or ARF order
 * yet; job 1004 (Carrington Builders, Autumn Glen, lot 109) has a work order and three purchase orders.
 */
const NEW_JOB = 1039;
const JOB_WITH_ORDERS = 1004;

async function pick(page: Page, label: string | RegExp, typed: string, option?: string | RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(typed);
  await page
    .getByRole('option', { name: option ?? new RegExp(typed, 'i') })
    .first()
    .click();
}

async function openAsStaff(page: Page, path: string) {
  await signIn(page, 'staff');
  // a cold build on a busy machine may take a while to sign in
  await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible({ timeout: 30_000 });
  await page.goto(path);
}

/** Clicks Print and returns the print window (the document the API printed, decision 12). */
async function printWindow(page: Page, click: () => Promise<void>) {
  const popup = page.waitForEvent('popup');
  await click();
  const win = await popup;
  await win.waitForURL(/^blob:/);
  await win.waitForLoadState();
  return win;
}

test.describe('job orders', () => {
  test('a job’s purchase orders show their PO date and delivery date (A §3)', async ({ page }) => {
    await openAsStaff(page, `/jobs/${JOB_WITH_ORDERS}/purchaseOrder`);
    const table = page.getByRole('table', { name: 'Purchase orders of the job' });
    await expect(table.getByRole('row')).toHaveCount(4, { timeout: 30_000 });
    await expect(table.getByRole('columnheader', { name: 'PO Date' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Delivery Date' })).toBeVisible();
    // dates as the shared formatter writes them (MM/DD/YYYY)
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expectNoSeriousA11yViolations(page);
  });

  test('staff fills the work order template with a custom line and a lot row, saves and prints it', async ({
    page,
  }) => {
    allowTime(180_000);
    await openAsStaff(page, `/jobs/${NEW_JOB}/workOrder`);
    // the first screen of a cold build on a busy machine may take a while
    await expect(page.getByText(/The rows below are the template/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('rowheader', { name: 'Siding', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await pick(page, 'Material of Siding', 'Cedar', /Cedar/);
    await page.getByRole('textbox', { name: 'Quantity of Siding' }).fill('42');
    await page.getByRole('checkbox', { name: 'Highlight Siding when printing' }).check();
    await page.getByRole('textbox', { name: 'Quantity of Trim' }).fill('12');
    await page.getByRole('checkbox', { name: 'Ignore Trim when printing' }).check();
    await expect(page.getByRole('checkbox', { name: 'Highlight Trim when printing' })).toBeDisabled();

    await page.getByRole('button', { name: 'Add custom item' }).click();
    await page.getByRole('textbox', { name: 'Material name of Custom item 1' }).fill('Touch-up paint kit');
    await page.getByRole('textbox', { name: 'Quantity of Custom item 1' }).fill('2');
    await page.getByRole('button', { name: 'Save' }).first().click();
    const invalid = page.getByRole('dialog', { name: 'Invalid Records Found' });
    await expect(invalid).toContainText('One or some records do not have category selected.');
    await invalid.getByRole('button', { name: 'OK' }).click();
    await pick(page, 'Category of Custom item 1', 'Soffit', 'Soffit');
    await page.getByRole('textbox', { name: 'Siding quantity of 215-A Vinyl' }).fill('18');
    await expectNoSeriousA11yViolations(page);

    await expectToast(page, 'Work order saved successfully', () =>
      page.getByRole('button', { name: 'Save' }).first().click(),
    );
    await expect(page.getByText(/The rows below are the template/)).toBeHidden();

    const print = await printWindow(page, () => page.getByRole('button', { name: 'Print' }).first().click());
    await expect(print.locator('h1')).toHaveText('Work Order');
    const highlighted = print.locator('tr.highlight');
    await expect(highlighted).toHaveCount(1);
    await expect(highlighted).toContainText('Siding');
    await expect(highlighted).toContainText('42');
    // the ignored Trim line is left out; the custom line and the lot row are printed
    await expect(print.locator('td', { hasText: /^Trim$/ })).toHaveCount(0);
    await expect(print.getByText('Touch-up paint kit')).toBeVisible();
    await expect(print.getByRole('row', { name: /215-A Vinyl/ })).toContainText('18');
  });

  test('staff creates a purchase order from the work order, saves it, finds it in the list and deletes it', async ({
    page,
  }) => {
    allowTime(180_000);
    await openAsStaff(page, `/jobs/${JOB_WITH_ORDERS}/purchaseOrder`);
    const table = page.getByRole('table', { name: 'Purchase orders of the job' });
    await expect(table.getByRole('row')).toHaveCount(4, { timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Create Purchase Order' }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${JOB_WITH_ORDERS}/purchaseOrder/detail/0$`));
    await expect(page.getByRole('textbox', { name: 'Order Number' })).toHaveValue('Carrington-AG-109-4');
    await pick(page, /Supply Company/, 'Bradco', 'Bradco Supply');
    await expect(page.getByText('Mike Kowalski')).toBeVisible();

    await page.getByRole('button', { name: 'Copy from work order' }).first().click();
    await page
      .getByRole('dialog', { name: 'Copy From Work Order' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(page.getByText("The work order's line items were copied")).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Quantity of Siding' })).not.toHaveValue('');
    await expectNoSeriousA11yViolations(page);

    await expectToast(page, 'Purchase order saved successfully', () =>
      page.getByRole('button', { name: 'Save' }).first().click(),
    );
    await expect(page).toHaveURL(new RegExp(`/jobs/${JOB_WITH_ORDERS}/purchaseOrder/detail/[1-9]\\d*$`));
    await expect(page.getByRole('heading', { name: 'Purchase Order Carrington-AG-109-4' })).toBeVisible();
    const print = await printWindow(page, () => page.getByRole('button', { name: 'Print' }).first().click());
    await expect(print.locator('h1')).toHaveText('Purchase Order Carrington-AG-109-4');
    await expect(print.getByText('Bradco Supply')).toBeVisible();
    await print.close();

    await page.getByRole('link', { name: 'Back to PO list' }).first().click();
    const row = table.getByRole('row', { name: /Carrington-AG-109-4/ });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Delete purchase order Carrington-AG-109-4' }).click();
    await expectToast(page, 'Purchase order deleted successfully', () =>
      page
        .getByRole('dialog', { name: 'Delete Purchase Order' })
        .getByRole('button', { name: 'Yes' })
        .click(),
    );
    await expect(row).toBeHidden();
  });

  test('staff fills and prints the gutter order and the ARF order', async ({ page }) => {
    allowTime(180_000);
    await openAsStaff(page, `/jobs/${NEW_JOB}/gutter`);
    await expect(page.getByRole('heading', { name: 'Gutter Order' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Print' }).first()).toBeDisabled();
    await page.getByRole('textbox', { name: 'Purchase Order Number' }).fill('G-QV-215');
    await page.getByRole('textbox', { name: 'Gutter Name' }).fill('Blue Line Gutters');
    await page.getByRole('textbox', { name: 'Fax' }).fill('7035550100');
    await page.getByRole('textbox', { name: 'Description of GUTTER' }).fill('6" K-style seamless');
    await pick(page, 'Color of GUTTER', 'Alm', 'Almond');
    await page.getByRole('checkbox', { name: 'G-Screen for GUTTER' }).check();
    await page.getByRole('textbox', { name: 'Gutter of lot 215-A' }).fill('48 LF');
    await expectNoSeriousA11yViolations(page);
    await expectToast(page, 'Gutter saved successfully', () =>
      page.getByRole('button', { name: 'Save' }).first().click(),
    );
    const gutter = await printWindow(page, () => page.getByRole('button', { name: 'Print' }).first().click());
    await expect(gutter.getByRole('row', { name: /GUTTER/ })).toContainText('Almond');
    await expect(gutter.getByRole('row', { name: /215-A/ })).toContainText('48 LF');
    await gutter.close();

    await page.getByRole('link', { name: 'ARF Order' }).click();
    await expect(page.getByRole('heading', { name: 'ARF Order' })).toBeVisible();
    await page.getByRole('textbox', { name: 'ARF Name' }).fill('Allied Roll Forming');
    await page.getByRole('textbox', { name: 'Rake row 1 length' }).fill('14');
    await page.getByRole('textbox', { name: 'Rake row 1 number of pieces' }).fill('3');
    await page.getByRole('textbox', { name: 'Frieze Crown row 12 length' }).fill('16');
    await page.getByRole('textbox', { name: 'Frieze Crown row 12 number of pieces' }).fill('2');
    await page.getByLabel('Note').first().fill('Front gable only');
    await expectNoSeriousA11yViolations(page);
    await expectToast(page, 'ARF order saved successfully', () =>
      page.getByRole('button', { name: 'Save' }).first().click(),
    );
    const arf = await printWindow(page, () => page.getByRole('button', { name: 'Print' }).first().click());
    await expect(arf.getByText('FRIEZE CROWN W/ SOLID SOFFT')).toBeVisible();
    await expect(arf.getByText('Front gable only')).toBeVisible();
    await expect(arf.getByRole('row', { name: '12 16 2' })).toBeVisible();
  });
});
