import { allowTime, expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures';

/*
 * A tab opened before a deployment asks for a chunk the new deployment no longer has (a 404): it reloads once, on
 * the same screen, and the screen opens; a chunk still missing after that shows the error screen, with no loop.
 */

// (through the context: in the demo build the mock API's service worker fetches the page's files)
const BUILDERS_CHUNK = /\/assets\/client-company-list-page-[^/]*\.js$/;

test.describe('a chunk of an earlier deployment gone', () => {
  test('staff: the tab reloads once on the screen it was opening, which then shows', async ({ page }) => {
    allowTime(90_000);
    await signIn(page, 'staff');
    await page.goto('/jobs');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    let refused = 0;
    await page
      .context()
      .route(BUILDERS_CHUNK, (route) =>
        refused++ === 0 ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue(),
      );
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    await page.getByRole('link', { name: 'Builders', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Builders', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/manage\/clientCompany$/);
    expect(refused).toBeGreaterThanOrEqual(2);
    // a new page: the old one's state is gone
    expect(
      await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload),
    ).toBeUndefined();
  });

  test('staff: a chunk still missing after the reload shows what happened, and Reload tries again', async ({
    page,
  }) => {
    allowTime(90_000);
    await signIn(page, 'staff');
    await page.goto('/jobs');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    let refused = 0;
    await page.context().route(BUILDERS_CHUNK, (route) => {
      refused++;
      return route.fulfill({ status: 404, body: 'Not Found' });
    });
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    await page.getByRole('link', { name: 'Builders', exact: true }).click();
    // the page reloads once (the error screen may show for a moment before), then shows the error screen
    await expect
      .poll(
        () =>
          page
            .evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false)
            // the page being replaced by the reload
            .catch(() => true),
        {
          timeout: 30_000,
        },
      )
      .toBe(false);
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect(alert).toBeVisible({ timeout: 30_000 });
    await expect(alert).toContainText('Part of the application could not be loaded');
    // one reload, not more: after it the same screen fails again, and the page stays
    const tries = refused;
    await page.waitForTimeout(3000);
    await expect(alert).toBeVisible();
    expect(refused).toBe(tries);
    await expect(alert.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
    await expectNoSeriousA11yViolations(page);
    await page.context().unroute(BUILDERS_CHUNK);
    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'Builders', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(alert).toHaveCount(0);
    await expect(page).toHaveURL(/\/manage\/clientCompany$/);
  });
});
