import type { FeatureModule } from '@/lib/routing';

/** The client dashboard (a heading only) and the Access Denied page (A §2). */
export const dashboardFeature: FeatureModule = {
  routes: [
    {
      path: 'dashboard',
      handle: { name: 'dashboard', title: 'dashboard.title' },
      lazy: () => import('./dashboard-page').then((m) => ({ Component: m.DashboardPage })),
    },
    {
      path: 'access-denied',
      handle: { name: 'access_denied', title: 'dashboard.accessDenied.title' },
      lazy: () => import('./access-denied-page').then((m) => ({ Component: m.AccessDeniedPage })),
    },
  ],
  menu: [{ id: 'dashboard', label: 'dashboard.menu', priority: 1, routeName: 'dashboard' }],
};
