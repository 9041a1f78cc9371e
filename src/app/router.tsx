import { createBrowserRouter, redirect } from 'react-router-dom';
import { loginRoute } from '@/features/auth/routes';
import { isAllowed } from '@/lib/permissions';
import type { AppRoute } from '@/lib/routing';
import { registerRouter } from '@/lib/session';
import { loadPermissions, requireToken, sessionLoader, withGuards } from './guards';
import { featureRoutes, routeRegistry } from './registry';
import { RouteError } from './shell/route-error';
import { StartupFallback } from './shell/startup-fallback';

/** The first start page: the job dashboard if allowed, else work logs, else Access Denied (A §2). */
export async function redirectingLoader({ request }: { request: Request }) {
  requireToken(request);
  const permissions = await loadPermissions();
  for (const name of ['jobs.report', 'worklog']) {
    const route = routeRegistry.get(name);
    if (route && isAllowed(permissions, route.access)) return redirect(route.path);
  }
  return redirect('/access-denied');
}

export function createAppRoutes(): AppRoute[] {
  return [
    { ...loginRoute, errorElement: <RouteError />, HydrateFallback: StartupFallback },
    {
      id: 'root',
      path: '/',
      handle: { name: 'root' },
      loader: sessionLoader,
      lazy: () => import('./shell/app-layout').then((m) => ({ Component: m.AppLayout })),
      errorElement: <RouteError />,
      HydrateFallback: StartupFallback,
      children: withGuards([
        { index: true, loader: () => redirect('/redirecting') },
        {
          path: 'redirecting',
          handle: { name: 'dashboard_defaultRedirectionPage' },
          loader: redirectingLoader,
        },
        ...featureRoutes,
        { path: '*', loader: () => redirect('/redirecting') },
      ]),
    },
  ];
}

export function createAppRouter() {
  const router = createBrowserRouter(createAppRoutes());
  registerRouter(router);
  return router;
}
