import { Permissions } from '@/lib/permissions';
import { lazyLoader, type AppRoute, type FeatureModule } from '@/lib/routing';

// the month's entries start with the calendar's chunk (a small loader chunk: the queries, no FullCalendar)
const loaders = () => import('./schedule-loaders');

/**
 * The job and repair calendars (A §2): children of `jobs` in the route tree (jobs.jobSchedule,
 * jobs.repairSchedule), so their breadcrumb reads Jobs › Job Schedule. The app hangs them under the jobs
 * route. FullCalendar lives in their lazy chunk only.
 */
export const scheduleRoutes: AppRoute[] = [
  {
    path: 'jobschedule',
    handle: {
      name: 'jobs.jobSchedule',
      title: 'schedules.job.title',
      access: Permissions.CanAccessJobReports,
    },
    loader: lazyLoader(loaders, 'jobScheduleLoader'),
    lazy: () => import('./job-schedule-page').then((m) => ({ Component: m.JobSchedulePage })),
  },
  {
    path: 'repairSchedule',
    handle: {
      name: 'jobs.repairSchedule',
      title: 'schedules.repair.title',
      access: Permissions.CanAccessJobReports,
    },
    loader: lazyLoader(loaders, 'repairScheduleLoader'),
    lazy: () => import('./repair-schedule-page').then((m) => ({ Component: m.RepairSchedulePage })),
  },
];

export const schedulesFeature: FeatureModule = {
  routes: [],
  childRoutes: { jobs: scheduleRoutes },
  menu: [
    { id: 'jobSchedule', label: 'schedules.job.menu', priority: 46, routeName: 'jobs.jobSchedule' },
    { id: 'repairSchedule', label: 'schedules.repair.menu', priority: 47, routeName: 'jobs.repairSchedule' },
  ],
};
