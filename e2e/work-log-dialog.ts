import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/*
 * The subcontractor's work-log create dialog and outbox, as the outbox journeys (e2e/work-log-outbox.spec.ts) and
 * the deployment's offline start (e2e-deploy/offline-shell.spec.ts) use them.
 */

/** Opens the create dialog and fills rows on a Brookfield job (the job search needs the connection). */
export async function fillCreateDialog(page: Page, descriptions: string[]) {
  await page.getByRole('button', { name: 'Create Work Log' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Work Logs' });
  await dialog.getByRole('combobox', { name: /^Job/ }).fill('Brookfield Ridge Homes');
  await page
    .getByRole('option', { name: /Brookfield Ridge Homes/ })
    .first()
    .click();
  for (const [i, description] of descriptions.entries()) {
    if (i > 0) await dialog.getByRole('button', { name: 'Add work log' }).click();
    const row = dialog.getByRole('group', { name: `Row ${i + 1}` });
    await row.getByLabel(/Job Type/).selectOption({ label: 'Siding' });
    await row.getByLabel(/Status/).selectOption({ label: 'Completed' });
    await row.getByLabel(/Record Type/).selectOption({ label: 'Regular' });
    await row.getByLabel('Description').fill(description);
    await row.getByLabel('Quantity').fill(`${10 + i} sq`);
  }
  return dialog;
}

/** Save; with a connection the same-job-type question may come first (Yes). */
export async function save(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Save' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Same Work Log' });
  await expect
    .poll(async () => (await duplicate.isVisible()) || !(await dialog.isVisible()), { timeout: 15_000 })
    .toBe(true);
  if (await duplicate.isVisible()) await duplicate.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
}

export const waitingTable = (page: Page) => page.getByRole('table', { name: /Waiting to send/ });
