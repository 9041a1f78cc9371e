// The screens `npm run bench` measures (scripts/bench.mjs). Each area adds its screens here, one entry each:
//   name      what is measured, as printed
//   account   the demo account signed in before the load (its token in localStorage), or null for none
//   path      the URL opened, or a function of what prepare() returned
//   prepare   optional: looks up what the path needs (an existing id...) through the API, once per scenario
//   ready     resolves when the screen shows what is measured (a locator to wait for: visible, and enabled
//             when `enabled` is set; cheapLocator's wait resolves with the page's clock at that moment)
//   targetMs  optional: the time target for the median (ms); without it the result is printed with "—"

/** The demo accounts (mocks/seed.ts; README). */
export const ACCOUNTS = {
  admin: { Login: 'admin@example.com', Password: 'demo1234' },
  staff: { Login: 'staff@example.com', Password: 'demo1234' },
  finance: { Login: 'finance@example.com', Password: 'demo1234' },
  subcontractor: { Login: 'subcontractor@example.com', Password: 'demo1234' },
};

/** The time target of a screen's first row (or first content) at 4x CPU slowdown (issue 27: from 1.7 s). */
export const TARGET_MS = 1200;
/** The first row of the two screens most users start on, /jobs and /jobs/report (issue 27: from 1.7 s). */
export const JOBS_TARGET_MS = 650;

/** A data-table request for the first page (decision 5), with a screen's extra filters. */
export const firstPage = (extra = {}) => ({
  draw: 1,
  start: 0,
  length: 1,
  order: [],
  columns: [],
  search: { value: '', regex: false },
  ...extra,
});

/** The first data row of a data table (the loading / no-data row is one cell spanning the columns). */
export const firstTableRow = (page) => cheapLocator(page, 'table tbody tr > td:not([colspan])');

/**
 * A wait that costs the measured page next to nothing: one evaluation in the page that resolves when a DOM change
 * adds a visible match (a MutationObserver and the browser's own querySelectorAll). Polling with Playwright's
 * locator engine (getByRole and friends compute accessible names over the whole page on every animation frame)
 * took a few hundred ms of the very main thread being measured at 4x CPU slowdown, so every scenario waits with
 * this instead.
 *   selector  CSS selector of the element (e.g. 'table', 'th', 'input', 'h1', 'button')
 *   name      optional: its name must contain this text (case-insensitive, whitespace collapsed), or equal it with
 *             `exact`, or match it when a RegExp. The name is, as for a role's accessible name in these simple
 *             cases: aria-label, else the text of aria-labelledby, else the text of its <label>s, else a table's
 *             <caption>, else its own text.
 *   within    optional: the wait is for the first visible match of this selector inside the named element
 *   enabled   optional: the element must also be enabled (not disabled)
 * It has what the bench uses of a locator: waitFor({ timeout }) and isEnabled().
 * @param {import('@playwright/test').Page} page
 * @param {string} selector
 * @param {{ name?: string | RegExp, exact?: boolean, within?: string, enabled?: boolean }} [query]
 */
