import type { Locator, Page } from '@playwright/test';
import {
  allowTime,
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  layoutShifts,
  recordLayoutShifts,
  signIn,
  test,
} from './fixtures';

/** Signs out by forgetting the token (the demo database stays in this browser), then signs in as another. */
async function switchTo(page: Page, account: string) {
  await page.evaluate(() => localStorage.removeItem('AuthToken'));
  await page.goto('/login');
  await signIn(page, account);
  await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible();
}

/** Saves the create dialog, saying Yes to the same-job-type question when it comes. */
async function saveWorkLogs(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Save' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Same Work Log' });
  // either the same-job-type question comes, or the logs are saved and the dialog closes
  await expect
    .poll(async () => (await duplicate.isVisible()) || !(await dialog.isVisible()), { timeout: 15_000 })
    .toBe(true);
  if (await duplicate.isVisible()) {
    await expect(
      duplicate.getByText(
        'Same job type exists for the given job. Are you sure you want to create a new work log?',
      ),
    ).toBeVisible();
    await duplicate.getByRole('button', { name: 'Yes' }).click();
  }
  // the success toast closes after 2 s: on a loaded machine the closed dialog is the steadier sign
  await expect(dialog).toBeHidden({ timeout: 15_000 });
}

async function pickJob(page: Page, dialog: Locator, text: string) {
  await dialog.getByRole('combobox', { name: /^Job/ }).fill(text);
  await page
    .getByRole('option', { name: new RegExp(text) })
    .first()
    .click();
}

async function fillRow(
  row: Locator,
  values: { type: string; status?: string; record?: string; description: string; quantity?: string },
) {
  await row.getByLabel(/Job Type/).selectOption({ label: values.type });
  if (values.status) await row.getByLabel(/Status/).selectOption({ label: values.status });
  if (values.record) await row.getByLabel(/Record Type/).selectOption({ label: values.record });
  await row.getByLabel('Description').fill(values.description);
  if (values.quantity) await row.getByLabel('Quantity').fill(values.quantity);
}

