import type { LoaderFunctionArgs } from 'react-router-dom';
import { jobQueryOptions } from '@/api/jobs';
import { queryClient } from '@/lib/query-client';
import { Permissions } from '@/lib/permissions';
import type { AppRoute, FeatureModule } from '@/lib/routing';
import { listLoader } from '@/components/data-table/table-query';
import { withTabs } from '@/components/tabs/tab-routes';
import { jobListSource, jobReportSource } from './job-list/job-list-source';
import { parseRouteId } from '@/lib/list-params';

/**
 * Who may open the notes tab (and read a job's notes): the job list's users (CanManageJobs, who also edit them) and
 * the job reports' (CanAccessJobReports, read-only: decision 22).
 */
export const JOB_NOTES_ACCESS = [Permissions.CanManageJobs, Permissions.CanAccessJobReports] as const;

/**
 * Who may open a job's detail: whoever may open one of its tabs (A §2, B §2, B §6, decision 9), any one will do:
 * notes, repair orders and files (CanManageJobs or CanAccessJobReports), the order tabs (CanManageJobs) and the
 * payment detail (CanManageJobPaymentDetail, e.g. from the financial report). The page shows only the tabs the
 * user may open and opens on the first of them. (The app's registry test holds this to the tabs hung on it.)
 */
export const JOB_DETAIL_ACCESS = [
  Permissions.CanManageJobs,
  Permissions.CanAccessJobReports,
  Permissions.CanManageJobPaymentDetail,
] as const;

/** Starts loading the job while the detail's code loads (no waterfall); errors are the page's to show. */
function prefetchJob({ params }: LoaderFunctionArgs) {
  const id = parseRouteId(params.jobId);
  if (id) void queryClient.prefetchQuery(jobQueryOptions(id));
  return null;
}

/** The job detail's own tabs; other areas' tabs are hung on the same parent by the app's router. */
export const jobDetailTabs: AppRoute[] = [
  {
    path: 'notes',
    handle: {
      name: 'jobs.detail.notes',
      title: 'jobs.notes.title',
      tab: 'jobs.tabs.notes',
      order: 0,
      access: JOB_NOTES_ACCESS,
    },
    lazy: () => import('./job-notes/job-notes-tab').then((m) => ({ Component: m.JobNotesTab })),
  },
];

/** The job detail route, for the app to add further tabs with withTabs (decision 9). */
export function jobDetailRoute(extraTabs: AppRoute[] = []): AppRoute {
  return withTabs(
    {
      path: ':jobId',
      handle: {
        name: 'jobs.detail',
        title: 'jobs.detail.title',
        // the job list (CanManageJobs), the dashboard and calendars (CanAccessJobReports) and the financial
        // report's lot links (CanManageJobPaymentDetail) open it
        access: JOB_DETAIL_ACCESS,
      },
      loader: prefetchJob,
      lazy: () => import('./job-detail/job-detail-page').then((m) => ({ Component: m.JobDetailPage })),
    },
    [...jobDetailTabs, ...extraTabs],
  );
}

/** Jobs (A §2): the list, the job dashboard and the job detail. */
export const jobsFeature: FeatureModule = {
  routes: [
    {
      path: 'jobs',
      handle: { name: 'jobs', title: 'jobs.title' },
      children: [
        {
          index: true,
          handle: { name: 'jobs.list', title: 'jobs.list.title', access: Permissions.CanManageJobs },
          loader: listLoader(jobListSource),
          lazy: () => import('./job-list/job-list-page').then((m) => ({ Component: m.JobListPage })),
        },
        {
          path: 'report',
          handle: {
            name: 'jobs.report',
            title: 'jobs.report.title',
            access: Permissions.CanAccessJobReports,
          },
          loader: listLoader(jobReportSource),
          lazy: () =>
            import('./job-dashboard/job-dashboard-page').then((m) => ({ Component: m.JobDashboardPage })),
        },
        jobDetailRoute(),
      ],
    },
  ],
  menu: [
    { id: 'jobDashboard', label: 'jobs.menu.dashboard', priority: 48, routeName: 'jobs.report' },
    {
      id: 'manageProjects',
      label: 'jobs.menu.manageProjects',
      priority: 50,
      children: [{ id: 'jobs', label: 'jobs.menu.jobs', priority: 1, routeName: 'jobs.list' }],
    },
  ],
};
