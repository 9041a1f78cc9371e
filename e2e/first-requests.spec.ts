import type { Page, Request } from '@playwright/test';
import { allowTime, expect, expectNoSeriousA11yViolations, signIn, test } from './fixtures';

/*
 * Issue 27 §1: with a stored token, a cold start's first data request leaves with the session calls (the page
 * preloads the area's first-request lines and the entry starts them); the screen reads that answer (one request),
 * and a screen the user may not open never shows it.
 */

function jobsPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/jobs\/datatables$/.test(new URL(request.url()).pathname))
      posts.push(request);
  });
  return posts;
}

/** The files the page's start-up script preloaded: the preload links that stand before the entry's script. */
function preloadedBeforeEntry(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const entry = document.querySelector('script[type="module"][src]');
    return [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="preload"]')]
      .filter((l) => entry && l.compareDocumentPosition(entry) & Node.DOCUMENT_POSITION_FOLLOWING)
      .map((l) => l.href);
  });
}

/**
 * Records the page's links and fetched files at the screen's first render (its commit puts the table into the
 * page): a lazy component mounted in that render has started its import, and its chunks have their preload links.
 */
async function recordAtFirstRender(page: Page): Promise<() => Promise<string[] | null>> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('main table')) return;
      observer.disconnect();
      (window as { __atFirstRender?: string[] }).__atFirstRender = [
        ...[...document.querySelectorAll('link')].map((l) => l.href),
        ...performance.getEntriesByType('resource').map((e) => e.name),
      ];
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as { __atFirstRender?: string[] }).__atFirstRender ?? null);
}

test('a cold start of /jobs asks for its page once, with the session calls, and shows it', async ({
  page,
}) => {
  allowTime(120_000);
  await signIn(page, 'staff');
  await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible({ timeout: 30_000 });
  const posts = jobsPosts(page);
  const sessionCalls: Request[] = [];
  page.on('request', (request) => {
    if (/\/auth\/(user|permissions)$/.test(new URL(request.url()).pathname)) sessionCalls.push(request);
  });
  const atFirstRender = await recordAtFirstRender(page);

  await page.goto('/jobs?status=Incomplete');
  const table = page.getByRole('table', { name: 'Jobs' });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await expect(table.getByText('Incomplete').first()).toBeVisible();
  expect(sessionCalls.length).toBeGreaterThanOrEqual(2);
  expect(posts).toHaveLength(1);
  expect(JSON.parse(posts[0].postData() ?? '{}')).toMatchObject({
    start: 0,
    length: 25,
    status: 'Incomplete',
  });
  // the page's start-up script preloaded the jobs area's lines
  const preloaded = await page.evaluate(
    () => (window as { __firstRequestChunks?: string[] }).__firstRequestChunks ?? null,
  );
  expect(preloaded?.length ?? 0).toBeGreaterThan(0);
  // and the screen's own chunks (src/app/first-screens.ts), before the entry ran: the job list's, not another
  // jobs screen's (React Router's import would add its links after the entry's script)
  const early = await preloadedBeforeEntry(page);
  expect(early.some((href) => /\/job-list-page-[^/]*\.js$/.test(href))).toBe(true);
  expect(early.some((href) => /\/job-detail-page-[^/]*\.js$/.test(href))).toBe(false);
  // as modules, which the browser compiles as they arrive (vite.config.ts): none as a classic script, which the
  // import would compile again on the main thread
  const asClassicScripts = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((l) => l.href),
  );
  expect(asClassicScripts).toEqual([]);
  // the header's work-log outbox indicator mounts after the first paint: the first render asked for none of its code
  const files = await atFirstRender();
  expect(files).not.toBeNull();
  expect(files?.filter((href) => /\/(outbox-status|work-log-outbox)-[^/]*\.js$/.test(href))).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test('the invoices list renders before its subcontractor picker asks for its code', async ({ page }) => {
  allowTime(120_000);
  await signIn(page, 'finance');
  await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible({ timeout: 30_000 });
  const atFirstRender = await recordAtFirstRender(page);
  await page.goto('/invoicesList');
  const table = page.getByRole('table', { name: 'Invoices' });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  // the picker (react-select, ready-pickers) mounts once the screen has painted (src/lib/lazy-after-paint.tsx)
  const files = await atFirstRender();
  expect(files).not.toBeNull();
  expect(files?.filter((href) => /\/(ready-pickers|select-base)-[^/]*\.js$/.test(href))).toEqual([]);
  // then it is there, usable
  await expect(page.getByRole('combobox', { name: 'Subcontractor' })).toBeEnabled({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
});

test('the work logs screen draws its Filters bar with its table, not after it', async ({ page }) => {
  // the panel came after the first paint and pushed the table down by its height; its fields load when it opens
  allowTime(120_000);
  await signIn(page, 'subcontractor');
  await expect(page.getByRole('table', { name: 'Work logs' })).toBeVisible({ timeout: 30_000 });
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('main table')) return;
      observer.disconnect();
      (window as { __filtersAtFirstRender?: boolean }).__filtersAtFirstRender = [
        ...document.querySelectorAll('main button[aria-expanded]'),
      ].some((button) => button.textContent?.includes('Filters'));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  const table = page.getByRole('table', { name: 'Work logs' });
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  expect(
    await page.evaluate(() => (window as { __filtersAtFirstRender?: boolean }).__filtersAtFirstRender),
  ).toBe(true);
  // the fields come when the panel opens
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('form', { name: 'Filters' });
  await expect(filters.getByLabel('Job Type')).toBeEnabled({ timeout: 30_000 });
  await expect(filters.getByRole('combobox', { name: 'Job', exact: true })).toBeVisible();
});

/**
 * The platform font families the page's visible text is drawn with (CDP CSS.getPlatformFontsForNode, per element
 * that holds text of its own).
 */
async function platformFontFamilies(page: Page): Promise<Map<string, string[]>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'body *' });
  const families = new Map<string, string[]>();
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    for (const font of fonts) {
      const { node } = await cdp.send('DOM.describeNode', { nodeId });
      families.set(font.familyName, [...(families.get(font.familyName) ?? []), node.localName]);
    }
  }
  await cdp.detach();
  return families;
}

