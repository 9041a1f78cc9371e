import type { Page } from '@playwright/test';
import { allowTime, expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures';

/*
 * Who opens a job's detail and its tabs (issue 23; A §2, B §2, B §6, decisions 9 and 22): whoever may open one of its
 * tabs, seeing only those; report-only users see the repair orders and files read-only.
 */

const JOB = 1001; // the seed's first job (no lots)

async function signedIn(page: Page, account: string) {
  await signIn(page, account);
  await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible({ timeout: 30_000 });
}

const tabStrip = (page: Page) => page.getByRole('navigation', { name: 'Sections' });

test('a payments clerk follows the financial report’s lot link to the job’s Payment Detail', async ({
  page,
}) => {
  allowTime(120_000);
  await signedIn(page, 'payments');
  await page.goto('/financialReport');
  const lot = page.getByTitle("Open the job's payment detail").first();
  await expect(lot).toBeVisible({ timeout: 30_000 });
  const href = await lot.getAttribute('href');
  await lot.click();

  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('table', { name: 'Payment records' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
  // only the tab the clerk may open, and no header action they cannot use
  await expect(tabStrip(page).getByRole('link')).toHaveText(['Payment Detail']);
  for (const name of ['Edit', 'Delete', 'Mark as Completed', 'Mark as Incomplete'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/access-payments-clerk.png' });

  // Back to list returns to the report
  await page.getByRole('link', { name: 'Back to list' }).click();
  await expect(page).toHaveURL(/\/financialReport/);
  await expect(lot).toBeVisible({ timeout: 30_000 });

  // a tab they may not open in the URL opens their first tab instead
  await page.goto(href!.replace(/paymentDetail$/, 'notes'));
  await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Payment records' })).toBeVisible({ timeout: 30_000 });
});

test('finance (job reports only) opens a job’s repair orders and files without edit controls', async ({
  page,
}) => {
  allowTime(120_000);
  await signedIn(page, 'finance');
  await page.goto(`/jobs/${JOB}/repairOrder`);
  const orders = page.getByRole('table', { name: 'Repair orders of this job' });
  await expect(orders).toBeVisible({ timeout: 30_000 });
  const view = orders.getByRole('button', { name: /^View repair order/ }).first();
  await expect(view).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Create Repair Order' })).toHaveCount(0);
  await expect(orders.getByRole('button', { name: /^(Edit|Delete) repair order/ })).toHaveCount(0);
  await expect(tabStrip(page).getByRole('link')).toHaveText([
    'Notes',
    'Payment Detail',
    'Repair Orders',
    'Files',
  ]);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/access-finance-repairs.png' });

  // an order opens read-only: print, no save
  await view.click();
  await expect(page.getByRole('heading', { name: /^Repair Order #\d+/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Details', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
  for (const name of ['Save', 'Save and close', 'Mark as complete and save', 'Upload Attachments'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/access-finance-repair-order.png', fullPage: true });

  await tabStrip(page).getByRole('link', { name: 'Files' }).click();
  const files = page.getByRole('table', { name: 'Contracts & POs' });
  await expect(files).toBeVisible({ timeout: 30_000 });
  await expect(files.getByRole('button', { name: /^View / }).first()).toBeVisible({ timeout: 30_000 });
  await expect(files.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload Files' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/access-finance-files.png' });
});
