import { Permissions } from '@/lib/permissions';
import type { FeatureModule } from '@/lib/routing';

/** The job and repair calendars (A §2). FullCalendar lives in their lazy chunk only. */
export const schedulesFeature: FeatureModule = {
  routes: [
    {
      path: 'jobs/jobschedule',
      handle: {
        name: 'jobs.jobSchedule',
        title: 'schedules.job.title',
        access: Permissions.CanAccessJobReports,
      },
      lazy: () => import('./job-schedule-page').then((m) => ({ Component: m.JobSchedulePage })),
    },
    {
      path: 'jobs/repairSchedule',
      handle: {
        name: 'jobs.repairSchedule',
        title: 'schedules.repair.title',
        access: Permissions.CanAccessJobReports,
      },
      lazy: () => import('./repair-schedule-page').then((m) => ({ Component: m.RepairSchedulePage })),
    },
  ],
  menu: [
    { id: 'jobSchedule', label: 'schedules.job.menu', priority: 46, routeName: 'jobs.jobSchedule' },
    { id: 'repairSchedule', label: 'schedules.repair.menu', priority: 47, routeName: 'jobs.repairSchedule' },
  ],
};
