// The screens `npm run bench` measures (scripts/bench.mjs). Each area adds its screens here, one entry each:
//   name      what is measured, as printed
//   account   the demo account signed in before the load (its token in localStorage), or null for none
//   path      the URL opened, or a function of what prepare() returned
//   prepare   optional: looks up what the path needs (an existing id...) through the API, once per scenario
//   ready     resolves when the screen shows what is measured (a locator to wait for: visible, and enabled
//             when `enabled` is set)
//   targetMs  optional: the time target for the median (ms); without it the result is printed with "—"

/** The demo accounts (mocks/seed.ts; README). */
export const ACCOUNTS = {
  admin: { Login: 'admin@example.com', Password: 'demo1234' },
  staff: { Login: 'staff@example.com', Password: 'demo1234' },
  finance: { Login: 'finance@example.com', Password: 'demo1234' },
  subcontractor: { Login: 'subcontractor@example.com', Password: 'demo1234' },
};

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
 * A wait for a plain CSS selector that costs the measured page next to nothing: one evaluation that resolves
 * when a DOM change adds a visible match (a MutationObserver and the browser's own querySelector). Polling with
 * Playwright's locator engine at 4x CPU slowdown took a few hundred ms of the very main thread being measured.
 * It has what the bench uses of a locator: waitFor({ timeout }) and isEnabled().
 */
export function cheapLocator(page, selector) {
  return {
    toString: () => selector,
    waitFor: ({ timeout }) =>
      Promise.race([
        page.evaluate(
          (css) =>
            new Promise((resolve) => {
              const found = () => {
                const match = document.querySelector(css);
                return !!match && match.checkVisibility();
              };
              if (found()) return resolve(true);
              const observer = new MutationObserver(() => {
                if (document.querySelector(css) && found()) {
                  observer.disconnect();
                  resolve(true);
                }
              });
              observer.observe(document, { childList: true, subtree: true });
            }),
          selector,
        ),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error(`${selector}: not visible within ${timeout} ms`)), timeout),
        ),
      ]),
    isEnabled: async () => true,
  };
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

