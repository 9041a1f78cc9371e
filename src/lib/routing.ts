import { useEffect, useRef, type RefObject } from 'react';
import {
  useLocation,
  useNavigate,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import type { AccessKey } from './permissions';

/**
 * What every route of the app declares in its `handle` (A §2): the spec's state name, the page title
 * (an i18n key, for the breadcrumb), the access key the guard checks, a redirect path for a refused
 * user, and for tabs their order and label.
 */
export interface RouteHandle {
  /** the spec's state name, e.g. 'jobs.list' */
  name: string;
  /** i18n key of the page title shown in the breadcrumb */
  title?: string;
  /** the permission or access string the user must hold, or several of which any one will do */
  access?: AccessKey;
  /**
   * where a refused user goes instead of /access-denied; a relative path ('..') is resolved from this route
   * (a tab refused goes to its page, which opens the first tab the user may open)
   */
  redirectTo?: string;
  /** tab order among sibling child routes (default 100) */
  order?: number;
  /** i18n key of the tab label; a child route with a tab label is a tab */
  tab?: string;
  /** a tab shown but not usable */
  disabled?: boolean;
  /** on a tabbed parent: its tabs, sorted by order (set by withTabs) */
  tabs?: TabInfo[];
}

/** One tab of a tabbed detail page: a child route. */
export interface TabInfo {
  name: string;
  /** path relative to the parent */
  path: string;
  order: number;
  /** i18n key of the label */
  label: string;
  access?: AccessKey;
  disabled?: boolean;
}

export type AppRoute = RouteObject & { handle?: RouteHandle; children?: AppRoute[] };

export const DEFAULT_TAB_ORDER = 100;

export function handleOf(value: unknown): RouteHandle | undefined {
  return value && typeof value === 'object' && 'name' in value ? (value as RouteHandle) : undefined;
}

/** Old bookmarks `/#!/jobs/12/notes` and `/#/jobs/12/notes` map to the clean URL (decision 1); null when not legacy. */
export function legacyHashTarget(hash: string): string | null {
  const match = /^#!?(\/.*)$/.exec(hash);
  return match ? match[1] : null;
}

/**
 * A side-menu entry (A §2 "Navigation menu"). Leaves name the route state they open; groups have children
 * (up to three levels). Entries with the same id from several features are merged.
 */
export interface MenuEntry {
  id: string;
  /** i18n key of the label */
  label: string;
  priority: number;
  /** the route state a leaf opens; the entry shows only when that route is allowed */
  routeName?: string;
  /** the link; defaults to the route's path */
  to?: string;
  children?: MenuEntry[];
}

/** What each feature contributes to the app: its routes (hung under the signed-in shell) and menu entries. */
export interface FeatureModule {
  routes: AppRoute[];
  menu?: MenuEntry[];
  /**
   * Routes that belong under another feature's route in the tree (A §2), by that route's state name:
   * `{ jobs: [...] }` makes them children of `jobs`. Features never import each other; the app hangs them.
   * Under a tabbed page (made with withTabs, e.g. `'jobs.detail'`) routes with a `tab` label become
   * further tabs, in their `order`.
   */
  childRoutes?: Record<string, AppRoute[]>;
}

/**
 * The go-back state (A §4): a detail or edit screen returns to the list URL the user came from, with its
 * page, sort and filters. It travels in the history state (`navigate(to, { state: backState(location) })`,
 * `<Link state>`), so a reload or Back keeps it and a detail opened directly has none.
 */
export interface BackState {
  /** the list URL (path, query and hash) the detail was opened from */
  backTo: string;
}

/** The history state that lets the next screen come back to `location`. */
export function backState(location: { pathname: string; search?: string; hash?: string }): BackState {
  return { backTo: `${location.pathname}${location.search ?? ''}${location.hash ?? ''}` };
}

/**
 * Where "Back to list" goes: the list URL carried in the history state when it is one of `accepts`
 * (path prefixes, e.g. ['/jobs']), else `defaultPath`. Only same-app paths are taken.
 */
export function backTarget(state: unknown, defaultPath: string, accepts?: readonly string[]): string {
  const from =
    state && typeof state === 'object' && 'backTo' in state ? (state as { backTo: unknown }).backTo : null;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return defaultPath;
  const path = from.split(/[?#]/)[0];
  if (accepts && !accepts.some((p) => path === p || path.startsWith(`${p.replace(/\/$/, '')}/`)))
    return defaultPath;
  return from;
}

/** The "Back to list" target of the current screen (see backTarget). */
export function useBackTo(defaultPath: string, accepts?: readonly string[]): string {
  return backTarget(useLocation().state, defaultPath, accepts);
}

/**
 * Opens the in-app links inside `box` (`<a href="/path" data-in-app="">`) in the app, as a router `<Link>` would:
 * one listener on the box instead of a `<Link>` per link. A link component reads the router's state and works out
 * its path on every render; a menu of dozens of entries or a long table drew one per entry before the first screen,
 * and per row drawn on every scroll step (issue 27). `href` must be an absolute path of the app.
 *
 * A plain click navigates (with `state`; a link to the page already shown replaces it, as `<Link>` does); a click
 * with a modifier key or another button is left to the browser (a new tab, a new window). `onOpen` is called for
 * every click on such a link (a menu that closes when an entry is chosen).
 */
export function useInAppLinks(
  box: RefObject<HTMLElement | null>,
  options: { state?: unknown; onOpen?: () => void } = {},
): void {
  const navigate = useNavigate();
  // the latest state and callback, read at the click: the listener is added once per box
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const open = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[data-in-app]') : null;
      const href = link?.getAttribute('href');
      if (!link || !href || !element.contains(link)) return;
      latest.current.onOpen?.();
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      if (link.getAttribute('target') && link.getAttribute('target') !== '_self') return;
      event.preventDefault();
      const { pathname, search, hash } = window.location;
      void navigate(href, { state: latest.current.state, replace: href === `${pathname}${search}${hash}` });
    };
    element.addEventListener('click', open);
    return () => element.removeEventListener('click', open);
  }, [box, navigate]);
}

