import { describe, expect, it } from 'vitest';
import type { AppRoute, FeatureModule } from '@/lib/routing';
import { hangChildRoutes, routeRegistry } from './registry';

describe('the route tree (A §2)', () => {
  it('hangs the calendars under jobs: jobs.jobSchedule and jobs.repairSchedule, same URLs', () => {
    expect(routeRegistry.get('jobs.jobSchedule')?.path).toBe('/jobs/jobschedule');
    expect(routeRegistry.get('jobs.repairSchedule')?.path).toBe('/jobs/repairSchedule');
  });

  it('hangs a feature’s childRoutes under the route they name, leaving the rest alone', () => {
    const child: AppRoute = { path: 'extra', handle: { name: 'a.extra' } };
    const routes: AppRoute[] = [
      { path: 'a', handle: { name: 'a' }, children: [{ index: true, handle: { name: 'a.list' } }] },
      { path: 'b', handle: { name: 'b' } },
    ];
    const modules: FeatureModule[] = [{ routes: [], childRoutes: { a: [child] } }];
    const hung = hangChildRoutes(routes, modules);
    expect(hung[0].children?.map((c) => c.handle?.name)).toEqual(['a.list', 'a.extra']);
    expect(hung[1]).toBe(routes[1]);
    expect(routes[0].children).toHaveLength(1);
  });
});
