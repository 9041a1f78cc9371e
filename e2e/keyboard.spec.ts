import { allowTime, expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures';

/*
 * The office's journeys with the keyboard alone (after signing in): dialogs keep Tab and Shift+Tab going round
 * their controls, a question opens on its safe answer and gives the focus back to the button that asked once it can
 * take it, a date field keeps the focus when Enter closes its calendar, and typed dates are not thrown away without
 * asking, and a screen opened from a row takes the focus. The staff account, at the subcontractors' laptop size.
 */

test.use({ viewport: { width: 1366, height: 768 } });

/** What has the focus: its role and accessible name as a short text ("button: Save"), or "body". */
const focused = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return 'body';
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '';
    return `${active.tagName.toLowerCase()}${active.getAttribute('role') ? `[${active.getAttribute('role')}]` : ''}: ${name}`;
  });

test('staff: dialogs, questions and date fields from the keyboard', async ({ page }) => {
  allowTime(120_000);
  await signIn(page, 'staff');
  await page.goto('/jobs');
  const add = page.getByRole('button', { name: 'Add Job' });
  await add.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Create Job' });
  await expect(form).toBeVisible();

  // Shift+Tab goes round the dialog's controls (it stuck on the dialog's box), Tab from the last comes to the first
  for (let i = 0; i < 3; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).not.toMatch(/^div\[dialog\]|^body$/);
    await expect(form.locator(':focus')).toHaveCount(1);
  }
  await form.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(form.getByRole('button', { name: 'Save' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(add).toBeFocused();

  // a row that opens its job: the focus goes with the new screen (it fell to the page with the row)
  const row = page.getByRole('table').getByRole('row').nth(1);
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jobs\/\d+\/notes$/);
  await expect(page.locator('#main-content')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').first()).toBeFocused();

  // a question opens on its safe answer, and the focus comes back to the button that asked once the job is saved
  await page.goto('/jobs/1001/notes');
  const complete = page.getByRole('button', { name: 'Mark as Completed' });
  await complete.focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog', { name: 'Mark Job Completed' });
  await expect(question.getByRole('button', { name: 'No' })).toBeFocused();
  await page.keyboard.press('Enter'); // Enter twice does nothing
  await expect(question).toBeHidden();
  await expect(complete).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question.getByRole('button', { name: 'No' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(question.getByRole('button', { name: 'Yes' })).toBeFocused();
  await page.keyboard.press('Enter');
  const incomplete = page.getByRole('button', { name: 'Mark as Incomplete' });
  await expect(incomplete).toBeVisible();
  await expect(incomplete).toBeFocused();

  // the dashboard's dates: Enter in a date field keeps the focus there, and typed dates are not lost to Escape
  await page.goto('/jobs/report?lotNumber=100');
  const edit = page.getByRole('button', { name: 'Edit dates of 100' });
  await edit.focus();
  await page.keyboard.press('Enter');
  const dates = page.getByRole('dialog', { name: /Edit dates/ });
  const gutter = dates.getByLabel('Gutter Install Date', { exact: true });
  await gutter.focus();
  await page.keyboard.type('12/15/2026');
  await expect(page.locator('.react-datepicker')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('.react-datepicker')).toBeHidden();
  await expect(gutter).toHaveValue('12/15/2026');
  await page.evaluate(
    () => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))),
  );
  await expect(gutter).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dates.getByLabel('Completed Date', { exact: true })).toBeFocused();
  await page.keyboard.press('Escape'); // the calendar the focus opened
  await page.keyboard.press('Escape'); // the dialog, which asks first
  const unsaved = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(unsaved.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Enter');
  await expect(unsaved).toBeHidden();
  await expect(gutter).toHaveValue('12/15/2026');
  await dates.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Dates updated')).toBeVisible();
  await expect(page.getByRole('row', { name: /\b100\b/ }).first()).toContainText('12/15/2026');

  // the header's job finder shows where the focus is
  const finder = page.getByRole('button', { name: /Find a job/ });
  await finder.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(finder).toBeFocused();
  expect(await finder.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
});
