import { createBrowserRouter, redirect, type PatchRoutesOnNavigationFunction } from 'react-router-dom';
import { loginRoute } from '@/features/auth/routes';
import { isAllowed } from '@/lib/permissions';
import type { AppRoute } from '@/lib/routing';
import { registerRouter } from '@/lib/session';
import { loadPermissions, requireToken, sessionLoader, withGuards } from './guards';
import { RouteError } from './shell/route-error';
import { StartupFallback } from './shell/startup-fallback';

/** The first start page: the job dashboard if allowed, else work logs, else Access Denied (A §2). */
export async function redirectingLoader({ request }: { request: Request }) {
  requireToken(request);
  const [permissions, { routeRegistry }] = await Promise.all([loadPermissions(), loadRegistry()]);
  for (const name of ['jobs.report', 'worklog']) {
    const route = routeRegistry.get(name);
    if (route && isAllowed(permissions, route.access)) return redirect(route.path);
  }
  return redirect('/access-denied');
}

/**
 * The administration home (`/admin`, A §2 `backend.home`): open to every signed-in user, it lists the management
 * screens the user may open (or says there are none). Its loader starts the permission list and the menu's route
 * tables with the page's own chunk.
 */
export async function adminHomeLoader({ request }: { request: Request }) {
  requireToken(request);
  await Promise.all([loadPermissions(), loadRegistry()]);
  return null;
}

/**
 * The features' route tables (every signed-in screen, its path, access and loaders): a chunk of their own, so
 * the sign-in page neither downloads nor runs them. Signed-in, they load the moment the router starts.
 */
const loadRegistry = () => import('./registry');

/**
 * Hangs every feature's routes under the signed-in shell (`root`) the first time a URL needs them (React
 * Router's lazy route discovery: a URL that matches only the shell's catch-all asks first). Once per router.
 */
export function discoverFeatureRoutes(): PatchRoutesOnNavigationFunction {
  let hung = false;
  return async ({ patch }) => {
    if (hung) return;
    const { featureRoutes } = await loadRegistry();
    if (hung) return;
    hung = true;
    patch('root', withGuards(featureRoutes));
  };
}

/**
 * The app's route tree. The features' routes are given for tests (a memory router with every route known at
 * once); the app finds them with discoverFeatureRoutes.
 */
export function createAppRoutes(featureRoutes: AppRoute[] = []): AppRoute[] {
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
        {
          path: 'admin',
          handle: { name: 'backend.home', title: 'app.adminHome.title' },
          loader: adminHomeLoader,
          lazy: () => import('./admin-home/admin-home-page').then((m) => ({ Component: m.AdminHomePage })),
        },
        ...featureRoutes,
        { path: '*', loader: () => redirect('/redirecting') },
      ]),
    },
  ];
}

export function createAppRouter() {
  const router = createBrowserRouter(createAppRoutes(), {
    patchRoutesOnNavigation: discoverFeatureRoutes(),
  });
  registerRouter(router);
  return router;
}
