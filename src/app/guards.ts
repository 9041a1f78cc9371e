import { redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router-dom';
import { currentUserQueryOptions, permissionsQueryOptions } from '@/api/auth';
import { ensureDefaultRoles } from '@/api/roles';
import { isAllowed, Permissions } from '@/lib/permissions';
import { queryClient } from '@/lib/query-client';
import type { AppRoute, RouteHandle } from '@/lib/routing';
import { returnState, session } from '@/lib/session';

function here(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

export function loadPermissions(): Promise<string[]> {
  return queryClient.ensureQueryData(permissionsQueryOptions());
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
 * The signed-in shell's loader: a token, the session check (GET /auth/user) and the permission list, in parallel.
 * A failing session check returns the user to sign in (A §4).
 */
export async function sessionLoader({ request }: LoaderFunctionArgs) {
  requireToken(request);
  const [user, permissions] = await Promise.all([
    queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null),
    loadPermissions(),
  ]);
  if (!user) {
    session.clearToken();
    queryClient.removeQueries();
    returnState.remember(here(request));
    throw redirect('/login');
  }
  const token = session.getToken();
  if (token && defaultRolesCheckedFor !== token && isAllowed(permissions, Permissions.SysAdmin)) {
    defaultRolesCheckedFor = token;
    // Decision 13: create the missing default roles, in the background (no spinner, nothing awaited).
    void ensureDefaultRoles().catch(() => undefined);
  }
  return null;
}

/** Wraps a route's loader with the access check of its handle (A §4 route guard). */
export function guardLoader(handle: RouteHandle | undefined, loader?: LoaderFunction): LoaderFunction {
  return async (args) => {
    requireToken(args.request);
    if (handle?.access) {
      const permissions = await loadPermissions();
      if (!isAllowed(permissions, handle.access)) {
        returnState.remember(here(args.request));
        throw redirect(handle.redirectTo ?? '/access-denied');
      }
    }
    return loader ? loader(args) : null;
  };
}

/** Applies the guard to every route of a tree that declares an access key. */
export function withGuards(routes: AppRoute[]): AppRoute[] {
  return routes.map((route) => {
    const children = route.children ? withGuards(route.children) : undefined;
    const guarded = route.handle?.access
      ? {
          ...route,
          loader: guardLoader(route.handle, typeof route.loader === 'function' ? route.loader : undefined),
        }
      : { ...route };
    if (children) (guarded as AppRoute).children = children;
    return guarded as AppRoute;
  });
}