export function cheapLocator(page, selector, query = {}) {
  const { name, exact = false, within, enabled = false } = query;
  const args = {
    css: selector,
    name: typeof name === 'string' ? name : null,
    regex: name instanceof RegExp ? { source: name.source, flags: name.flags } : null,
    exact,
    within: within ?? null,
    enabled,
  };
  const describe = `${selector}${name ? ` named ${name}` : ''}${within ? ` > ${within}` : ''}`;
  return {
    toString: () => describe,
    waitFor: ({ timeout }) =>
      Promise.race([
        page.evaluate(
          (q) =>
            new Promise((resolve) => {
              const norm = (text) => (text ?? '').replace(/\s+/g, ' ').trim();
              const nameOf = (el) => {
                const aria = el.getAttribute('aria-label');
                if (aria) return norm(aria);
                const by = el.getAttribute('aria-labelledby');
                if (by)
                  return norm(
                    by
                      .split(/\s+/)
                      .map((id) => document.getElementById(id)?.textContent ?? '')
                      .join(' '),
                  );
                if (el.labels && el.labels.length)
                  return norm([...el.labels].map((label) => label.textContent).join(' '));
                if (el.tagName === 'TABLE') return norm(el.querySelector('caption')?.textContent);
                return norm(el.textContent);
              };
              const regex = q.regex ? new RegExp(q.regex.source, q.regex.flags) : null;
              const named = (el) => {
                if (q.name === null && !regex) return true;
                const text = nameOf(el);
                if (regex) return regex.test(text);
                return q.exact ? text === q.name : text.toLowerCase().includes(q.name.toLowerCase());
              };
              const find = () => {
                for (const el of document.querySelectorAll(q.css)) {
                  if (!named(el)) continue;
                  const target = q.within ? el.querySelector(q.within) : el;
                  if (target && target.checkVisibility() && !(q.enabled && target.disabled)) return true;
                }
                return false;
              };
              // resolves with the page's clock when the match is in the DOM; the end of the frame that paints it
              // goes to window.__benchPainted, for the bench's "data in → first row" figure: a task posted from that
              // frame's animation callback runs after the frame's paint. It is posted at the scheduler's
              // user-blocking priority, so that it runs before the tasks the screen queued earlier (React's effects,
              // a MessageChannel task) instead of after them, which read the paint up to 500 ms late at 4x.
              const found = () => {
                const inDom = performance.now();
                requestAnimationFrame(() => {
                  const painted = () => {
                    window.__benchPainted = performance.now();
                  };
                  if (window.scheduler?.postTask)
                    void window.scheduler.postTask(painted, { priority: 'user-blocking' });
                  else {
                    const channel = new MessageChannel();
                    channel.port1.onmessage = painted;
                    channel.port2.postMessage(null);
                  }
                });
                resolve(inDom);
              };
              if (find()) return found();
              const observer = new MutationObserver(() => {
                if (find()) {
                  observer.disconnect();
                  found();
                }
              });
              observer.observe(document, { childList: true, subtree: true, attributes: q.enabled });
            }),
          args,
        ),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error(`${describe}: not visible within ${timeout} ms`)), timeout),
        ),
      ]),
    isEnabled: async () => true,
  };
}

/** The bench data of a builder's screens: the first builder of the list. */
async function firstBuilder(api) {
  const answer = await api.post('daewon', '/clientCompany/datatables', firstPage());
  const builder = (answer.data ?? answer.rows)[0];
  if (!builder) throw new Error('the demo data has no builder');
  return { builder };
}

async function firstSubcontractor(api) {
  const answer = await api.post(
    'membership',
    '/datasource/bizUsers',
    firstPage({ role: 'BizSubContractor' }),
  );
  const sub = (answer.data ?? answer.rows)[0];
  if (!sub) throw new Error('the demo data has no subcontractor');
  return { sub };
}

/**
 * A scenario that waits for the first data row of a data table (firstTableRow). `extra` adds what the screen
 * needs besides: a prepare() for a path that is a function, a targetMs.
 */
export function firstRowScenario(name, account, path, extra = {}) {
  return { name, account, path, ready: (page) => [{ locator: firstTableRow(page) }], ...extra };
}

/** MM-DD-YYYY of the first of this month: the calendars' date parameter (A §9); the seed's jobs start this month. */
function thisMonth() {
  const now = new Date();
  return `${String(now.getMonth() + 1).padStart(2, '0')}-01-${now.getFullYear()}`;
}

/** A calendar (`path`: the job or the repair schedule) on this month: ready when an entry, a link to a job, shows. */
function calendarScenario(name, path) {
  return {
    name,
    account: 'admin',
    path: () => `${path}?date=${thisMonth()}`,
    ready: (page) => [{ locator: cheapLocator(page, '.schedule-calendar a[href^="/jobs/"]') }],
  };
}

/** The same calendar until the page is idle, with its long tasks and heap (at a large scale). */
function calendarIdleScenario(name, path) {
  return {
    ...calendarScenario(name, path),
    targetMs: IDLE_TARGET_MS,
    initScript: watchLongTasks,
    interact: (page) => waitIdle(page),
    metrics: screenFigures(null),
    limits: { 'long tasks > 200 ms while loading': 0, 'JS heap at idle (MB)': 30 },
  };
}

