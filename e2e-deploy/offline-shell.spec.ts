import type { Page } from '@playwright/test';
import { allowTime, expect, expectNoSeriousA11yViolations, signIn, test } from '../e2e/fixtures';
import { fillCreateDialog, save, waitingTable } from '../e2e/work-log-dialog';

/*
 * The production app without a connection (issue 25: a subcontractor's laptop on a job site): once the app has been
 * opened with the connection, its service worker (src/app/offline/sw.ts) holds the page and the build's files, and
 * this browser the token's last known session, so a reload with no connection opens the app, as the same user, with
 * the work logs waiting in the outbox, instead of the browser's offline page. Behind real nginx, as deployed.
 */

/** Resolves once the page is controlled by the service worker and the build's files are precached. */
async function offlineShellReady(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return 0;
          const names = await caches.keys();
          const precache = names.find((name) => name.startsWith('workbox-precache'));
          const pageCache = names.includes('app-page');
          return precache && pageCache ? (await (await caches.open(precache)).keys()).length : 0;
        }),
      { timeout: 90_000, intervals: [500] },
    )
    .toBeGreaterThan(50);
}

/** How many look-up answers this browser keeps for Create Work Log (offline-lookups.ts: one record per user). */
function keptLookups(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('work-log-lookups');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const read = open.result.transaction('lookups').objectStore('lookups').getAll();
          read.onerror = () => resolve(0);
          read.onsuccess = () =>
            resolve(
              (read.result as Array<{ queries?: unknown[] }>).reduce(
                (n, r) => n + (r.queries?.length ?? 0),
                0,
              ),
            );
        };
      }),
  );
}

test.describe('the app without a connection', () => {
  test('a reload with no connection opens the work logs as the same user: the logs waiting, and a new one logged', async ({
    page,
    context,
  }) => {
    allowTime(180_000);
    const tag = `OFS${Date.now() % 100000}`;
    await signIn(page, 'subcontractor');
    await expect(page).toHaveURL(/\/workLogs$/);
    const logs = page.getByRole('table', { name: 'Work logs' });
    await expect(logs.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
    await offlineShellReady(page);

    // two logs saved with the connection gone: they wait on this laptop
    const dialog = await fillCreateDialog(page, [`${tag} front`, `${tag} rear`]);
    await context.setOffline(true);
    await save(page, dialog);
    await expect(waitingTable(page).getByRole('row', { name: new RegExp(tag) })).toHaveCount(2);
    // (what Create Work Log needs is kept in this browser a moment after its answers)
    await expect.poll(() => keptLookups(page)).toBe(5);

    // the reload, still without a connection: the app, not the browser's offline page
    await page.reload();
    const status = page.getByRole('banner').getByRole('status');
    await expect(status).toHaveText('Offline · 2 waiting', { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Welcome Luis Ortega' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Work Logs' })).toBeVisible();
    await expect(waitingTable(page).getByRole('row', { name: new RegExp(tag) })).toHaveCount(2);
    // the names of their job type and status as saved: the look-up lists need the server
    await expect(waitingTable(page).getByRole('cell', { name: 'Siding', exact: true })).toHaveCount(2);
    await expect(waitingTable(page).getByRole('cell', { name: 'Completed', exact: true })).toHaveCount(2);
    // and the day's work goes on: Create Work Log knows the jobs, job types and statuses kept from the last visit
    const third = await fillCreateDialog(page, [`${tag} garage`]);
    await save(page, third);
    await expect(
      page.getByText('Saved on this laptop — will be sent when the connection is back'),
    ).toBeVisible();
    await expect(waitingTable(page).getByRole('row', { name: new RegExp(tag) })).toHaveCount(3);
    await expect(status).toHaveText('Offline · 3 waiting');
    // the list itself needs the server, and says so
    await expect(
      logs.getByText(
        'The list could not be loaded: the server cannot be reached. Try again when the connection is back.',
      ),
    ).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: 'shots/offline-reload-1366.png' });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: 'shots/offline-reload-1920.png' });
    await page.setViewportSize({ width: 1366, height: 768 });
    await expectNoSeriousA11yViolations(page);

    // the connection is back: the logs are sent, once each, and the list shows them
    await context.setOffline(false);
    await expect(waitingTable(page)).toHaveCount(0, { timeout: 70_000 });
    await page.reload();
    await expect(logs.getByRole('cell', { name: `${tag} front`, exact: true })).toHaveCount(1, {
      timeout: 30_000,
    });
    await expect(logs.getByRole('cell', { name: `${tag} rear`, exact: true })).toHaveCount(1);
    await expect(logs.getByRole('cell', { name: `${tag} garage`, exact: true })).toHaveCount(1);
    // with the connection, the browser routes the page to the network and the build's files to the precache
    // itself (static routing), without waiting for the worker's script
    const routed = await page.evaluate(() => {
      // the static routing's fields of resource timing (Chrome), not in TypeScript's lib yet
      type Routed = PerformanceEntry & { workerMatchedSourceType?: string; workerFinalSourceType?: string };
      const entries = (type: string) => performance.getEntriesByType(type) as Routed[];
      return {
        page: entries('navigation')[0]?.workerMatchedSourceType,
        files: [
          ...new Set(
            entries('resource')
              .filter((e) => new URL(e.name).pathname.startsWith('/assets/'))
              .map((e) => e.workerFinalSourceType),
          ),
        ],
      };
    });
    expect(routed).toEqual({ page: 'race-network-and-fetch-handler', files: ['cache'] });
    await expect(page.getByRole('banner').getByRole('status')).toHaveCount(0);
  });
});
