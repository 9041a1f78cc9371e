import { Nav } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import {
  Navigate,
  NavLink,
  redirect,
  useLoaderData,
  useLocation,
  useMatches,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { permissionsQueryOptions, usePermissions } from '@/api/auth';
import { isAllowed } from '@/lib/permissions';
import { queryClient } from '@/lib/query-client';
import { DEFAULT_TAB_ORDER, handleOf, type AppRoute, type TabInfo } from '@/lib/routing';

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
  const { search, hash } = useLocation();
  return <Navigate replace to={{ pathname: target, search, hash }} />;
}

/**
 * Makes a tabbed detail page: hangs the tab routes under the parent, records them in its handle, and
 * adds an index route that opens the first tab the user may open (A §2, B §2). The query string and the
 * hash go along (a loader never sees the hash, so the index route's element does the last step).
 */
export function withTabs(parent: AppRoute, tabRoutes: AppRoute[]): AppRoute {
  const tabs = tabsOf([...(parent.children ?? []), ...tabRoutes]);
  const index: AppRoute = {
    index: true,
    loader: async ({ request }: LoaderFunctionArgs) => {
      const permissions = await queryClient.ensureQueryData(permissionsQueryOptions());
      const first = firstAllowedTab(tabs, permissions);
      if (!first) throw redirect('/access-denied');
      return `${new URL(request.url).pathname.replace(/\/$/, '')}/${first.path}`;
    },
    Component: FirstTabRedirect,
  };
  return {
    ...parent,
    handle: { ...parent.handle!, tabs },
    children: [index, ...(parent.children ?? []), ...tabRoutes],
  } as AppRoute;
}

/** The tab strip of the nearest tabbed parent route; only the tabs the user may open are shown. */
export function RoutedTabs({ className }: { className?: string }) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const matches = useMatches();
  const parentIndex = matches.findLastIndex((m) => handleOf(m.handle)?.tabs);
  if (parentIndex < 0) return null;
  const parent = matches[parentIndex];
  const tabs = (handleOf(parent.handle)?.tabs ?? []).filter((tab) => isAllowed(permissions, tab.access));
  const current = [...matches].reverse().find((m) => handleOf(m.handle)?.name)?.handle;
  const active = activeTab(tabs, handleOf(current)?.name);
  const base = parent.pathname.replace(/\/$/, '');
  return (
    <Nav variant="tabs" className={className ?? 'mb-3'} as="nav" aria-label={t('common.tabs.label')}>
      {tabs.map((tab) => (
        <Nav.Item key={tab.name}>
          {tab.disabled ? (
            <Nav.Link disabled aria-disabled="true">
              {t(tab.label)}
            </Nav.Link>
          ) : (
            <Nav.Link
              as={NavLink}
              to={`${base}/${tab.path}`}
              active={active?.name === tab.name}
              aria-current={active?.name === tab.name ? 'page' : undefined}
            >
              {t(tab.label)}
            </Nav.Link>
          )}
        </Nav.Item>
      ))}
    </Nav>
  );
}