/** @type {import('./bench.mjs').Scenario[]} */
export const SCENARIOS = [
  {
    name: 'sign-in form usable',
    account: null,
    path: '/login',
    ready: (page) => [
      { locator: cheapLocator(page, 'input', { name: 'E-mail', exact: true, enabled: true }) },
      { locator: cheapLocator(page, 'input', { name: 'Password', exact: true, enabled: true }) },
      { locator: cheapLocator(page, 'button', { name: 'Sign in', exact: true, enabled: true }) },
    ],
  },
  firstRowScenario('first row of /jobs', 'admin', '/jobs', { targetMs: JOBS_TARGET_MS }),
  firstRowScenario('first row of /jobs/report', 'admin', '/jobs/report', { targetMs: JOBS_TARGET_MS }),
  {
    name: 'job detail header',
    account: 'admin',
    prepare: firstJob,
    path: ({ job }) => `/jobs/${job.Id}`,
    // the heading names the builder, job site and lot (jobs.detail.heading)
    ready: (page, { job }) => [{ locator: cheapLocator(page, 'h1', { name: job.LotGroupCode }) }],
  },
  calendarScenario('first calendar event', '/jobs/jobschedule'),
  calendarScenario('first repair calendar event', '/jobs/repairSchedule'),
  firstRowScenario('first row of the builders list', 'admin', '/manage/clientCompany'),
  firstRowScenario(
    "first row of a builder's managers",
    'staff',
    ({ builder }) => `/manage/clientCompany/${builder.Id}/managers`,
    { prepare: firstBuilder },
  ),
  // where the builders list leads: the builder's own URL, which opens its managers tab (issue 27: their list leaves
  // with the session calls, not after the page has opened the tab)
  firstRowScenario(
    'first row of a builder (its own URL)',
    'staff',
    ({ builder }) => `/manage/clientCompany/${builder.Id}`,
    { prepare: firstBuilder },
  ),
  firstRowScenario(
    "first row of a builder's job sites",
    'admin',
    ({ builder }) => `/manage/clientCompany/${builder.Id}/jobsites`,
    { prepare: firstBuilder },
  ),
  firstRowScenario(
    "first row of a job site's models",
    'admin',
    ({ site }) => `/jobSites/${site.Id}/jobModels`,
    {
      prepare: async (api) => {
        const sites = await api.get('daewon', '/api/jobsites');
        const site = Array.isArray(sites) ? sites[0] : undefined;
        if (!site) throw new Error('the demo data has no job site');
        return { site };
      },
    },
  ),
  {
    name: 'first row of the financial report',
    targetMs: TARGET_MS,
    account: 'admin',
    path: '/financialReport?StartDate=2000-01-01&EndDate=2100-12-31',
    ready: (page) => [
      { locator: cheapLocator(page, 'table', { name: 'Profit per job', within: 'tbody tr th' }) },
    ],
  },
  firstRowScenario('first row of the repair order list', 'admin', '/repairOrders', { targetMs: TARGET_MS }),
  firstRowScenario('first row of the repair order report', 'admin', '/repairOrdersReport', {
    targetMs: TARGET_MS,
  }),
  {
    name: "first row of a job's payment detail",
    targetMs: TARGET_MS,
    account: 'admin',
    prepare: firstJob,
    path: ({ job }) => `/jobs/${job.Id}/paymentDetail`,
    ready: (page) => [{ locator: cheapLocator(page, 'table', { name: 'Payment records' }) }],
  },
  firstRowScenario("first row of a job's repair orders", 'admin', '/jobs/1001/repairOrder', {
    targetMs: TARGET_MS,
  }),
  firstRowScenario("a job's files tab", 'admin', '/jobs/1001/files', { targetMs: TARGET_MS }),
  {
    name: 'a repair order form',
    targetMs: TARGET_MS,
    account: 'admin',
    path: '/jobs/1001/repairOrder/edit/501',
    ready: (page) => [{ locator: cheapLocator(page, 'button', { name: 'Save and close', enabled: true }) }],
  },
  {
    name: 'a new repair order form',
    targetMs: TARGET_MS,
    account: 'staff',
    path: '/jobs/1001/repairOrder/create',
    ready: (page) => [{ locator: cheapLocator(page, 'button', { name: 'Save and close', enabled: true }) }],
  },
  firstRowScenario('first row of the membership users', 'admin', '/membership/user/list', {
    targetMs: TARGET_MS,
  }),
  {
    name: "a user's permissions tab",
    targetMs: TARGET_MS,
    account: 'admin',
    path: '/membership/user/details/2/permissions',
    ready: (page) => [
      { locator: cheapLocator(page, 'input[type="checkbox"]', { name: 'Assign role BizStaff' }) },
    ],
  },
  firstRowScenario('first row of the roles', 'admin', '/membership/role/list', { targetMs: TARGET_MS }),
  {
    name: "a role's permission lists",
    targetMs: TARGET_MS,
    account: 'admin',
    path: '/membership/role/details/2/permissions',
    ready: (page) => [{ locator: cheapLocator(page, 'select', { name: /^Assigned/, within: 'option' }) }],
  },
  firstRowScenario('first row of the user manager (staff)', 'admin', '/membership/usermanager/list/staff', {
    targetMs: TARGET_MS,
  }),
  {
    // the form opens over the list at once: the user's record and the dialog's code start with the screen's
    name: "the user manager's form (update)",
    targetMs: TARGET_MS,
    account: 'admin',
    path: '/membership/usermanager/staff/update/2',
    ready: (page) => [{ locator: cheapLocator(page, '.modal input[name="Email"]', { enabled: true }) }],
  },
  firstRowScenario('first row of the user groups', 'staff', '/membership/usergroup/list', {
    targetMs: TARGET_MS,
  }),
  {
    name: "a user group's members",
    targetMs: TARGET_MS,
    account: 'staff',
    path: '/membership/usergroup/edit/1',
    ready: (page) => [
      { locator: cheapLocator(page, 'table', { name: 'Users of the group', within: 'tbody tr' }) },
    ],
  },
  firstRowScenario('first row of the companies', 'admin', '/membership/company/list', {
    targetMs: TARGET_MS,
  }),
  {
    name: "a company's Dropbox status",
    targetMs: TARGET_MS,
    account: 'admin',
    path: '/membership/company/details/1',
    ready: (page) => [{ locator: cheapLocator(page, 'strong', { name: 'Dropbox Account Attached' }) }],
  },
  firstRowScenario('first row of the materials list', 'staff', '/admin/manageMaterials', {
    targetMs: TARGET_MS,
  }),
  firstRowScenario('first row of material categories', 'staff', '/admin/manageMaterialCategories', {
    targetMs: TARGET_MS,
  }),
  firstRowScenario('first row of the colours list', 'staff', '/admin/manageColors', { targetMs: TARGET_MS }),
  firstRowScenario('first row of the manufactures list', 'staff', '/admin/manageManufactures', {
    targetMs: TARGET_MS,
  }),
  firstRowScenario('first row of supply companies', 'staff', '/admin/supplyCompanies', {
    targetMs: TARGET_MS,
  }),
  firstRowScenario('first row of the employees list', 'admin', '/manages/employees', { targetMs: TARGET_MS }),
  firstRowScenario('first row of the subcontractors list', 'admin', '/manages/contractors', {
    targetMs: TARGET_MS,
  }),
  firstRowScenario(
    "first row of a subcontractor's documents",
    'admin',
    ({ sub }) => `/manages/contractors/${sub.Id}/documents`,
    { prepare: firstSubcontractor, targetMs: TARGET_MS },
  ),
  {
    // where the subcontractors list leads: the subcontractor's own URL, which opens the profile tab
    name: "a subcontractor's profile",
    targetMs: TARGET_MS,
    account: 'admin',
    prepare: firstSubcontractor,
    path: ({ sub }) => `/manages/contractors/${sub.Id}`,
    // the profile panel's first value, the first name
    ready: (page, { sub }) => [
      {
        locator: cheapLocator(page, '.view-edit-panel .detail-list dd', { name: sub.FirstName, exact: true }),
      },
    ],
  },
  {
    name: 'subcontractor document settings form',
    targetMs: TARGET_MS,
    account: 'admin',
    path: '/admin/siteSettings/subcontractorDocSettings',
    ready: (page) => [
      { locator: cheapLocator(page, 'input', { name: 'Number of days prior to expiration', enabled: true }) },
    ],
  },
  {
    // issue 23: the administration home lists the management screens the user may open (the menu's links)
    name: 'administration home links',
    targetMs: TARGET_MS,
    account: 'admin',
    path: '/admin',
    ready: (page) => [
      { locator: cheapLocator(page, 'main .list-group-item a', { name: 'Materials', exact: true }) },
    ],
  },
  firstRowScenario('first row of /workLogs (sub)', 'subcontractor', '/workLogs', { targetMs: TARGET_MS }),
  firstRowScenario('first row of /approveWorkLogs', 'staff', '/approveWorkLogs', { targetMs: TARGET_MS }),
  {
    // issue 14: a 50-row editable table answers a keystroke within 50 ms at 4x CPU slowdown
    // ms from key down in a quantity to the next frame, median of 5
    name: 'keystroke, 50-row approve table',
    account: 'staff',
    path: '/approveWorkLogs',
    targetMs: 50,
    ready: (page) => [{ locator: page.getByRole('textbox', { name: /^Quantity of / }).nth(49) }],
    interact: async (page) => {
      const input = page.getByRole('textbox', { name: /^Quantity of / }).first();
      await input.click();
      await input.press('End');
      const times = [];
      for (let i = 0; i < 5; i += 1) {
        await page.evaluate(() => {
          window.__keyLatency = undefined;
          document.addEventListener(
            'keydown',
            () => {
              const t0 = performance.now();
              requestAnimationFrame(() =>
                setTimeout(() => {
                  window.__keyLatency = performance.now() - t0;
                }, 0),
              );
            },
            { once: true, capture: true },
          );
        });
        await page.keyboard.press(String(i));
        await page.waitForFunction(() => window.__keyLatency !== undefined);
        times.push(await page.evaluate(() => window.__keyLatency));
      }
      times.sort((a, b) => a - b);
      return times[2];
    },
  },
  firstRowScenario('first row of /invoicesList', 'finance', '/invoicesList/?currentFilter=unpaid', {
    targetMs: TARGET_MS,
  }),
  // issue 12: the job's order tabs (a job of the demo data that has purchase orders)
  ...[
    [
      'work order tab (first category row)',
      'workOrder',
      (page) => cheapLocator(page, 'tbody th', { name: 'Siding', exact: true }),
    ],
    ['purchase order list tab (first row)', 'purchaseOrder', (page) => firstTableRow(page)],
    ['ARF order tab (form)', 'arf', (page) => cheapLocator(page, 'input', { name: 'ARF Name' })],
    [
      'gutter order tab (first gutter item)',
      'gutter',
      (page) => cheapLocator(page, 'tbody th', { name: 'GUTTER' }),
    ],
  ].map(([name, tab, locate]) => ({
    name,
    account: 'staff',
    prepare: jobWithPurchaseOrders,
    path: ({ job }) => `/jobs/${job.Id}/${tab}`,
    targetMs: TARGET_MS,
    ready: (page) => [{ locator: locate(page) }],
  })),
  {
    name: 'purchase order detail (order number)',
    targetMs: TARGET_MS,
    account: 'staff',
    prepare: jobWithPurchaseOrders,
    path: ({ job, order }) => `/jobs/${job.Id}/purchaseOrder/detail/${order.Id}`,
    ready: (page, { order }) => [
      {
        locator: cheapLocator(page, 'h1, h2, h3, h4, h5, h6', {
          name: `Purchase Order ${order.PurchaseOrderNumber}`,
        }),
      },
    ],
  },
];

