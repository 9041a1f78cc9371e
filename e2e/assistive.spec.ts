import {
  allowTime,
  expect,
  expectNoSeriousA11yViolations,
  expectToast,
  openFromMenu,
  signIn,
  test,
} from './fixtures';

/*
 * What a screen reader gets from the office's screens (staff, the least-privileged office account): the tab's title
 * names the screen and a navigation says the new screen's name; required fields say so; a failed save's message
 * describes its field and the field has the focus; a question is described by its text; a toast is put into a live
 * region that was on the page before it.
 */

test.use({ viewport: { width: 1366, height: 768 } });

test('staff: titles, spoken navigation, required fields, a described error, a described question, a read toast', async ({
  page,
}) => {
  allowTime(120_000);
  await signIn(page, 'staff');
  await expect(page.getByRole('heading', { name: 'Job Dashboard' })).toBeVisible({ timeout: 30_000 });
  // the title follows once the app's after-paint part runs (a second after the first paint)
  await expect(page).toHaveTitle('Job Dashboard - Daewon Back Office', { timeout: 10_000 });

  // a navigation from the side menu: the focus stays on the link, the new screen's name is spoken
  await openFromMenu(page, 'Jobs');
  await expect(page.getByRole('heading', { name: 'Jobs', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Jobs - Daewon Back Office');
  const spoken = page.locator('body > [aria-live="polite"][aria-atomic="true"]');
  await expect(spoken).toHaveText('Jobs');
  // said once: gone again, so that nothing reads or finds it twice
  await expect(spoken).toHaveText('', { timeout: 5_000 });

  // required fields are announced as required (the label's star is hidden from screen readers)
  await page.getByRole('button', { name: 'Add Job' }).click();
  const form = page.getByRole('dialog', { name: 'Create Job' });
  await expect(form.getByRole('combobox', { name: /^Job Site/ })).toHaveAttribute('aria-required', 'true');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  // a purchase order saved without its supply company: the message describes the field, which has the focus
  await page.goto('/jobs/1004/purchaseOrder/detail/0');
  await expect(page.getByRole('textbox', { name: 'Order Number' })).not.toHaveValue('', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Save' }).first().click();
  const company = page.getByRole('combobox', { name: /Supply Company/ });
  await expect(company).toBeFocused();
  await expect(company).toHaveAttribute('aria-invalid', 'true');
  await expect(company).toHaveAccessibleDescription(/Please select Supply Company/);
  await expect(company).toHaveAttribute('aria-required', 'true');

  // a question is described by its text; a toast goes into the toasts' live region, there before it
  await page.goto('/jobs/1001/notes');
  await expect(page.getByRole('button', { name: 'Mark as Completed' })).toBeVisible({ timeout: 30_000 });
  const region = page.locator('.feedback-toasts[aria-live="polite"]');
  await expect(region).toBeAttached({ timeout: 10_000 });
  await expect(region).toBeEmpty();
  await page.getByRole('button', { name: 'Mark as Completed' }).click();
  const question = page.getByRole('dialog', { name: 'Mark Job Completed' });
  await expect(question).toHaveAccessibleDescription('Are you sure want to mark this job as completed ?');
  await expectToast(page, 'Job marked as completed', () =>
    question.getByRole('button', { name: 'Yes' }).click(),
  );
  await expect(region).toContainText('Job marked as completed');
});