/** A loader module being loaded, per import function: the route's lazy and its loader ask for it once between them. */
const loaderModules = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

/** `load()`, once: the same promise for every caller while it loads or once loaded; a failed load is tried again. */
function loadOnce<M>(load: () => Promise<M>): Promise<M> {
  let loading = loaderModules.get(load) as Promise<M> | undefined;
  if (!loading) {
    loading = load();
    loaderModules.set(load, loading);
    loading.catch(() => loaderModules.delete(load));
  }
  return loading;
}

/**
 * A screen's chunk, with its loader's module asked for first: the router calls `lazy` before the loader, and the
 * small loader module (its data call) should not queue behind the screen's chunks on the browser's connections.
 * `lazy: withLoaderFirst(() => import('./loaders'), () => import('./page').then(...))`.
 */
export function withLoaderFirst<T>(
  loaderModule: () => Promise<unknown>,
  screen: () => Promise<T>,
): () => Promise<T> {
  return () => {
    loadOnce(loaderModule).catch(() => undefined);
    return screen();
  };
}

/**
 * A route loader whose code (and the API modules and list sources it calls) loads when its route is first
 * visited, together with the route's own chunk, instead of travelling in the route tables every screen loads:
 * `loader: lazyLoader(() => import('./loaders'), 'userList')`.
 */
export function lazyLoader<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  const loader = async (args: LoaderFunctionArgs): Promise<unknown> => {
    const run = (await loadOnce(load))[name] as unknown as (args: LoaderFunctionArgs) => unknown;
    return run(args);
  };
  // the module it loads, for the table of what a cold start preloads (src/app/first-screens.ts) to be checked
  // against, and for the guard to wait for before the loader asks for anything (src/app/guards.ts)
  return Object.assign(loader, { loaderModule: (() => loadOnce(load)) as () => Promise<unknown> });
}

/** The module a route's loader loads when it is a lazyLoader's (or a guard around one), else undefined. */
export function loaderModuleOf(loader: unknown): (() => Promise<unknown>) | undefined {
  return typeof loader === 'function' && 'loaderModule' in loader
    ? (loader.loaderModule as (() => Promise<unknown>) | undefined)
    : undefined;
}

/** The URL keys of a list's order (lib/list-params): sort and dir. */
const ORDER_KEYS = ['sort', 'dir'];

/**
 * A route's shouldRevalidate for a screen that holds its whole set and sorts it in the browser (the financial
 * report): a change of the rows' order alone (sort, dir) runs no loader, so the set is not fetched again; any other
 * change is React Router's own decision.
 */
export function skipOrderOnlyChange({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search)
    return defaultShouldRevalidate;
  const withoutOrder = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const key of ORDER_KEYS) params.delete(key);
    params.sort();
    return params.toString();
  };
  return withoutOrder(currentUrl) === withoutOrder(nextUrl) ? false : defaultShouldRevalidate;
}
