import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/*
 * The demo API runs in the page (the mock's service worker). The browser stops a service worker left idle (a tab
 * hidden for minutes), and the worker it starts again has forgotten that the page mocks: calls went past it to the
 * file server. Back in the tab, the mock checks the worker and starts again if need be (mocks/browser.ts).
 */

/** The page's visibility as the browser reports it, with its event (a headless page is never hidden by itself). */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, state);
}

/** What the file server or the mock answers a call of the app's (the status only). */
const statusOf = (page: Page) =>
  page.evaluate(() => fetch('/daewon.api/api/jobtypes').then((response) => response.status));

test('after the browser stops the mock’s worker, coming back to the tab brings the demo API back', async ({
  page,
  context,
}) => {
  await signIn(page, 'staff');
  await page.goto('/jobs');
  const rows = page.getByRole('table', { name: 'Jobs' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  // the mock answers (no token: the API's 401), and still does after the tab was hidden a moment
  expect(await statusOf(page)).toBe(401);
  await setVisibility(page, 'hidden');
  await setVisibility(page, 'visible');
  expect(await statusOf(page)).toBe(401);

  // the tab is hidden; the browser stops the idle worker; the worker it starts again lets calls through
  await setVisibility(page, 'hidden');
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  expect(await statusOf(page)).toBe(503);

  // back in the tab: the app's calls are answered by the mock again
  await setVisibility(page, 'visible');
  await expect.poll(() => statusOf(page), { timeout: 15_000 }).toBe(401);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Job Dashboard' })
    .click();
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
});
