import { redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router-dom';
import { authKeys, currentUserQueryOptions, lastKnownUser, permissionsQueryOptions } from '@/api/auth';
import { ensureDefaultRoles } from '@/api/roles';
import { isAllowed, Permissions, type AccessKey } from '@/lib/permissions';
import { queryClient } from '@/lib/query-client';
import { loaderModuleOf, type AppRoute, type RouteHandle } from '@/lib/routing';
import { returnState, session } from '@/lib/session';
import { dropEarlyAnswers, earlyAnswerRefused } from './early-answers';
import { startFirstRequests } from './first-requests';
import { whenIdle } from '@/lib/when-idle';

function here(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/* The session's calls are part of the entry: the first loaders send them the moment the router starts. */
export function loadPermissions(): Promise<string[]> {
  return queryClient.ensureQueryData(permissionsQueryOptions());
}

/**
 * A stored token on start-up: the session check and the permission list go out at once, alongside the route
 * tables' chunk, instead of after it (the shell's loader then finds them on their way).
 */
export function prefetchSession(pathname: string): void {
  if (!session.getToken() || pathname.startsWith('/login')) return;
  void queryClient.prefetchQuery(currentUserQueryOptions());
  void queryClient.prefetchQuery(permissionsQueryOptions());
}

/**
 * A stored token on start-up: the first request of the screen the URL names (the URL → first request table,
 * ./first-requests.ts) leaves with the session calls (issue 27 §1). Resolves once it has left (at once without a
 * token or a line for the URL); never rejects: a line that fails to load leaves the request to the route's loader.
 */
export function prefetchFirstRequests(href: string): Promise<void> {
  return session.getToken() ? startFirstRequests(href).catch(() => undefined) : Promise.resolve();
}

/** No token: remember where the user was going and send them to sign in. */
export function requireToken(request: Request): void {
  if (!session.getToken()) {
    returnState.remember(here(request));
    throw redirect('/login');
  }
}

/** The session (token) whose default roles were checked: once per sign-in. */
let defaultRolesCheckedFor: string | null = null;

/**
 * The session check, or without any answer from the server (no connection) the token's last known user, which the
 * cache then holds as the check's answer; null when neither.
 */
function checkSession() {
  return queryClient.ensureQueryData(currentUserQueryOptions()).catch((error: unknown) => {
    const known = lastKnownUser(error);
    if (known) queryClient.setQueryData(authKeys.user(), known);
    return known;
  });
}

/**
 * The signed-in shell's loader: a token, the session check (GET /auth/user) and the permission list, in parallel.
 * A failing session check returns the user to sign in (A §4); one that got no answer at all opens the app as the
 * token's last known user, when this browser has one (a reload without a connection).
 */
export async function sessionLoader({ request }: LoaderFunctionArgs) {
  requireToken(request);
  const [user, permissions] = await Promise.all([checkSession(), loadPermissions()]);
  if (!user) {
    session.clearToken();
    queryClient.removeQueries();
    returnState.remember(here(request));
    throw redirect('/login');
  }
  const token = session.getToken();
  if (token && defaultRolesCheckedFor !== token && isAllowed(permissions, Permissions.SysAdmin)) {
    defaultRolesCheckedFor = token;
    // Decision 13: create the missing default roles, in the background (no spinner, nothing awaited), once the
    // browser is idle: the first screen's rows come first. Not for a session that has ended meanwhile (signed out,
    // the demo data reset): its calls would only be refused.
    whenIdle(() => {
      if (session.getToken() === token) void ensureDefaultRoles(queryClient).catch(() => undefined);
    });
  }
  return null;
}

/** Whether the permission list allows every access key of a route and its parents. */
const allowsAll = (permissions: string[], keys: readonly AccessKey[]) =>
  keys.every((key) => isAllowed(permissions, key));

/** The wrapper of a loader, with the module a lazy loader loads still visible (lazyLoader, first-screens.ts). */
const keepingModule = (wrapper: LoaderFunction, loader: LoaderFunction | undefined): LoaderFunction =>
  Object.assign(wrapper, { loaderModule: loaderModuleOf(loader) });

/**
 * A route's loader that asks for nothing once the permission list, known by the time it would ask, refuses one of
 * `keys` (the route's access and its parents'); the guard, its own or a parent's, sends the user away. On a cold
 * start its module may arrive after the list; and when the server has already refused (403) an early request, the
 * list will refuse the screen too, so it waits for the list (it would only ask again, for another 403).
 */
function askUnlessRefused(keys: readonly AccessKey[], loader: LoaderFunction | undefined): LoaderFunction {
  const ask: LoaderFunction = async (args) => {
    if (!loader) return null;
    const loaderModule = loaderModuleOf(loader);
    if (loaderModule) await loaderModule();
    if (!queryClient.getQueryData(authKeys.permissions()) && earlyAnswerRefused(queryClient))
      await loadPermissions().catch(() => undefined);
    const known = queryClient.getQueryData<string[]>(authKeys.permissions());
    return known && !allowsAll(known, keys) ? null : loader(args);
  };
  return keepingModule(ask, loader);
}

/**
 * Wraps a route's loader with the access check of its handle (A §4 route guard). Once the permission list is
 * known the check comes first, so a screen's data is not asked for a user who may not see it. On a cold start
 * (the list is still on its way) the screen's loader starts alongside it, so that the session check, the
 * permission list and the screen's first data all go out in one round; a user found not allowed is sent away
 * and the prefetched answer (the server refuses it anyway) is never shown. The loader asks for nothing once the
 * refusal is known (askUnlessRefused); `inherited` are the access keys of the route's parents.
 */
export function guardLoader(
  handle: RouteHandle | undefined,
  loader?: LoaderFunction,
  inherited: readonly AccessKey[] = [],
): LoaderFunction {
  const access = handle?.access;
  const ask = askUnlessRefused(access ? [...inherited, access] : inherited, loader);
  const guarded: LoaderFunction = async (args) => {
    requireToken(args.request);
    if (!access) return ask(args);
    const deny = (permissions: string[]) => {
      if (isAllowed(permissions, access)) return;
      // a relative redirect stays on the page the user was let into (e.g. a tab to its page): nothing to return to
      const withinPage = handle.redirectTo?.startsWith('.') ?? false;
      // a refused screen: what was asked for it before the permissions were known is never shown. Sent away, it is
      // dropped now; sent on to the page it belongs to, it is dropped once the first navigation has settled
      // (main.tsx), which keeps what that page asked for (a job's record) instead of asking for it again.
      if (!withinPage) {
        dropEarlyAnswers(queryClient);
        returnState.remember(here(args.request));
      }
      throw redirect(handle.redirectTo ?? '/access-denied');
    };
    const known = queryClient.getQueryData<string[]>(authKeys.permissions());
    if (known) {
      deny(known);
      return ask(args);
    }
    const permissions = loadPermissions();
    const data = Promise.resolve(ask(args));
    data.catch(() => undefined);
    deny(await permissions);
    return data;
  };
  return keepingModule(guarded, loader);
}

/**
 * Applies the guard to every route of a tree that declares an access key. A route without one under a route with
 * one (a detail page's tab) asks for nothing once its parents' access is refused: its loader runs alongside theirs.
 */
export function withGuards(routes: AppRoute[], inherited: readonly AccessKey[] = []): AppRoute[] {
  return routes.map((route) => {
    const access = route.handle?.access;
    const children = route.children
      ? withGuards(route.children, access ? [...inherited, access] : inherited)
      : undefined;
    const loader = typeof route.loader === 'function' ? route.loader : undefined;
    const guarded = access
      ? { ...route, loader: guardLoader(route.handle, loader, inherited) }
      : loader && inherited.length > 0
        ? { ...route, loader: askUnlessRefused(inherited, loader) }
        : { ...route };
    if (children) (guarded as AppRoute).children = children;
    return guarded as AppRoute;
  });
}