/** The first job of the demo data (the jobs list's first row). */
async function firstJob(api) {
  const answer = await api.post('daewon', '/api/jobs/datatables', firstPage());
  const job = (answer.data ?? answer.rows)[0];
  if (!job) throw new Error('the demo data has no job');
  return { job };
}

/** A job of the demo data with at least one purchase order, and that order (issue 12's screens). */
async function jobWithPurchaseOrders(api) {
  const answer = await api.post('daewon', '/api/jobs/datatables', firstPage({ length: 20 }));
  for (const job of answer.data ?? answer.rows ?? []) {
    const orders = await api.get('daewon', `/api/jobs/${job.Id}/purchaseOrders`);
    if (Array.isArray(orders) && orders.length) return { job, order: orders[0] };
  }
  throw new Error('the demo data has no job with purchase orders');
}

/* ---------- at a large scale (npm run bench -- --scale 60; issue 27 §3) ---------- */

/** The twelve months up to today (YYYY-MM-DD, local), the financial report's longest usual range. */
function lastTwelveMonths() {
  const day = (d) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const end = new Date();
  const start = new Date(end.getFullYear() - 1, end.getMonth(), end.getDate() + 1);
  return `StartDate=${day(start)}&EndDate=${day(end)}`;
}

/** Installed before the page's own scripts: every long task (> 50 ms) of the load, in window.__longTasks. */
function watchLongTasks() {
  window.__longTasks = [];
  // every request of the load is seen (the default buffer stops at 250)
  performance.setResourceTimingBufferSize(10_000);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    /* no long task timing in this browser: no tasks are reported */
  }
}