test('the shell and the job list draw all their text in one platform font', async ({ page }) => {
  // A character the first font lacks (the finder's "⌕" was one) makes the browser look up every family of the
  // font list on the platform for a fallback, and a monospace hint (its <kbd>) every family of another list:
  // one platform call each, in the first layout of every screen. This machine's fonts decide which family it is.
  allowTime(120_000);
  await signIn(page, 'staff');
  await page.goto('/jobs');
  await expect(page.getByRole('table', { name: 'Jobs' }).getByRole('row').nth(1)).toBeVisible({
    timeout: 30_000,
  });
  const families = await platformFontFamilies(page);
  const drawnWith = [...families].map(
    ([family, tags]) => `${family}: ${tags.length} (${tags.slice(-4).join(' ')})`,
  );
  expect(drawnWith).toHaveLength(1);
});

test('a subcontractor opening /jobs is refused and sees no job of the early answer', async ({ page }) => {
  allowTime(120_000);
  await signIn(page, 'subcontractor');
  await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible({ timeout: 30_000 });
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Jobs' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

/*
 * A detail screen's cold start: its record's call (or, on a job site's own URL, its first tab's list) leaves with the
 * session calls (before their answers), and the page's start-up script preloaded its screen's chunks
 * (src/app/first-screens.ts) before the entry ran, not another screen's. (A screen that mounts more than 1.5 s after
 * that answer, as on a loaded machine, asks again: single GETs are cached 1.5 s, A §7. That the route's loaders ask
 * for none of these again is the unit tests'.)
 */
for (const { account, url, call, ready, preloaded, notPreloaded = [] } of [
  {
    account: 'staff',
    url: '/jobs/1016/purchaseOrder/detail/20',
    call: /\/api\/purchaseOrder\/20$/,
    ready: (page: Page) => page.getByRole('heading', { name: /^Purchase Order \S+/ }),
    // the tab and its loader module, not another tab
    preloaded: [/\/purchase-order-detail-tab-[^/]*\.js$/, /\/loaders-[^/]*\.js$/],
    notPreloaded: [/\/work-order-tab-[^/]*\.js$/],
  },
  {
    // a job's own URL (where the job list leads) opens its first tab, the notes: their code comes with the page's
    account: 'staff',
    url: '/jobs/1016',
    call: /\/api\/jobs\/1016$/,
    ready: (page: Page) => page.getByLabel('Notes', { exact: true }),
    preloaded: [/\/job-detail-page-[^/]*\.js$/, /\/job-notes-tab-[^/]*\.js$/],
    notPreloaded: [/\/work-order-tab-[^/]*\.js$/],
  },
  {
    account: 'admin',
    url: '/admin/siteSettings/subcontractorDocSettings',
    call: /\/api\/subcontractorDocSettings$/,
    ready: (page: Page) => page.getByLabel('Number of days prior to expiration'),
    preloaded: [/\/site-setting-edit-page-[^/]*\.js$/],
  },
  {
    account: 'staff',
    url: '/manage/clientCompany/1/managers',
    call: /\/clientCompany\/1$/,
    ready: (page: Page) =>
      page
        .getByRole('table', { name: 'Company client managers' })
        .getByRole('cell', { name: 'Claire Bennett' }),
    preloaded: [/\/client-company-detail-page-[^/]*\.js$/, /\/managers-tab-[^/]*\.js$/],
    notPreloaded: [/\/job-sites-tab-[^/]*\.js$/],
  },
  {
    // a job site's own URL (where a builder's job sites lead) opens its models: their list leaves with the session
    // calls too, not after the page has opened the tab
    account: 'staff',
    url: '/jobSites/1',
    call: /\/api\/jobSite\/1\/jobModels$/,
    ready: (page: Page) =>
      page.getByRole('table', { name: 'Job Models' }).getByRole('cell', { name: 'Belmont', exact: true }),
    preloaded: [/\/job-site-detail-page-[^/]*\.js$/, /\/job-site-items-tab-[^/]*\.js$/],
  },
  {
    // the user manager's form opens over its list at once: the dialog's code (its form and schema libraries) comes
    // with the page's (FIRST_EXTRAS), not once the list has rendered
    account: 'admin',
    url: '/membership/usermanager/staff/update/2',
    call: /\/bizUsers\/2$/,
    ready: (page: Page) => page.getByRole('dialog', { name: 'Update User' }).getByLabel(/^Email/),
    preloaded: [
      /\/user-manager-page-[^/]*\.js$/,
      /\/user-form-dialog-[^/]*\.js$/,
      /\/react-hook-form-[^/]*\.js$/,
      /\/validation-[^/]*\.js$/,
    ],
  },
  {
    // a repair order's form: the lists its pickers need leave with the session calls too, and the form its screen
    // waits for (FIRST_EXTRAS) comes with the page's code, not once the loaders and the screen have run
    account: 'staff',
    url: '/jobs/1001/repairOrder/edit/501',
    call: /\/api\/invoiceStatuses$/,
    ready: (page: Page) => page.getByRole('button', { name: 'Save and close' }),
    preloaded: [
      /\/repair-order-form-page-[^/]*\.js$/,
      /\/repair-order-form-[\w-]{8}\.js$/,
      /\/react-hook-form-[^/]*\.js$/,
      /\/form-kit-[^/]*\.js$/,
    ],
  },
]) {
  test(`a cold start of ${url} asks for its first data with the session calls, its screen preloaded`, async ({
    page,
  }) => {
    allowTime(120_000);
    await signIn(page, account);
    await expect(page.getByRole('button', { name: /Welcome/ })).toBeVisible({ timeout: 30_000 });
    // the order in which the page asked and was answered
    const events: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && call.test(new URL(request.url()).pathname)) events.push('data asked');
    });
    page.on('response', (response) => {
      if (/\/auth\/(user|permissions)$/.test(new URL(response.url()).pathname))
        events.push('session answered');
    });

    await page.goto(url);
    await expect(ready(page)).toBeVisible({ timeout: 30_000 });
    expect(events.indexOf('data asked')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('data asked')).toBeLessThan(events.indexOf('session answered'));
    const early = await preloadedBeforeEntry(page);
    for (const chunk of preloaded)
      expect(
        early.some((href) => chunk.test(href)),
        String(chunk),
      ).toBe(true);
    for (const chunk of notPreloaded)
      expect(
        early.some((href) => chunk.test(href)),
        String(chunk),
      ).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });
}
