import { buildersFeature } from '@/features/builders/routes';
import { dashboardFeature } from '@/features/dashboard/routes';
import { jobsFeature } from '@/features/jobs/routes';
import { partsGalleryFeature } from '@/features/parts-gallery/routes';
import { schedulesFeature } from '@/features/schedules/routes';
import type { AppRoute, FeatureModule } from '@/lib/routing';
import { mergeMenu, type RouteInfo } from './menu';

/** Every feature of the app. Each later area adds its module here. */
export const features: FeatureModule[] = [dashboardFeature, jobsFeature, schedulesFeature, buildersFeature];
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

export const featureRoutes: AppRoute[] = features.flatMap((f) => f.routes);
export const routeRegistry = collectRoutes(featureRoutes);
export const appMenu = mergeMenu(features.flatMap((f) => f.menu ?? []));
