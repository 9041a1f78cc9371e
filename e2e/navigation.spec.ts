import { allowTime, expect, signIn, test } from './fixtures';

test.describe('back to where I was', () => {
  test('from page 2 of the jobs list sorted by address, a job’s "Back to list" returns there', async ({
    page,
  }) => {
    allowTime(60_000);
    await signIn(page, 'staff');
    await expect(page).toHaveURL(/\/jobs\/report/);
    await page.goto('/jobs');
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await table.getByRole('button', { name: /^Address/ }).click();
    await expect(page).toHaveURL(/sort=/);
    // sorting goes back to page 1 (A §9 table behaviour): choose page 2 again
    if (!/[?&]page=2/.test(page.url()))
      await page
        .getByRole('navigation', { name: 'Pagination' })
        .getByRole('button', { name: 'Page 2' })
        .click();
    await expect(page).toHaveURL(/[?&]page=2/);
    const listUrl = page.url();
    // the page's own rows, not the previous ones kept while it loads
    await expect(table).toHaveAttribute('aria-busy', 'false');
    const firstRow = table.getByRole('row').nth(1);
    await expect(firstRow).toBeVisible();
    const firstRowText = await firstRow.textContent();

    await firstRow.click();
    await expect(page).toHaveURL(/\/jobs\/\d+\/notes$/);
    await page.getByRole('link', { name: 'Back to list' }).click();
    await expect(page).toHaveURL(listUrl);
    await expect(table).toHaveAttribute('aria-busy', 'false');
    await expect(table.getByRole('row').nth(1)).toHaveText(firstRowText ?? '');
    await expect(table.getByRole('columnheader', { name: /Address/ })).toHaveAttribute(
      'aria-sort',
      /ascending/,
    );

    // a reload keeps the history state, so the way back too
    await firstRow.click();
    await expect(page).toHaveURL(/\/jobs\/\d+\/notes$/);
    const jobUrl = page.url();
    await page.reload();
    await page.getByRole('link', { name: 'Back to list' }).click();
    await expect(page).toHaveURL(listUrl);

    // a job opened directly (a new tab, a typed URL) goes back to the list's default URL
    const tab = await page.context().newPage();
    await tab.goto(jobUrl);
    await tab.getByRole('link', { name: 'Back to list' }).click();
    await expect(tab).toHaveURL(/\/jobs$/);
  });

  test('the calendars are under Jobs in the breadcrumb', async ({ page }) => {
    await signIn(page, 'staff');
    await expect(page).toHaveURL(/\/jobs\/report/);
    await page.goto('/jobs/jobschedule');
    await expect(page.getByRole('heading', { name: 'Job Schedule', level: 1 })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Dashboard', 'Jobs', 'Job Schedule']);
    await crumbs.screenshot({ path: test.info().outputPath('calendar-breadcrumb.png') });
    await page.goto('/jobs/repairSchedule');
    await expect(crumbs.getByRole('listitem')).toHaveText(['Dashboard', 'Jobs', 'Repair Schedule']);
  });
});
