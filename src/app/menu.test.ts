import { describe, expect, it } from 'vitest';
import { activeMenuPath, mergeMenu, visibleMenu, type RouteInfo } from './menu';

const routes = new Map<string, RouteInfo>([
  ['dashboard', { name: 'dashboard', path: '/dashboard' }],
  ['jobs.list', { name: 'jobs.list', path: '/jobs', access: 'CanManageJobs' }],
  ['worklog', { name: 'worklog', path: '/workLogs', access: 'CanManageWorkLogs' }],
  ['a.b.c', { name: 'a.b.c', path: '/deep' }],
]);

describe('menu registry', () => {
  it('sorts by priority and merges groups from several features', () => {
    const merged = mergeMenu([
      {
        id: 'manageProjects',
        label: 'Manage Projects',
        priority: 50,
        children: [{ id: 'jobs', label: 'Jobs', priority: 1, routeName: 'jobs.list' }],
      },
      { id: 'dashboard', label: 'Dashboard', priority: 1, routeName: 'dashboard' },
      {
        id: 'manageProjects',
        label: 'Manage Projects',
        priority: 50,
        children: [{ id: 'worklog', label: 'Work logs', priority: 2, routeName: 'worklog' }],
      },
    ]);
    expect(merged.map((e) => e.id)).toEqual(['dashboard', 'manageProjects']);
    expect(merged[1].children?.map((e) => e.id)).toEqual(['jobs', 'worklog']);
  });

  it('hides entries whose route is not allowed or not registered, and empty groups', () => {
    const menu = mergeMenu([
      { id: 'dashboard', label: 'Dashboard', priority: 1, routeName: 'dashboard' },
      { id: 'missing', label: 'Missing', priority: 2, routeName: 'nope' },
      {
        id: 'group',
        label: 'Group',
        priority: 3,
        children: [{ id: 'jobs', label: 'Jobs', priority: 1, routeName: 'jobs.list' }],
      },
      {
        id: 'group2',
        label: 'Group 2',
        priority: 4,
        children: [{ id: 'wl', label: 'WL', priority: 1, routeName: 'worklog' }],
      },
    ]);
    const visible = visibleMenu(menu, routes, (access) => !access || access === 'CanManageJobs');
    expect(visible).toEqual([
      { id: 'dashboard', label: 'Dashboard', to: '/dashboard' },
      { id: 'group', label: 'Group', to: undefined, children: [{ id: 'jobs', label: 'Jobs', to: '/jobs' }] },
    ]);
  });

  it('nests up to three levels', () => {
    const menu = [
      {
        id: 'l1',
        label: 'L1',
        priority: 1,
        children: [
          {
            id: 'l2',
            label: 'L2',
            priority: 1,
            children: [
              {
                id: 'l3',
                label: 'L3',
                priority: 1,
                routeName: 'a.b.c',
                children: [{ id: 'l4', label: 'L4', priority: 1, routeName: 'dashboard' }],
              },
            ],
          },
        ],
      },
    ];
    const visible = visibleMenu(menu, routes, () => true);
    expect(visible[0].children?.[0].children?.[0]).toEqual({ id: 'l3', label: 'L3', to: '/deep' });
  });
});

describe('activeMenuPath', () => {
  const entries = [
    { id: 'dashboard', label: 'Dashboard', to: '/dashboard' },
    { id: 'report', label: 'Job Dashboard', to: '/jobs/report' },
    {
      id: 'manageProjects',
      label: 'Manage Projects',
      children: [{ id: 'jobs', label: 'Jobs', to: '/jobs/' }],
    },
  ];

  it('highlights the most specific link only', () => {
    expect(activeMenuPath(entries, '/jobs/report')).toBe('/jobs/report');
    expect(activeMenuPath(entries, '/jobs/')).toBe('/jobs/');
    expect(activeMenuPath(entries, '/jobs')).toBe('/jobs/');
    expect(activeMenuPath(entries, '/jobs/12/notes')).toBe('/jobs/');
    expect(activeMenuPath(entries, '/Dashboard')).toBe('/dashboard');
  });

  it('matches whole segments and nothing for other pages', () => {
    expect(activeMenuPath(entries, '/jobsites/3')).toBeUndefined();
    expect(activeMenuPath(entries, '/access-denied')).toBeUndefined();
  });
});
