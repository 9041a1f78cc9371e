import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, matchRoutes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { jobKeys, jobsDataTableSource } from '@/api/jobs';
import { workLogUsersQueryOptions } from '@/api/work-logs';
import { workOrderKeys } from '@/api/work-orders';
import { buildDataTableRequest } from '@/api/datatables';
import type { FirstRequest, ListSource } from '@/components/data-table/table-query';
import type { FilterParams } from '@/lib/list-params';
import { queryClient } from '@/lib/query-client';
import { workLogTableQueryOptions } from '@/features/work-logs/work-log-source';
import { loaderModuleOf, type TabInfo } from '@/lib/routing';
import { registerRouter } from '@/lib/session';
import { recordRequests, renderRoutes, signInAs } from '@/test/test-utils';
import { dropEarlyAnswers, resetEarlyAnswers } from './early-answers';
import { FIRST_REQUEST_PATHS, type FirstRequestArea } from './first-request-paths';
import { firstRequestAreasOf, startFirstRequests } from './first-requests';
import { FIRST_EXTRAS, FIRST_SCREENS } from './first-screens';
import { featureRoutes } from './registry';
import { createAppRoutes } from './router';

/* Issue 27 §1: the URL → first request table, and the guard that still decides what is shown. */

type AreaModule = { firstRequests: readonly FirstRequest[] };
const areaModules = import.meta.glob<AreaModule>('/src/features/*/first-requests.ts', { eager: true });
const areaOf = (file: string) => /\/src\/features\/([^/]+)\/first-requests\.ts$/.exec(file)?.[1] ?? '';
const allLines = Object.values(areaModules).flatMap((m) => m.firstRequests);

