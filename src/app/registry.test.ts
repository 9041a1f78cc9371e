import { describe, expect, it } from 'vitest';
import type { AppRoute, FeatureModule } from '@/lib/routing';
import { withTabs } from '@/components/tabs/tab-routes';
import { collectRoutes, hangChildRoutes, routeRegistry } from './registry';

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

  it('adds a feature’s childRoutes under a tabbed page as further tabs, in their order', () => {
    const page = withTabs({ path: 'p/:id', handle: { name: 'p' } }, [
      { path: 'one', handle: { name: 'p.one', tab: 'one', order: 1 } },
      { path: 'three', handle: { name: 'p.three', tab: 'three', order: 3 } },
    ]);
    const modules: FeatureModule[] = [
      { routes: [], childRoutes: { p: [{ path: 'two', handle: { name: 'p.two', tab: 'two', order: 2 } }] } },
    ];
    const [hung] = hangChildRoutes([page], modules);
    expect(hung.handle?.tabs?.map((t: { name: string }) => t.name)).toEqual(['p.one', 'p.two', 'p.three']);
    expect(hung.children?.filter((c) => c.index)).toHaveLength(1);
    expect(collectRoutes([hung]).get('p.two')?.path).toBe('/p/:id/two');
  });
});
