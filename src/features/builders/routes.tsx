import { redirect } from 'react-router-dom';
import { withTabs } from '@/components/tabs/tab-routes';
import { Permissions } from '@/lib/permissions';
import { lazyLoader, type AppRoute, type FeatureModule } from '@/lib/routing';

const loaders = () => import('./loaders');

/** The builder detail's tabs (C §2): ordered by order (default 100), the first opens automatically. */
export const clientCompanyDetailTabs: AppRoute[] = [
  {
    path: 'managers',
    handle: {
      name: 'clientCompany.detail.managers',
      title: 'builders.tabs.managers',
      tab: 'builders.tabs.managers',
      order: 1,
    },
    loader: lazyLoader(loaders, 'managerListSourceLoader'),
    lazy: () =>
      import('./client-company-detail/managers-tab').then((m) => ({ Component: m.ClientCompanyManagersTab })),
  },
  {
    path: 'jobsites',
    handle: {
      name: 'clientCompany.detail.jobsites',
      title: 'builders.tabs.jobsites',
      tab: 'builders.tabs.jobsites',
      order: 2,
    },
    loader: lazyLoader(loaders, 'jobSiteListSourceLoader'),
    lazy: () => import('./job-sites/job-sites-tab').then((m) => ({ Component: m.JobSitesTab })),
  },
];

/** The job site detail's tabs (A §2): job models, job options, and a disabled job elevations tab. */
export const jobSiteDetailTabs: AppRoute[] = [
  {
    path: 'jobModels',
    handle: {
      name: 'jobsitesDetail.jobModel',
      title: 'builders.siteTabs.jobModels',
      tab: 'builders.siteTabs.jobModels',
      order: 1,
    },
    loader: lazyLoader(loaders, 'jobModelsLoader'),
    lazy: () => import('./job-site-detail/job-site-items-tab').then((m) => ({ Component: m.JobModelsTab })),
  },
  {
    path: 'jobOptions',
    handle: {
      name: 'jobsitesDetail.jobOption',
      title: 'builders.siteTabs.jobOptions',
      tab: 'builders.siteTabs.jobOptions',
      order: 2,
    },
    loader: lazyLoader(loaders, 'jobOptionsLoader'),
    lazy: () => import('./job-site-detail/job-site-items-tab').then((m) => ({ Component: m.JobOptionsTab })),
  },
  {
    path: 'jobElevations',
    handle: {
      name: 'jobsitesDetail.jobElevation',
      title: 'builders.siteTabs.jobElevations',
      tab: 'builders.siteTabs.jobElevations',
      order: 3,
      disabled: true,
    },
    // shown but disabled (A §2): its typed URL goes to the first tab
    loader: ({ params }) => redirect(`/jobSites/${params.jobSiteId ?? ''}/jobModels`),
  },
];

/** Builders (C §2) and their job sites (A §2). */
export const buildersFeature: FeatureModule = {
  routes: [
    {
      path: 'manage/clientCompany',
      handle: {
        name: 'clientCompany',
        title: 'builders.title',
        access: Permissions.CanManageClientCompanies,
      },
      children: [
        {
          index: true,
          handle: {
            name: 'clientCompany.list',
            title: 'builders.list.title',
            access: Permissions.CanManageClientCompanies,
          },
          loader: lazyLoader(loaders, 'clientCompanyListSourceLoader'),
          lazy: () =>
            import('./client-company-list/client-company-list-page').then((m) => ({
              Component: m.ClientCompanyListPage,
            })),
        },
        withTabs(
          {
            path: ':clientCompanyId',
            handle: {
              name: 'clientCompany.detail',
              title: 'builders.detail.title',
              access: Permissions.CanManageClientCompanies,
            },
            loader: lazyLoader(loaders, 'prefetchClientCompany'),
            lazy: () =>
              import('./client-company-detail/client-company-detail-page').then((m) => ({
                Component: m.ClientCompanyDetailPage,
              })),
          },
          clientCompanyDetailTabs,
        ),
      ],
    },
    withTabs(
      {
        path: 'jobSites/:jobSiteId',
        handle: {
          name: 'jobsitesDetail',
          title: 'builders.jobSiteDetail.title',
          access: Permissions.CanManageClientCompanies,
        },
        loader: lazyLoader(loaders, 'prefetchJobSite'),
        lazy: () =>
          import('./job-site-detail/job-site-detail-page').then((m) => ({ Component: m.JobSiteDetailPage })),
      },
      jobSiteDetailTabs,
    ),
  ],
  menu: [
    {
      id: 'manage',
      label: 'builders.menu.manage',
      priority: 100,
      children: [
        { id: 'builders', label: 'builders.menu.builders', priority: 1, routeName: 'clientCompany.list' },
      ],
    },
  ],
};