/** Every module of the features that declares a list source (read as text: the check cannot miss one). */
const sourceTexts = import.meta.glob<string>(['/src/features/**/*.ts', '!**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const declaringFiles = Object.entries(sourceTexts)
  .filter(([, text]) => /=\s*defineListSource\(/.test(text))
  .map(([file]) => file);
const declaringModules = import.meta.glob<Record<string, unknown>>(
  ['/src/features/**/*.ts', '!**/*.test.ts'],
  {
    eager: true,
  },
);

const isListSource = (value: unknown): value is ListSource<unknown, FilterParams> =>
  !!value &&
  typeof value === 'object' &&
  'params' in value &&
  'fetcher' in value &&
  'columns' in value &&
  'queryKey' in value;

/** A URL of a path pattern: parameters as 1, a trailing splat left out, an optional segment in. */
const sampleOf = (path: string) =>
  path
    .replace(/\/\*$/, '')
    .replace(/\?$/, '')
    .replace(/:[A-Za-z]+/g, '1');

/** The keys of the queries in the cache (what the first requests started). */
const startedKeys = () =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((q) => q.queryKey);

beforeEach(() => resetEarlyAnswers());
afterEach(() => registerRouter(null));

describe('the URL → first request table', () => {
  it('has a line for every list source of the features', () => {
    expect(declaringFiles.length).toBeGreaterThan(15);
    const sources = declaringFiles.flatMap((file) =>
      Object.values(declaringModules[file]).filter(isListSource),
    );
    // every declaring module exports its sources
    expect(sources.length).toBeGreaterThanOrEqual(declaringFiles.length);
    const served = new Set(allLines.map((line) => line.source).filter(Boolean));
    const missing = declaringFiles.filter((file) =>
      Object.values(declaringModules[file])
        .filter(isListSource)
        .some((source) => !served.has(source)),
    );
    expect(missing).toEqual([]);
  });

  it("declares each area's paths in the entry's list of patterns, and nothing else", () => {
    for (const [file, module] of Object.entries(areaModules)) {
      const area = areaOf(file) as FirstRequestArea;
      expect(FIRST_REQUEST_PATHS[area], file).toBeDefined();
      // a screen may start several calls (its loader waits for all of them): its path is listed once
      expect([...new Set(module.firstRequests.map((line) => line.path))]).toEqual([
        ...FIRST_REQUEST_PATHS[area],
      ]);
    }
    expect(Object.keys(areaModules).map(areaOf).sort()).toEqual(Object.keys(FIRST_REQUEST_PATHS).sort());
  });

  it('names only screens of the route table', () => {
    const routes = createAppRoutes(featureRoutes);
    for (const line of allLines) {
      const matched = matchRoutes(routes, sampleOf(line.path)) ?? [];
      const leaf = matched.at(-1)?.route;
      expect(leaf?.path, line.path).not.toBe('*');
      expect(leaf?.path ?? leaf?.index, line.path).toBeTruthy();
    }
  });

  it("names, for each path, the modules its routes load: the screens and loaders the page preloads are the route's", async () => {
    const routes = createAppRoutes(featureRoutes);
    const modules = import.meta.glob<Record<string, unknown>>([
      '/src/features/**/*.{ts,tsx}',
      '!**/*.test.{ts,tsx}',
    ]);
    const load = (path: string, module: string) => {
      const loadModule = modules[`/src/features/${module}`];
      expect(loadModule, `${path}: ${module}`).toBeDefined();
      return loadModule();
    };
    expect(Object.keys(FIRST_SCREENS).sort()).toEqual(Object.values(FIRST_REQUEST_PATHS).flat().sort());
    for (const [path, declared] of Object.entries(FIRST_SCREENS)) {
      const screens = declared.filter((module) => module.endsWith('.tsx'));
      const loaders = declared.filter((module) => !module.endsWith('.tsx'));
      const exported = await Promise.all(
        screens.map(async (module) => Object.values(await load(path, module))),
      );
      // every screen the route tree loads for the path (below the shell) is one of the declared modules'
      const matched = (matchRoutes(routes, sampleOf(path).replace(':filter', 'staff')) ?? []).slice(1);
      // a tabbed page's own URL opens its first tab that is not disabled (withTabs' index route): that tab's screen
      // is the route's too
      const parent = matched.at(-2)?.route;
      const opened = matched.at(-1)?.route.index
        ? parent?.handle?.tabs?.find((tab: TabInfo) => !tab.disabled)
        : undefined;
      const firstTab = opened && parent?.children?.find((child) => child.path === opened.path);
      const loaded = await Promise.all(
        [...matched.map(({ route }) => route), ...(firstTab ? [firstTab] : [])].flatMap((route) =>
          typeof route.lazy === 'function' ? [route.lazy()] : [],
        ),
      );
      const components = loaded.map((m) => (m as { Component?: unknown }).Component).filter(Boolean);
      expect(components.length, path).toBe(screens.length);
      components.forEach((component, i) =>
        expect(exported[i], `${path}: ${screens[i]}`).toContain(component),
      );
      // and every module its routes' loaders load (lazyLoader) is declared, in the routes' order
      const loaderModules = await Promise.all(
        matched.flatMap(({ route }) => {
          const loadModule = loaderModuleOf(route.loader);
          return loadModule ? [loadModule()] : [];
        }),
      );
      const distinct = [...new Set(loaderModules)];
      expect(distinct.length, `${path}: loader modules`).toBe(loaders.length);
      for (const [i, module] of loaders.entries())
        expect(distinct[i], `${path}: ${module}`).toBe(await load(path, module));
    }
  });

  it('names, for a path whose routes load more at once, a module its loaders or screens load', async () => {
    const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
    });
    const textOf = (file: string) => sources[file]!();
    for (const [path, modules] of Object.entries(FIRST_EXTRAS)) {
      expect(Object.keys(FIRST_SCREENS), path).toContain(path);
      // the path's loaders' modules and its screens' (what the routes load)
      const loaderTexts = await Promise.all(
        FIRST_SCREENS[path].map((module) => textOf(`/src/features/${module}`)),
      );
      for (const module of modules) {
        const file = `/src/${module}`;
        expect(sources[file], `${path}: ${module}`).toBeDefined();
        // the modules that load it lazily (`import('./user-form-dialog')`): one of the path's modules imports one
        // of them, or the module itself
        const name = file.replace(/^.*\//, '').replace(/\.tsx?$/, '');
        const dir = file.slice(0, file.lastIndexOf('/'));
        const lazyLoaders: string[] = [];
        for (const candidate of Object.keys(sources).filter((f) => f.startsWith(`${dir}/`)))
          if ((await textOf(candidate)).includes(`import('./${name}')`))
            lazyLoaders.push(candidate.replace(/^\/src\//, '@/').replace(/\.tsx?$/, ''));
        const specifiers = [file.replace(/^\/src\//, '@/').replace(/\.tsx?$/, ''), ...lazyLoaders];
        const pathModules = FIRST_SCREENS[path].map((m) => `@/features/${m}`.replace(/\.tsx?$/, ''));
        expect(
          lazyLoaders.some((importer) => pathModules.includes(importer)) ||
            loaderTexts.some((text) => specifiers.some((specifier) => text.includes(`'${specifier}'`))),
          `${path}: ${module} (${specifiers.join(', ')})`,
        ).toBe(true);
      }
    }
  });

  it('finds the areas of a URL, and none for unknown URLs or the sign-in page', () => {
    expect(firstRequestAreasOf('/jobs')).toEqual(['jobs']);
    expect(firstRequestAreasOf('/jobs/12/repairOrder')).toEqual(['jobs', 'repairs-payments']);
    expect(firstRequestAreasOf('/Manage/ClientCompany/')).toEqual(['builders']);
    expect(firstRequestAreasOf('/login')).toEqual([]);
    expect(firstRequestAreasOf('/no/such/screen')).toEqual([]);
    expect(firstRequestAreasOf('/dashboard')).toEqual([]);
  });

  it('starts nothing for an unknown URL, nor for a job URL without a job id', async () => {
    await signInAs('admin');
    const requests = recordRequests();
    await startFirstRequests('/no/such/screen');
    await startFirstRequests('/jobs/abc');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests).toEqual([]);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('starts nothing for a URL whose ids are not ids (every pattern with an id)', async () => {
    await signInAs('admin');
    const requests = recordRequests();
    // the ids as words, the other parameters as a screen's own (the user manager's staff list, a site setting)
    const words: Record<string, string> = {
      filter: 'staff',
      action: 'update',
      settingKey: 'subcontractorDocSettings',
    };
    const patterns = Object.values(FIRST_REQUEST_PATHS)
      .flat()
      .filter((path) => /:(id|[A-Za-z]+Id)\b/.test(path));
    expect(patterns.length).toBeGreaterThan(20);
    for (const path of patterns) {
      const url = path
        .replace(/\/\*$/, '')
        .replace(/\?$/, '')
        .replace(/:([A-Za-z]+)/g, (_, name: string) => words[name] ?? 'abc');
      await startFirstRequests(url);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests.map((u) => u.pathname)).toEqual([]);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it("starts the work-log screens' first call: a table, or the list whose answer names the subcontractor", async () => {
    await signInAs('staff');
    await startFirstRequests('/approveWorkLogs?jobTypeId=2');
    await startFirstRequests('/approveWorkLogs?mode=invoice');
    expect(
      queryClient.getQueriesData({
        queryKey: workLogTableQueryOptions(0, 'normal', true, { jobTypeId: 2 }).queryKey,
      }),
    ).toHaveLength(1);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
    queryClient.clear();
    await startFirstRequests('/workLogs');
    expect(startedKeys()).toEqual([workLogUsersQueryOptions().queryKey]);
    queryClient.clear();
    await startFirstRequests('/workLogs?subcontractorId=7');
    expect(startedKeys()).toEqual([workLogTableQueryOptions(7, 'normal', false).queryKey]);
  });

  it("starts exactly the request the route's loader makes: the screen asks for nothing twice", async () => {
    await signInAs('staff');
    const requests = recordRequests();
    await startFirstRequests('/jobs?status=Incomplete');
    const posts = () => requests.filter((u) => u.pathname.endsWith('/api/jobs/datatables'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const { router } = renderRoutes(createAppRoutes(featureRoutes), ['/jobs?status=Incomplete']);
    registerRouter(router);
    expect(await screen.findByRole('heading', { name: 'Jobs' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    expect(posts()).toHaveLength(1);
  });
});

/**
 * Signs in as `account`, starts the first requests of `url` and waits until each of `calls` (path endings) has been
 * asked for once; `counts` tells how often each has been asked for since.
 */
async function startedOnce(account: Parameters<typeof signInAs>[0], url: string, calls: readonly string[]) {
  await signInAs(account);
  const requests = recordRequests();
  const counts = () => calls.map((path) => requests.filter((u) => u.pathname.endsWith(path)).length);
  const once = calls.map(() => 1);
  await startFirstRequests(url);
  await waitFor(() => expect(counts()).toEqual(once));
  return { counts, once };
}

describe("a detail screen's record (a job's tab: and the tab's first call), a calendar's month: they leave before the router, whose loaders ask for none of them again", () => {
  it.each([
    ['staff', '/jobs/1016/workOrder', '/api/jobs/1016', '/api/jobs/1016/workorder', '/api/materialCategory'],
    [
      'staff',
      '/jobs/1016/purchaseOrder/detail/20',
      '/api/jobs/1016',
      '/api/purchaseOrder/20',
      '/api/jobs/1016/purchaseOrders',
      '/api/materialCategory',
    ],
    ['staff', '/jobs/1016/arf', '/api/jobs/1016', '/api/jobs/1016/arf'],
    ['staff', '/jobs/1016/gutter', '/api/jobs/1016', '/api/jobs/1016/gutterOrder'],
    ['staff', '/jobs/1016/files', '/api/jobs/1016', '/api/jobattachment/categories'],
    [
      'staff',
      '/jobs/1001/repairOrder/edit/501',
      '/api/jobs/1001',
      '/api/repairOrder/501',
      '/api/materialCategory',
      '/api/invoiceStatuses',
    ],
    [
      'staff',
      '/jobs/1001/repairOrder/create',
      '/api/jobs/1001',
      '/api/materialCategory',
      '/api/invoiceStatuses',
    ],
    ['admin', '/membership/user/details/2/permissions', '/user/2'],
    ['admin', '/membership/role/details/2/permissions', '/role/2'],
    ['admin', '/membership/company/details/1', '/manageCompanies/get/1'],
    ['staff', '/membership/usergroup/edit/1', '/userGroup/1'],
    [
      'staff',
      '/manage/clientCompany/1/managers',
      '/clientCompany/1',
      '/user/autocomplete',
      '/datasource/bizUsers',
    ],
    ['staff', '/manage/clientCompany/1/jobsites', '/clientCompany/1', '/api/jobsites/datatables'],
    ['staff', '/jobSites/1/jobModels', '/api/jobsites/1', '/api/jobSite/1/jobModels'],
    ['admin', '/manages/contractors/4/profile', '/bizUsers/4'],
    ['admin', '/manages/contractors/4/documents', '/bizUsers/4', '/api/subcontractorDocument/4/datatables'],
    ['admin', '/membership/usermanager/contractors/update/4', '/datasource/bizUsers', '/bizUsers/4'],
    ['admin', '/admin/siteSettings/subcontractorDocSettings', '/api/subcontractorDocSettings'],
    ['staff', '/jobs/jobschedule?date=03-01-2026', '/api/jobs/calendar'],
    ['staff', '/jobs/repairSchedule', '/api/repairOrder/calendar'],
  ] as const)('%s: %s', async (account, url, ...calls) => {
    const { counts, once } = await startedOnce(account, url, calls);
    const router = createMemoryRouter(createAppRoutes(featureRoutes), { initialEntries: [url] });
    registerRouter(router);
    await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
    expect(router.state.location.pathname).toBe(url.split('?')[0]);
    expect(counts()).toEqual(once);
    router.dispose();
  });
});

describe("a detail's own URL: its first tab's call leaves with the record's, and is the one the tab reads after the redirect", () => {
  it.each([
    [
      'staff',
      '/manage/clientCompany/1',
      '/manage/clientCompany/1/managers',
      ['/clientCompany/1', '/user/autocomplete', '/datasource/bizUsers'],
      'Claire Bennett',
    ],
    [
      'staff',
      '/jobSites/1',
      '/jobSites/1/jobModels',
      ['/api/jobsites/1', '/api/jobSite/1/jobModels'],
      'Belmont',
    ],
  ] as const)('%s: %s', async (account, url, tabUrl, calls, firstRow) => {
    const { counts, once } = await startedOnce(account, url, calls);
    const { router } = renderRoutes(createAppRoutes(featureRoutes), [url]);
    registerRouter(router);
    await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
    // what the app does once the first navigation has settled, on the detail's own URL (the index route's loader
    // names the tab; its component redirects once rendered): the early answers stay
    const before = queryClient.getQueryCache().getAll().length;
    dropEarlyAnswers(queryClient, url);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(before);
    // the page opens its first tab, which reads them: nothing is asked for twice
    await waitFor(() => expect(router.state.location.pathname).toBe(tabUrl), { timeout: 10_000 });
    expect((await screen.findAllByText(firstRow, {}, { timeout: 10_000 }))[0]).toBeVisible();
    expect(counts()).toEqual(once);
  });
});

/** A URL of each list line that its route's loader prefetches as is (no redirect first). */
const listUrlOf = (path: string) =>
  `${sampleOf(path.replace(':filter', 'staff')).replace(/\/1(\/|$)/g, '/1001$1')}${
    path === '/invoicesList' ? '?currentFilter=unpaid' : ''
  }`;

describe("each list line is its route loader's request", () => {
  it.each(allLines.filter((line) => line.source).map((line) => [line.path, line] as const))(
    '%s',
    async (_path, line) => {
      await signInAs('admin');
      const url = listUrlOf(line.path);
      await startFirstRequests(url);
      const key = line.source!.queryKey;
      expect(queryClient.getQueriesData({ queryKey: key })).toHaveLength(1);
      const router = createMemoryRouter(createAppRoutes(featureRoutes), { initialEntries: [url] });
      await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
      expect(router.state.location.pathname.toLowerCase()).toBe(url.split('?')[0].toLowerCase());
      // the loader found the early query: no second page of the same list
      expect(queryClient.getQueriesData({ queryKey: key })).toHaveLength(1);
      router.dispose();
    },
  );
});

describe('the guard still decides', () => {
  it('a refused screen never shows the early answer, and drops it', async () => {
    // a real row, marked, that a server kinder than the documents would hand a subcontractor
    await signInAs('admin');
    const page = await jobsDataTableSource(
      buildDataTableRequest({ page: 1, pageSize: 1, columns: ['LotGroupCode'] }),
    );
    const row = { ...page.data[0], LotGroupCode: 'EARLY-ANSWER-LOT' };
    queryClient.clear();
    let answered = 0;
    server.use(
      http.post('*/api/jobs/datatables', () => {
        answered += 1;
        return HttpResponse.json({ draw: 1, recordsTotal: 1, recordsFiltered: 1, data: [row] });
      }),
    );

    await signInAs('subcontractor');
    await startFirstRequests('/jobs');
    const { router } = renderRoutes(createAppRoutes(featureRoutes), ['/jobs']);
    registerRouter(router);
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'), { timeout: 10_000 });
    await waitFor(() => expect(answered).toBe(1));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByText('EARLY-ANSWER-LOT')).toBeNull();
    expect(queryClient.getQueriesData({ queryKey: jobKeys.lists() })).toEqual([]);
    // and nothing more starts early once the guard has decided
    await startFirstRequests('/jobs');
    expect(answered).toBe(1);
  });
});

describe('a screen the server has already refused', () => {
  it('is not asked for again: its loader waits for the permission list, which sends the user away', async () => {
    // a subcontractor's deep link to the jobs list: the early request's 403 is in before the router starts
    const { counts, once } = await startedOnce('subcontractor', '/jobs', ['/api/jobs/datatables']);
    const early = () => queryClient.getQueryCache().findAll({ queryKey: jobKeys.lists() })[0];
    await waitFor(() => expect(early()?.state.status).toBe('error'));
    const router = createMemoryRouter(createAppRoutes(featureRoutes), { initialEntries: ['/jobs'] });
    registerRouter(router);
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'), { timeout: 10_000 });
    expect(counts()).toEqual(once);
    expect(queryClient.getQueriesData({ queryKey: jobKeys.lists() })).toEqual([]);
    router.dispose();
  });

  it("a refused page's tab, whose route has no key of its own, asks for nothing again either", async () => {
    const url = '/manage/clientCompany/1/jobsites';
    const { counts, once } = await startedOnce('subcontractor', url, [
      '/clientCompany/1',
      '/api/jobsites/datatables',
    ]);
    const router = createMemoryRouter(createAppRoutes(featureRoutes), { initialEntries: [url] });
    registerRouter(router);
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'), { timeout: 10_000 });
    expect(counts()).toEqual(once);
    router.dispose();
  });
});

describe('a tab the user may not open, on a page they may', () => {
  it("keeps the page's early answer: the job is asked for once, the refused tab's answer is dropped", async () => {
    // finance may open a job (its notes) but not its work order: the tab sends them to the job's page
    const { counts, once } = await startedOnce('finance', '/jobs/1016/workOrder', [
      '/api/jobs/1016',
      '/api/jobs/1016/workorder',
    ]);
    const later = recordRequests();
    const router = createMemoryRouter(createAppRoutes(featureRoutes), {
      initialEntries: ['/jobs/1016/workOrder'],
    });
    registerRouter(router);
    await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
    // the job's own URL, whose page then opens the first tab finance may see
    expect(router.state.location.pathname).toBe('/jobs/1016');
    // what the app does once the first navigation has settled (main.tsx)
    dropEarlyAnswers(queryClient, router.state.location.pathname);
    expect(counts()).toEqual(once);
    expect(queryClient.getQueryData(jobKeys.detail(1016))).toMatchObject({ Id: 1016 });
    expect(queryClient.getQueriesData({ queryKey: workOrderKeys.all })).toEqual([]);
    // once the early requests had left, the router asked only for the session: neither the refused tab's call
    // again nor its order's line lists
    expect(later.map((u) => u.pathname).sort()).toEqual([
      '/membership.api/auth/permissions',
      '/membership.api/auth/user',
    ]);
    router.dispose();
  });
});
