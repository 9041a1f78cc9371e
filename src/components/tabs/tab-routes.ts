import { createElement } from 'react';
import { Navigate, redirect, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router-dom';
import { permissionsQueryOptions } from '@/api/auth';
import { isAllowed } from '@/lib/permissions';
import { queryClient } from '@/lib/query-client';
import { DEFAULT_TAB_ORDER, type AppRoute, type TabInfo } from '@/lib/routing';

/* The routing half of tabbed pages: light enough for the route tables in the entry chunk (no UI library). */

/** The tabs of a parent from its child routes that carry a tab label, sorted by order (default 100). */
export function tabsOf(children: AppRoute[]): TabInfo[] {
  return children
    .filter((c) => c.handle?.tab && c.path !== undefined)
    .map((c) => ({
      name: c.handle!.name,
      path: String(c.path).replace(/^\//, ''),
      order: c.handle!.order ?? DEFAULT_TAB_ORDER,
      label: c.handle!.tab!,
      access: c.handle!.access,
      disabled: c.handle!.disabled,
    }))
    .sort((a, b) => a.order - b.order);
}

/** The first tab the user may open. */
export function firstAllowedTab(tabs: TabInfo[], permissions: readonly string[]): TabInfo | undefined {
  return tabs.find((t) => !t.disabled && isAllowed(permissions, t.access));
}

/** The active tab: the one whose state name equals or begins the current state name. */
export function activeTab(tabs: TabInfo[], currentName: string | undefined): TabInfo | undefined {
  if (!currentName) return undefined;
  return tabs.find((t) => currentName === t.name || currentName.startsWith(`${t.name}.`));
}

/** Where the bare parent goes: the first tab the user may open (the loader's answer), with the query and hash. */
function FirstTabRedirect() {
  const target = useLoaderData<string>();
  const { search, hash, state } = useLocation();
  // the history state (e.g. the go-back state, A §4) goes along too
  return createElement(Navigate, {
    replace: true,
    to: { pathname: target, search, hash },
    state: state as unknown,
  });
}

/**
 * Makes a tabbed detail page: hangs the tab routes under the parent, records them in its handle, and
 * adds an index route that opens the first tab the user may open (A §2, B §2). The query string and the
 * hash go along (a loader never sees the hash, so the index route's element does the last step). A tab
 * the user may not open goes to that first tab too.
 */
export function withTabs(parent: AppRoute, tabRoutes: AppRoute[]): AppRoute {
  const children = [...(parent.children ?? []), ...tabRoutes].map(refusedToFirstTab);
  const tabs = tabsOf(children);
  const routeOf = new Map(children.map((r) => [r.handle?.name, r]));
  // The tab's code comes in the same wave as the page's, not after the page has rendered and redirected.
  const preload = (tab: TabInfo | undefined) => {
    const lazy = tab && routeOf.get(tab.name)?.lazy;
    if (typeof lazy === 'function') void Promise.resolve(lazy()).catch(() => undefined);
  };
  const index: AppRoute = {
    index: true,
    loader: async ({ request }: LoaderFunctionArgs) => {
      const likely = tabs.find((t) => !t.disabled);
      preload(likely);
      const permissions = await queryClient.ensureQueryData(permissionsQueryOptions());
      const first = firstAllowedTab(tabs, permissions);
      if (!first) throw redirect('/access-denied');
      if (first !== likely) preload(first);
      return `${new URL(request.url).pathname.replace(/\/$/, '')}/${first.path}`;
    },
    Component: FirstTabRedirect,
  };
  return {
    ...parent,
    handle: { ...parent.handle!, tabs },
    children: [index, ...children],
  } as AppRoute;
}

/**
 * A tab the user may not open sends them to the bare parent, which opens the first tab they may open (A §2: the
 * page opens on its first tab), instead of Access Denied: the parent's own guard has let them in. So do the guarded
 * routes inside a tab (e.g. an order's detail), straight to the parent (`..` climbs one route). A route that names
 * its own redirect path keeps it.
 */
function refusedToFirstTab(route: AppRoute): AppRoute {
  if (!route.handle?.tab) return route;
  /** `levels` routes below the parent: '..' once per route */
  const mark = (r: AppRoute, levels: number): AppRoute => {
    const handle =
      r.handle?.access && !r.handle.redirectTo
        ? { ...r.handle, redirectTo: Array.from({ length: levels }, () => '..').join('/') }
        : r.handle;
    // an index or pathless child sits at its parent's level
    const children = r.children?.map((c) => mark(c, c.path ? levels + 1 : levels));
    return { ...r, handle, ...(children ? { children } : {}) } as AppRoute;
  };
  return mark(route, 1);
}
