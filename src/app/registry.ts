import { buildersFeature } from '@/features/builders/routes';
import { dashboardFeature } from '@/features/dashboard/routes';
import { jobOrdersFeature } from '@/features/job-orders/routes';
import { jobsFeature } from '@/features/jobs/routes';
import { membershipFeature } from '@/features/membership/routes';
import { partsGalleryFeature } from '@/features/parts-gallery/routes';
import { peopleFeature } from '@/features/people/routes';
import { referenceDataFeature } from '@/features/reference-data/routes';
import { repairsPaymentsFeature } from '@/features/repairs-payments/routes';
import { schedulesFeature } from '@/features/schedules/routes';
import { siteSettingsFeature } from '@/features/site-settings/routes';
import { workLogsFeature } from '@/features/work-logs/routes';
import { withTabs } from '@/components/tabs/tab-routes';
import type { AppRoute, FeatureModule } from '@/lib/routing';
import type { RouteInfo } from './menu';

/** Every feature of the app. Each later area adds its module here. */
export const features: FeatureModule[] = [
  dashboardFeature,
  jobsFeature,
  schedulesFeature,
  buildersFeature,
  referenceDataFeature,
  peopleFeature,
  siteSettingsFeature,
  workLogsFeature,
  jobOrdersFeature,
  repairsPaymentsFeature,
  membershipFeature,
];
if (import.meta.env.DEV || import.meta.env.MODE === 'test') features.push(partsGalleryFeature);

function joinPath(parent: string, path: string | undefined): string {
  if (!path) return parent || '/';
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** The route states by name, with their full paths and access keys. */
export function collectRoutes(
  routes: AppRoute[],
  parent = '/',
  into = new Map<string, RouteInfo>(),
): Map<string, RouteInfo> {
  for (const route of routes) {
    const path = route.index ? parent : joinPath(parent, route.path);
    if (route.handle?.name)
      into.set(route.handle.name, { name: route.handle.name, path, access: route.handle.access });
    if (route.children) collectRoutes(route.children, path, into);
  }
  return into;
}

/** Hangs the features' childRoutes under the routes they name (e.g. the calendars under `jobs`). */
export function hangChildRoutes(routes: AppRoute[], modules: FeatureModule[]): AppRoute[] {
  const extra = new Map<string, AppRoute[]>();
  for (const m of modules)
    for (const [parent, children] of Object.entries(m.childRoutes ?? {}))
      extra.set(parent, [...(extra.get(parent) ?? []), ...children]);
  if (extra.size === 0) return routes;
  const hang = (list: AppRoute[]): AppRoute[] =>
    list.map((route) => {
      const more = route.handle?.name ? extra.get(route.handle.name) : undefined;
      if (!more && !route.children) return route;
      // a tabbed page (withTabs) takes the extra routes as further tabs: its strip and first-tab redirect
      // are rebuilt with them (e.g. the job detail's order, repair and payment tabs, decision 9)
      if (more && route.handle?.tabs)
        return withTabs(
          { ...route, children: hang((route.children ?? []).filter((c) => !c.index)) } as AppRoute,
          more,
        );
      return { ...route, children: [...hang(route.children ?? []), ...(more ?? [])] } as AppRoute;
    });
  return hang(routes);
}

export const featureRoutes: AppRoute[] = hangChildRoutes(
  features.flatMap((f) => f.routes),
  features,
);
export const routeRegistry = collectRoutes(featureRoutes);
