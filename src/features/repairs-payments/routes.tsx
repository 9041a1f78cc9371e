import { Permissions } from '@/lib/permissions';
import {
  lazyLoader,
  skipOrderOnlyChange,
  withLoaderFirst,
  type AppRoute,
  type FeatureModule,
} from '@/lib/routing';
import { JOB_TAB_EDIT_ACCESS } from './job-context';

/** Who opens the repair order list and report: the job list's and the job reports' users (A §2, A §6). */
export const REPAIR_LIST_ACCESS = [Permissions.CanManageJobs, Permissions.CanAccessJobReports] as const;

/**
 * Who opens a job's Repair Orders and Files tabs: the same users. Those who hold only CanAccessJobReports see them
 * read-only (decision 22); creating, editing and deleting need JOB_TAB_EDIT_ACCESS.
 */
export const JOB_REPAIR_FILES_ACCESS = REPAIR_LIST_ACCESS;

// Each screen's loader is a small chunk of its own (API modules and URL parameters, no UI), so that its calls
// leave as soon as the route starts, with the screen's chunk, instead of after a shared chunk's other imports.
const paymentsLoader = () => import('./payments/payments-loader');
const repairOrderLoaders = () => import('./repair-orders/repair-order-loaders');
const jobFilesLoader = () => import('./job-files/job-files-loader');
const financialLoader = () => import('./financial-report/financial-loader');
const repairListLoaders = () => import('./repair-list/repair-list-loaders');

/** The job detail's tabs of this area (decision 9): payment detail 5, repair orders 6, files 10. */
export const jobDetailTabs: AppRoute[] = [
  {
    path: 'paymentDetail',
    handle: {
      name: 'jobs.detail.paymentDetail',
      title: 'jobPayments.title',
      tab: 'jobPayments.tab',
      order: 5,
      access: Permissions.CanManageJobPaymentDetail,
    },
    loader: lazyLoader(paymentsLoader, 'prefetchPayments'),
    lazy: withLoaderFirst(paymentsLoader, () =>
      import('./payments/payment-detail-tab').then((m) => ({ Component: m.PaymentDetailTab })),
    ),
  },
  {
    path: 'repairOrder',
    handle: {
      name: 'jobs.detail.repairOrder',
      title: 'repairOrders.tab',
      tab: 'repairOrders.tab',
      order: 6,
      access: JOB_REPAIR_FILES_ACCESS,
    },
    lazy: () =>
      import('./repair-orders/repair-order-outlet').then((m) => ({ Component: m.RepairOrderOutlet })),
    children: [
      {
        index: true,
        handle: { name: 'jobs.detail.repairOrder.list', title: 'repairOrders.list.title' },
        loader: lazyLoader(repairOrderLoaders, 'jobRepairOrderSourceLoader'),
        lazy: withLoaderFirst(repairOrderLoaders, () =>
          import('./repair-orders/job-repair-orders-tab').then((m) => ({ Component: m.JobRepairOrdersTab })),
        ),
      },
      {
        path: 'create',
        handle: {
          name: 'jobs.detail.repairOrder.create',
          title: 'repairOrders.form.createTitle',
          // a read-only user (decision 22) who types the URL finds the job's repair orders instead
          access: JOB_TAB_EDIT_ACCESS,
          redirectTo: '..',
        },
        loader: lazyLoader(repairOrderLoaders, 'prefetchNewRepairOrder'),
        lazy: withLoaderFirst(repairOrderLoaders, () =>
          // the form's own chunk too: the screen's first paint has the form
          import('./repair-orders/repair-order-form-page').then(async (m) => {
            await m.formReady;
            return { Component: m.RepairOrderCreatePage };
          }),
        ),
      },
      {
        path: 'edit/:repairOrderId',
        handle: { name: 'jobs.detail.repairOrder.edit', title: 'repairOrders.form.viewTitle' },
        loader: lazyLoader(repairOrderLoaders, 'prefetchRepairOrder'),
        lazy: withLoaderFirst(repairOrderLoaders, () =>
          // the form's own chunk too: the screen's first paint has the form
          import('./repair-orders/repair-order-form-page').then(async (m) => {
            await m.formReady;
            return { Component: m.RepairOrderEditPage };
          }),
        ),
      },
    ],
  },
  {
    path: 'files',
    handle: {
      name: 'jobs.detail.files',
      title: 'jobFiles.title',
      tab: 'jobFiles.tab',
      order: 10,
      access: JOB_REPAIR_FILES_ACCESS,
    },
    loader: lazyLoader(jobFilesLoader, 'prefetchJobFiles'),
    lazy: withLoaderFirst(jobFilesLoader, () =>
      import('./job-files/job-files-tab').then((m) => ({ Component: m.JobFilesTab })),
    ),
  },
];

/** Repair orders, payments, job files and the two reports (issue 13; A §2, B §2). */
export const repairsPaymentsFeature: FeatureModule = {
  routes: [
    {
      path: 'financialReport',
      handle: {
        name: 'financialReport',
        title: 'financialReport.title',
        access: Permissions.CanAccessProfitReports,
      },
      loader: lazyLoader(financialLoader, 'prefetchFinancial'),
      // the report sorts its rows in the browser: a new order does not fetch them again
      shouldRevalidate: skipOrderOnlyChange,
      lazy: withLoaderFirst(financialLoader, () =>
        import('./financial-report/financial-report-page').then((m) => ({
          Component: m.FinancialReportPage,
        })),
      ),
    },
    {
      path: 'repairOrders',
      handle: {
        name: 'repairOrdersList',
        title: 'repairOrders.global.listTitle',
        access: REPAIR_LIST_ACCESS,
      },
      loader: lazyLoader(repairListLoaders, 'repairListSourceLoader'),
      lazy: withLoaderFirst(repairListLoaders, () =>
        import('./repair-list/repair-list-page').then((m) => ({ Component: m.RepairOrdersListPage })),
      ),
    },
    {
      path: 'repairOrdersReport',
      handle: {
        name: 'repairOrdersReport',
        title: 'repairOrders.global.reportTitle',
        access: REPAIR_LIST_ACCESS,
      },
      loader: lazyLoader(repairListLoaders, 'repairReportSourceLoader'),
      lazy: withLoaderFirst(repairListLoaders, () =>
        import('./repair-list/repair-list-page').then((m) => ({ Component: m.RepairOrdersReportPage })),
      ),
    },
  ],
  childRoutes: { 'jobs.detail': jobDetailTabs },
  menu: [
    {
      id: 'reports',
      label: 'financialReport.menu.reports',
      priority: 49,
      children: [
        {
          id: 'financialReport',
          label: 'financialReport.menu.financial',
          priority: 1,
          routeName: 'financialReport',
        },
        {
          id: 'repairOrdersReport',
          label: 'repairOrders.menu.report',
          priority: 2,
          routeName: 'repairOrdersReport',
        },
      ],
    },
    {
      id: 'manageProjects',
      label: 'repairOrders.menu.manageProjects',
      priority: 50,
      children: [
        {
          id: 'repairOrdersList',
          label: 'repairOrders.menu.list',
          priority: 3,
          routeName: 'repairOrdersList',
        },
      ],
    },
  ],
};