/** @type {import('./bench.mjs').Scenario[]} */
export const SCENARIOS = [
  {
    name: 'sign-in form usable',
    account: null,
    path: '/login',
    ready: (page) => [
      { locator: page.getByLabel('E-mail', { exact: true }), enabled: true },
      { locator: page.getByLabel('Password', { exact: true }), enabled: true },
      { locator: page.getByRole('button', { name: 'Sign in', exact: true }), enabled: true },
    ],
  },
  firstRowScenario('first row of /jobs', 'admin', '/jobs', { targetMs: 1700 }),
  firstRowScenario('first row of /jobs/report', 'admin', '/jobs/report', { targetMs: 1700 }),
  {
    name: 'job detail header',
    account: 'admin',
    prepare: firstJob,
    path: ({ job }) => `/jobs/${job.Id}`,
    // the heading names the builder, job site and lot (jobs.detail.heading)
    ready: (page, { job }) => [{ locator: page.getByRole('heading', { level: 1, name: job.LotGroupCode }) }],
  },
  {
    name: 'first calendar event',
    account: 'admin',
    path: () => `/jobs/jobschedule?date=${thisMonth()}`,
    ready: (page) => [{ locator: page.locator('.schedule-calendar a[href^="/jobs/"]').first() }],
  },
  firstRowScenario('first row of the builders list', 'admin', '/manage/clientCompany'),
  firstRowScenario(
    "first row of a builder's job sites",
    'admin',
    ({ builder }) => `/manage/clientCompany/${builder.Id}/jobsites`,
    {
      prepare: async (api) => {
        const answer = await api.post('daewon', '/clientCompany/datatables', firstPage());
        const builder = (answer.data ?? answer.rows)[0];
        if (!builder) throw new Error('the demo data has no builder');
        return { builder };
      },
    },
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
    account: 'admin',
    path: '/financialReport?StartDate=2000-01-01&EndDate=2100-12-31',
    ready: (page) => [
      { locator: page.getByRole('table', { name: 'Profit per job' }).locator('tbody tr th').first() },
    ],
  },
  firstRowScenario('first row of the repair order list', 'admin', '/repairOrders'),
  firstRowScenario('first row of the repair order report', 'admin', '/repairOrdersReport'),
  {
    name: "first row of a job's payment detail",
    account: 'admin',
    prepare: firstJob,
    path: ({ job }) => `/jobs/${job.Id}/paymentDetail`,
    ready: (page) => [{ locator: page.getByRole('table', { name: 'Payment records' }) }],
  },
  firstRowScenario("first row of a job's repair orders", 'admin', '/jobs/1001/repairOrder'),
  firstRowScenario("a job's files tab", 'admin', '/jobs/1001/files'),
  {
    name: 'a repair order form',
    account: 'admin',
    path: '/jobs/1001/repairOrder/edit/501',
    ready: (page) => [{ locator: page.getByRole('button', { name: 'Save and close' }), enabled: true }],
  },
  firstRowScenario('first row of the membership users', 'admin', '/membership/user/list'),
  {
    name: "a user's permissions tab",
    account: 'admin',
    path: '/membership/user/details/2/permissions',
    ready: (page) => [{ locator: page.getByRole('checkbox', { name: 'Assign role BizStaff' }) }],
  },
  firstRowScenario('first row of the roles', 'admin', '/membership/role/list'),
  {
    name: "a role's permission lists",
    account: 'admin',
    path: '/membership/role/details/2/permissions',
    ready: (page) => [
      {
        locator: page
          .getByLabel(/^Assigned/)
          .locator('option')
          .first(),
      },
    ],
  },
  firstRowScenario('first row of the user manager (staff)', 'admin', '/membership/usermanager/list/staff'),
  firstRowScenario('first row of the user groups', 'staff', '/membership/usergroup/list'),
  {
    name: "a user group's members",
    account: 'staff',
    path: '/membership/usergroup/edit/1',
    ready: (page) => [
      { locator: page.getByRole('table', { name: 'Users of the group' }).locator('tbody tr').first() },
    ],
  },
  firstRowScenario('first row of the companies', 'admin', '/membership/company/list'),
  {
    name: "a company's Dropbox status",
    account: 'admin',
    path: '/membership/company/details/1',
    ready: (page) => [{ locator: page.getByText('Dropbox Account Attached') }],
  },
  firstRowScenario('first row of the materials list', 'staff', '/admin/manageMaterials', { targetMs: 1700 }),
  firstRowScenario('first row of material categories', 'staff', '/admin/manageMaterialCategories', {
    targetMs: 1700,
  }),
  firstRowScenario('first row of the colours list', 'staff', '/admin/manageColors', { targetMs: 1700 }),
  firstRowScenario('first row of the manufactures list', 'staff', '/admin/manageManufactures', {
    targetMs: 1700,
  }),
  firstRowScenario('first row of supply companies', 'staff', '/admin/supplyCompanies', { targetMs: 1700 }),
  firstRowScenario('first row of the employees list', 'admin', '/manages/employees'),
  firstRowScenario('first row of the subcontractors list', 'admin', '/manages/contractors'),
  firstRowScenario(
    "first row of a subcontractor's documents",
    'admin',
    ({ sub }) => `/manages/contractors/${sub.Id}/documents`,
    {
      prepare: async (api) => {
        const answer = await api.post(
          'membership',
          '/datasource/bizUsers',
          firstPage({ role: 'BizSubContractor' }),
        );
        const sub = (answer.data ?? answer.rows)[0];
        if (!sub) throw new Error('the demo data has no subcontractor');
        return { sub };
      },
    },
  ),
  {
    name: 'subcontractor document settings form',
    account: 'admin',
    path: '/admin/siteSettings/subcontractorDocSettings',
    ready: (page) => [{ locator: page.getByLabel('Number of days prior to expiration'), enabled: true }],
  },
  firstRowScenario('first row of /workLogs (sub)', 'subcontractor', '/workLogs'),
  firstRowScenario('first row of /approveWorkLogs', 'staff', '/approveWorkLogs'),
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
  firstRowScenario('first row of /invoicesList', 'finance', '/invoicesList/?currentFilter=unpaid'),
  // issue 12: the job's order tabs (a job of the demo data that has purchase orders)
  ...[
    [
      'work order tab (first category row)',
      'workOrder',
      (page) => page.getByRole('rowheader', { name: 'Siding', exact: true }),
    ],
    ['purchase order list tab (first row)', 'purchaseOrder', (page) => firstTableRow(page)],
    ['ARF order tab (form)', 'arf', (page) => page.getByRole('textbox', { name: 'ARF Name' })],
    [
      'gutter order tab (first gutter item)',
      'gutter',
      (page) => page.getByRole('rowheader', { name: 'GUTTER' }),
    ],
  ].map(([name, tab, locate]) => ({
    name,
    account: 'staff',
    prepare: jobWithPurchaseOrders,
    path: ({ job }) => `/jobs/${job.Id}/${tab}`,
    ready: (page) => [{ locator: locate(page) }],
  })),
  {
    name: 'purchase order detail (order number)',
    account: 'staff',
    prepare: jobWithPurchaseOrders,
    path: ({ job, order }) => `/jobs/${job.Id}/purchaseOrder/detail/${order.Id}`,
    ready: (page, { order }) => [
      { locator: page.getByRole('heading', { name: `Purchase Order ${order.PurchaseOrderNumber}` }) },
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
