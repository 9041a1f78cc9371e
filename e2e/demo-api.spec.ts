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

/** The scripts of the service workers registered for the app's origin. */
const registeredWorkers = (page: Page) =>
  page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map(
      (registration) => (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL,
    ),
  );

test('a page that unloads leaves the mock’s worker registered for the next one', async ({ page }) => {
  await signIn(page, 'staff');
  const rows = page.getByRole('table', { name: 'Jobs' }).locator('tbody tr');
  await page.goto('/jobs');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  expect(await registeredWorkers(page)).toEqual([expect.stringMatching(/\/mock-worker\.js$/)]);

  // what MSW tells its worker when the page unloads (a reload, a link to another address): the worker used to
  // unregister itself when it saw no other page, under the next page's feet, which then signed the user out
  await page.evaluate(() => navigator.serviceWorker.controller?.postMessage('CLIENT_CLOSED'));
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(await registeredWorkers(page)).toHaveLength(1);

  // pages that give way to the next one before they are done: the last one is signed in and served by the mock
  for (const lotNumber of ['1', '2', '3']) {
    await page.goto('/jobs', { waitUntil: 'commit' });
    await page.goto(`/jobs?lotNumber=${lotNumber}`);
  }
  await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/jobs\?lotNumber=3$/);
  expect(await statusOf(page)).toBe(401);
});