test.describe('work logs, approval and invoices', () => {
  // subcontractors log work on laptops
  test.use({ viewport: { width: 1366, height: 768 } });

  test('a subcontractor’s work logs do not move as they load: the deductions come below the filled work logs', async ({
    page,
  }) => {
    await signIn(page, 'subcontractor');
    await expect(page.getByRole('table', { name: 'Work logs' }).locator('tbody tr').first()).toBeVisible();
    await recordLayoutShifts(page);
    await page.goto('/workLogs');
    const logs = page.getByRole('table', { name: 'Work logs' });
    await expect(logs.locator('tbody tr').nth(1)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Deductions' })).toBeAttached();
    // the rest of the rows are drawn a frame after the first screenful; then a moment for a late shift
    await page.waitForTimeout(1000);
    const { shifts, total } = await layoutShifts(page);
    // was 0.15: the deductions and the pager stood where the work logs' rows came, and were pushed down
    expect(total, `layout shifts ${shifts}`).toBeLessThan(0.05);
  });

  test('a subcontractor logs work, staff add a backcharge, approve and invoice it, finance pays and prints', async ({
    page,
  }) => {
    allowTime(420_000);
    const tag = `E2E${Date.now() % 100000}`;

    // the subcontractor logs three rows on one job: two of the same job type
    await signIn(page, 'subcontractor');
    await expect(page).toHaveURL(/\/workLogs$/);
    await expect(page.getByRole('heading', { name: 'Work Logs', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Work logs' }).locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Subcontractor' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Create Work Log' }).click();
    const create = page.getByRole('dialog', { name: 'Create Work Logs' });
    await create.getByRole('button', { name: 'Add work log' }).click();
    await expect(page.getByText('Please select Job before adding new work log.')).toBeVisible();
    await page.getByRole('dialog', { name: 'Job Not Selected' }).getByRole('button', { name: 'OK' }).click();
    await pickJob(page, create, 'Brookfield Ridge Homes');
    const row1 = create.getByRole('group', { name: 'Row 1' });
    await fillRow(row1, {
      type: 'Siding',
      status: 'Completed',
      record: 'Regular',
      description: `${tag} siding front`,
      quantity: '10 sq',
    });
    // Tab runs through the row and on to a new one
    await row1.getByLabel('Quantity').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const row2 = create.getByRole('group', { name: 'Row 2' });
    await expect(row2.getByLabel(/Job Type/)).toBeFocused();
    await fillRow(row2, {
      type: 'Siding',
      status: 'Completed',
      record: 'Regular',
      description: `${tag} siding rear`,
      quantity: '8 sq',
    });
    await create.getByRole('button', { name: 'Add work log' }).click();
    await fillRow(create.getByRole('group', { name: 'Row 3' }), {
      type: 'Trim',
      status: 'Completed',
      record: 'Regular',
      description: `${tag} trim`,
      quantity: '100 lf',
    });
    // at 1366×768 the rows and their actions fit without sideways scrolling
    const fits = await create.locator('.modal-body').evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await saveWorkLogs(page, create);
    await expect(page.getByRole('cell', { name: `${tag} trim`, exact: true })).toBeVisible();

    // a subcontractor cannot open approval or invoices
    await page.goto('/approveWorkLogs');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await page.goto('/invoicesList/');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();

    // staff add a backcharge for the subcontractor
    await switchTo(page, 'staff');
    await page.goto('/workLogs');
    await page.getByRole('combobox', { name: 'Subcontractor' }).fill('Ortega');
    await page.getByRole('option', { name: /Luis Ortega/ }).click();
    await page.getByRole('button', { name: 'Create Backcharge' }).click();
    const backcharge = page.getByRole('dialog', { name: 'Create Backcharge' });
    await pickJob(page, backcharge, 'Brookfield Ridge Homes');
    const bRow = backcharge.getByRole('group', { name: 'Row 1' });
    await expect(bRow.getByLabel(/Status/)).toHaveValue(/\d+/);
    await expect(bRow.getByLabel(/Status/).locator('option:checked')).toHaveText('Backcharge');
    await expect(bRow.getByLabel(/Record Type/).locator('option')).toHaveText([
      'Select...',
      'Backcharge',
      'MaterialCharge',
    ]);
    await fillRow(bRow, { type: 'Punch List', description: `${tag} backcharge` });
    await bRow.getByLabel('Requested Amount').fill('75');
    await saveWorkLogs(page, backcharge);
    await expect(
      page
        .getByRole('table', { name: 'Deductions' })
        .getByRole('cell', { name: `${tag} backcharge`, exact: true }),
    ).toBeVisible();

    // staff approve: price, quantity recompute, ready for payment
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Approve Work Logs' })
      .click();
    await expect(page.getByRole('heading', { name: 'Approve Work Logs', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Work logs' }).locator('tbody tr').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('combobox', { name: 'Subcontractor' }).fill('Ortega');
    await page.getByRole('option', { name: /Luis Ortega/ }).click();
    await expect(page).toHaveURL(/subcontractorId=\d+/);
    // the subcontractor's own list has come (the previous list stays on screen while it loads)
    await expect(page.getByRole('table', { name: 'Work logs' })).toHaveAttribute('aria-busy', 'false');

    const price = page.getByRole('textbox', { name: new RegExp(`^Unit price of .*${tag} siding front`) });
    await price.fill('85');
    await price.press('Tab');
    const quantity = page.getByRole('textbox', { name: new RegExp(`^Quantity of .*${tag} siding front`) });
    await quantity.fill('12.5 sq');
    const approved = page.getByRole('textbox', {
      name: new RegExp(`^Approved amount of .*${tag} siding front`),
    });
    await expect(approved).toHaveValue('1062.50');
    await quantity.press('Tab');
    const frontReady = page.getByRole('checkbox', {
      name: new RegExp(`^Ready for payment: .*${tag} siding front`),
    });
    await expect(frontReady).toBeEnabled();
    const trimReady = page.getByRole('checkbox', { name: new RegExp(`^Ready for payment: .*${tag} trim`) });
    // refused while the approved amount is 0
    await trimReady.click();
    await expect(
      page.getByText('The record must have an approved amount before it can be marked as ready for payment.'),
    ).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Cannot mark as ready for payment' })
      .getByRole('button', { name: 'OK' })
      .click();
    const trimPrice = page.getByRole('textbox', { name: new RegExp(`^Unit price of .*${tag} trim`) });
    await trimPrice.fill('2.5');
    await trimPrice.press('Tab');
    await expect(
      page.getByRole('textbox', { name: new RegExp(`^Approved amount of .*${tag} trim`) }),
    ).toHaveValue('250.00');
    await frontReady.check();
    await expect(frontReady).toBeChecked();
    await expect(trimReady).toBeEnabled();
    await trimReady.check();
    await expect(trimReady).toBeChecked();
    const bAmount = page.getByRole('textbox', {
      name: new RegExp(`^Approved amount of .*${tag} backcharge`),
    });
    await bAmount.fill('75');
    await bAmount.press('Tab');
    await expect(bAmount).toHaveValue('75.00');
    const bReady = page.getByRole('checkbox', {
      name: new RegExp(`^Ready for payment: .*${tag} backcharge`),
    });
    await expect(bReady).toBeEnabled();
    await bReady.check();
    await expect(bReady).toBeChecked();

    // generate the invoice: warned about the other siding log of the same job
    await page.locator('label[for="approve-mode-invoice"]').click();
    await expect(page).toHaveURL(/mode=invoice/);
    await page.getByRole('button', { name: 'Generate Invoice' }).click();
    const warning = page.getByRole('dialog', { name: 'Existing Work Logs' });
    await expect(
      warning.getByText(
        'Same job type exists for the given job. Are you sure you want to generate invoice ?',
      ),
    ).toBeVisible();
    await expect(
      warning.getByRole('table', { name: 'To Be Paid' }).getByText(`${tag} siding rear`),
    ).toBeVisible();
    await expect(warning.getByRole('table', { name: 'Already Paid' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await warning.getByRole('button', { name: 'Yes' }).click();
    const confirm = page.getByRole('dialog', { name: 'Generate Invoice' });
    await expect(
      confirm.getByText(/^Generate the invoice of Luis Ortega for a total of \$[\d,]+\.\d\d\?$/),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    const done = page.getByRole('dialog', { name: 'Invoice generated' });
    await expect(
      done.getByText(/^The invoice of Luis Ortega was generated for a total of \$[\d,]+\.\d\d\.$/),
    ).toBeVisible();
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('cell', { name: `${tag} trim`, exact: true })).toHaveCount(0);
    await expect(page.getByRole('cell', { name: `${tag} siding rear`, exact: true })).toBeVisible();

    // finance finds it under unpaid, edits the check number, marks it paid, prints two invoices together
    await switchTo(page, 'finance');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Invoices' }).click();
    await expect(page).toHaveURL(/currentFilter=unpaid/);
    const invoices = page.getByRole('table', { name: 'Invoices' });
    const newest = invoices.locator('tbody tr').first();
    await expect(newest).toContainText('Luis Ortega');
    await expectNoSeriousA11yViolations(page);
    await newest.click();
    const detail = page.getByRole('dialog', { name: 'Invoice Detail - Luis Ortega' });
    await expect(detail.getByRole('table', { name: 'To Be Paid' }).getByText(`${tag} trim`)).toBeVisible();
    await expect(
      detail.getByRole('table', { name: 'To Be Deducted' }).getByText(`${tag} backcharge`),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await detail.getByLabel('Check Number').fill(`${tag}-CHK`);
    await expectToast(page, 'Invoice updated successfully', () =>
      detail.getByRole('button', { name: 'Save' }).click(),
    );
    await detail.getByRole('button', { name: 'Mark as paid' }).click();
    await page.getByRole('dialog', { name: 'Mark as paid' }).getByRole('button', { name: 'Yes' }).click();
    await expect(detail.getByText('Proceeded Date')).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);
    await detail.getByRole('button', { name: 'Close' }).last().click();
    await expect(detail).toBeHidden();

    await page.locator('label[for="invoice-filter-paid"]').click();
    await expect(page).toHaveURL(/currentFilter=paid/);
    const paidRow = invoices.getByRole('row', { name: new RegExp(`${tag}-CHK`) });
    await expect(paidRow).toContainText('Paid');
    await paidRow.getByRole('checkbox').check();
    await invoices.locator('tbody tr').nth(1).getByRole('checkbox').check();
    const popup = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Print Selected (2)' }).click();
    const printed = await popup;
    await expect(printed.getByRole('heading', { name: /^Invoice #\d+$/ })).toHaveCount(2);
  });
});