/**
 * Waits until the page is idle: no new long task and no finished request for a second. Returns when it went quiet,
 * in ms since navigation (the page's clock): the end of its last long task or of its last request.
 * @param {import('@playwright/test').Page} page
 */
export async function waitIdle(page, quietMs = 1000, timeoutMs = 30_000) {
  const probe = () =>
    page.evaluate(() => {
      const tasks = window.__longTasks ?? [];
      const requests = performance.getEntriesByType('resource');
      return {
        count: tasks.length + requests.length,
        last: Math.max(0, ...tasks.map((t) => t.start + t.duration), ...requests.map((r) => r.responseEnd)),
      };
    });
  const started = Date.now();
  let seen = await probe();
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (Date.now() - started > timeoutMs) throw new Error(`not idle within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await probe();
    if (now.count !== seen.count) quietSince = Date.now();
    seen = now;
  }
  return seen.last;
}

/**
 * The structural figures of a loaded screen: long tasks while loading, JavaScript heap (as it is, and after a
 * garbage collection), DOM nodes; with a table's name, the rows of that table drawn, then it scrolls that table from
 * top to bottom a screen at a time (as a reader would, a frame apart) and counts the long tasks and the most rows
 * drawn meanwhile.
 * @param {string | null} tableName the table's aria-label, or null for a screen without one (a calendar)
 */
export function screenFigures(tableName) {
  /**
   * @param {import('@playwright/test').Page} page
   * @param {import('@playwright/test').CDPSession} cdp
   */
  return async (page, cdp) => {
    const loading = await page.evaluate(() => window.__longTasks.map((t) => t.duration));
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const { nodes } = await cdp.send('Memory.getDOMCounters');
    const over = (list, ms) => list.filter((d) => d > ms).length;
    const loadFigures = {
      'long tasks > 200 ms while loading': over(loading, 200),
      'longest task while loading (ms)': Math.round(Math.max(0, ...loading)),
      'JS heap at idle (MB)': Math.round(usedSize / 1e5) / 10,
      'DOM nodes at idle': nodes,
    };
    if (!tableName) return loadFigures;
    const rowsDrawn = await page.evaluate(
      (name) => document.querySelectorAll(`table[aria-label="${name}"] tbody tr`).length,
      tableName,
    );
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize: afterGc } = await cdp.send('Runtime.getHeapUsage');
    const scrolling = await page.evaluate(async (name) => {
      const table = document.querySelector(`table[aria-label="${name}"]`);
      const scrollable = (el) =>
        el.scrollHeight > el.clientHeight + 1 && /(auto|scroll)/.test(getComputedStyle(el).overflowY);
      let box = table?.parentElement ?? null;
      while (box && !scrollable(box)) box = box.parentElement;
      const scroller = box ?? document.scrollingElement;
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
      const before = window.__longTasks.length;
      let most = 0;
      let steps = 0;
      const count = () => document.querySelectorAll(`table[aria-label="${name}"] tbody tr`).length;
      while (steps < 200 && scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
        scroller.scrollTop += Math.max(100, Math.floor(scroller.clientHeight * 0.9));
        steps += 1;
        await frame();
        await frame();
        most = Math.max(most, count());
      }
      // long task entries arrive after their task: give the last ones time
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { tasks: window.__longTasks.slice(before).map((t) => t.duration), most, steps };
    }, tableName);
    return {
      ...loadFigures,
      'long tasks > 50 ms while scrolling': over(scrolling.tasks, 50),
      'longest task while scrolling (ms)': Math.round(Math.max(0, ...scrolling.tasks)),
      'JS heap after GC (MB)': Math.round(afterGc / 1e5) / 10,
      'table rows drawn at idle': rowsDrawn,
      'table rows drawn while scrolling (most)': scrolling.most,
      'screens scrolled': scrolling.steps,
    };
  };
}

/** The targets at a large scale (issue 27: server-paged lists as at the demo's scale; the report's own). */
const IDLE_TARGET_MS = 3000;
const REPORT_TARGET_MS = 1700;

/** @type {import('./bench.mjs').Scenario[]} */
export const SCALE_SCENARIOS = [
  firstRowScenario('first row of /jobs (large)', 'admin', '/jobs', { targetMs: JOBS_TARGET_MS }),
  firstRowScenario('first row of /jobs/report (large)', 'admin', '/jobs/report', {
    targetMs: JOBS_TARGET_MS,
  }),
  // a subcontractor with over 2,000 work logs, and the repair orders multiplied: server-paged like the others
  firstRowScenario('first row of /workLogs (sub, large)', 'subcontractor', '/workLogs', {
    targetMs: TARGET_MS,
  }),
  firstRowScenario('first row of the repair order list (large)', 'admin', '/repairOrders', {
    targetMs: TARGET_MS,
  }),
  firstRowScenario('first row of /approveWorkLogs (large)', 'staff', '/approveWorkLogs', {
    targetMs: TARGET_MS,
  }),
  firstRowScenario('first row of /invoicesList (large)', 'finance', '/invoicesList/?currentFilter=unpaid', {
    targetMs: TARGET_MS,
  }),
  {
    name: 'first row of the financial report, 12 months (large)',
    targetMs: REPORT_TARGET_MS,
    account: 'finance',
    path: () => `/financialReport?${lastTwelveMonths()}`,
    ready: (page) => [
      { locator: cheapLocator(page, 'table', { name: 'Profit per job', within: 'tbody tr th' }) },
    ],
  },
  {
    name: 'financial report idle, 12 months (large)',
    targetMs: IDLE_TARGET_MS,
    account: 'finance',
    path: () => `/financialReport?${lastTwelveMonths()}`,
    initScript: watchLongTasks,
    ready: (page) => [
      { locator: cheapLocator(page, 'table', { name: 'Profit per job', within: 'tbody tr th' }) },
    ],
    interact: (page) => waitIdle(page),
    metrics: screenFigures('Profit per job'),
    limits: {
      'long tasks > 200 ms while loading': 0,
      'long tasks > 50 ms while scrolling': 0,
      'JS heap at idle (MB)': 30,
    },
  },
  // screens that read a whole month of a large business's jobs or repair orders (the calendar draws a few per day,
  // "+n more")
  calendarIdleScenario('job calendar idle, this month (large)', '/jobs/jobschedule'),
  calendarIdleScenario('repair calendar idle, this month (large)', '/jobs/repairSchedule'),
];
