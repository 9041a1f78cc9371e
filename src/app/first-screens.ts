/*
 * The screens a first-request path opens (issue 27 §2): per path pattern of ./first-request-paths.ts, the modules its
 * routes load lazily, under src/features: its loaders' module (`.ts`, what lazyLoader loads), then the screen and the
 * tab (`.tsx`, what the routes' `lazy` loads). A detail's own URL (where its list leads: `/*`, or a first tab's
 * optional segment, `managers?`) opens its first tab, whose code is preloaded with the page's.
 * Build-time data only: the build (vite.config.ts, signedInPreload) has
 * the page preload those modules' chunks while the entry loads, so the screen's code is in when its data is, and
 * React Router finds it already fetched instead of adding a link per chunk then. A unit test
 * (first-requests.test.tsx) holds it to the route table: the modules here are the ones the routes load.
 */
export const FIRST_SCREENS: Record<string, readonly string[]> = {
  '/jobs': ['jobs/job-list/job-list-page.tsx'],
  '/jobs/report': ['jobs/job-dashboard/job-dashboard-page.tsx'],
  '/jobs/:jobId/*': ['jobs/job-detail/job-detail-page.tsx', 'jobs/job-notes/job-notes-tab.tsx'],
  '/manage/clientCompany': [
    'builders/loaders.ts',
    'builders/client-company-list/client-company-list-page.tsx',
  ],
  '/manage/clientCompany/:clientCompanyId/*': [
    'builders/loaders.ts',
    'builders/client-company-detail/client-company-detail-page.tsx',
    'builders/client-company-detail/managers-tab.tsx',
  ],
  '/manage/clientCompany/:clientCompanyId/managers?': [
    'builders/loaders.ts',
    'builders/client-company-detail/client-company-detail-page.tsx',
    'builders/client-company-detail/managers-tab.tsx',
  ],
  '/manage/clientCompany/:clientCompanyId/jobsites': [
    'builders/loaders.ts',
    'builders/client-company-detail/client-company-detail-page.tsx',
    'builders/job-sites/job-sites-tab.tsx',
  ],
  '/jobSites/:jobSiteId/*': [
    'builders/loaders.ts',
    'builders/job-site-detail/job-site-detail-page.tsx',
    'builders/job-site-detail/job-site-items-tab.tsx',
  ],
  '/jobSites/:jobSiteId/jobModels?': [
    'builders/loaders.ts',
    'builders/job-site-detail/job-site-detail-page.tsx',
    'builders/job-site-detail/job-site-items-tab.tsx',
  ],
  '/jobSites/:jobSiteId/jobOptions': [
    'builders/loaders.ts',
    'builders/job-site-detail/job-site-detail-page.tsx',
    'builders/job-site-detail/job-site-items-tab.tsx',
  ],
  '/admin/manageMaterials': ['reference-data/loaders.ts', 'reference-data/materials/material-list-page.tsx'],
  '/admin/manageMaterialCategories': [
    'reference-data/loaders.ts',
    'reference-data/categories/category-list-page.tsx',
  ],
  '/admin/manageColors': ['reference-data/loaders.ts', 'reference-data/colors/color-list-page.tsx'],
  '/admin/manageManufactures': [
    'reference-data/loaders.ts',
    'reference-data/manufacturers/manufacturer-list-page.tsx',
  ],
  '/admin/supplyCompanies': [
    'reference-data/supply-companies/supply-company-list-source.ts',
    'reference-data/supply-companies/supply-company-list-page.tsx',
  ],
  '/manages/employees': ['people/loaders.ts', 'people/employees/employee-list-page.tsx'],
  '/manages/contractors': ['people/loaders.ts', 'people/contractors/contractor-list-page.tsx'],
  '/manages/contractors/:userId/*': [
    'people/loaders.ts',
    'people/contractors/contractor-detail-page.tsx',
    'people/contractors/contractor-profile-tab.tsx',
  ],
  '/manages/contractors/:userId/documents': [
    'people/loaders.ts',
    'people/contractors/contractor-detail-page.tsx',
    'people/documents/documents-tab.tsx',
  ],
  '/workLogs': ['work-logs/loaders.ts', 'work-logs/work-logs-page.tsx'],
  '/approveWorkLogs': ['work-logs/loaders.ts', 'work-logs/work-logs-page.tsx'],
  '/invoicesList': ['work-logs/invoices/invoice-list-loader.ts', 'work-logs/invoices/invoice-list-page.tsx'],
  '/jobs/:jobId/workOrder': [
    'job-orders/loaders.ts',
    'jobs/job-detail/job-detail-page.tsx',
    'job-orders/work-order/work-order-tab.tsx',
  ],
  '/jobs/:jobId/purchaseOrder': [
    'job-orders/loaders.ts',
    'jobs/job-detail/job-detail-page.tsx',
    'job-orders/purchase-orders/purchase-order-list-tab.tsx',
  ],
  '/jobs/:jobId/purchaseOrder/detail/:purchaseOrderId': [
    'job-orders/loaders.ts',
    'jobs/job-detail/job-detail-page.tsx',
    'job-orders/purchase-orders/purchase-order-detail-tab.tsx',
  ],
  '/jobs/:jobId/arf': [
    'job-orders/loaders.ts',
    'jobs/job-detail/job-detail-page.tsx',
    'job-orders/arf/arf-order-tab.tsx',
  ],
  '/jobs/:jobId/gutter': [
    'job-orders/loaders.ts',
    'jobs/job-detail/job-detail-page.tsx',
    'job-orders/gutter/gutter-order-tab.tsx',
  ],
  '/repairOrders': [
    'repairs-payments/repair-list/repair-list-loaders.ts',
    'repairs-payments/repair-list/repair-list-page.tsx',
  ],
  '/repairOrdersReport': [
    'repairs-payments/repair-list/repair-list-loaders.ts',
    'repairs-payments/repair-list/repair-list-page.tsx',
  ],
  '/jobs/:jobId/repairOrder': [
    'repairs-payments/repair-orders/repair-order-loaders.ts',
    'jobs/job-detail/job-detail-page.tsx',
    'repairs-payments/repair-orders/repair-order-outlet.tsx',
    'repairs-payments/repair-orders/job-repair-orders-tab.tsx',
  ],
  '/jobs/:jobId/repairOrder/create': [
    'repairs-payments/repair-orders/repair-order-loaders.ts',
    'jobs/job-detail/job-detail-page.tsx',
    'repairs-payments/repair-orders/repair-order-outlet.tsx',
    'repairs-payments/repair-orders/repair-order-form-page.tsx',
  ],
  '/jobs/:jobId/repairOrder/edit/:repairOrderId': [
    'repairs-payments/repair-orders/repair-order-loaders.ts',
    'jobs/job-detail/job-detail-page.tsx',
    'repairs-payments/repair-orders/repair-order-outlet.tsx',
    'repairs-payments/repair-orders/repair-order-form-page.tsx',
  ],
  '/jobs/:jobId/paymentDetail': [
    'repairs-payments/payments/payments-loader.ts',
    'jobs/job-detail/job-detail-page.tsx',
    'repairs-payments/payments/payment-detail-tab.tsx',
  ],
  '/jobs/:jobId/files': [
    'repairs-payments/job-files/job-files-loader.ts',
    'jobs/job-detail/job-detail-page.tsx',
    'repairs-payments/job-files/job-files-tab.tsx',
  ],
  '/financialReport': [
    'repairs-payments/financial-report/financial-loader.ts',
    'repairs-payments/financial-report/financial-report-page.tsx',
  ],
  '/membership/user/list': ['membership/loaders.ts', 'membership/users/user-list-page.tsx'],
  '/membership/role/list': ['membership/loaders.ts', 'membership/roles/role-list-page.tsx'],
  '/membership/company/list': ['membership/loaders.ts', 'membership/companies/company-list-page.tsx'],
  '/membership/usermanager/list/:filter': [
    'membership/loaders.ts',
    'membership/user-manager/user-manager-page.tsx',
  ],
  '/membership/usermanager/:filter/:action/:userId': [
    'membership/loaders.ts',
    'membership/user-manager/user-manager-page.tsx',
  ],
  '/membership/usermanager/:filter/update/:userId': [
    'membership/loaders.ts',
    'membership/user-manager/user-manager-page.tsx',
  ],
  '/membership/usergroup/list': ['membership/loaders.ts', 'membership/user-groups/user-group-list-page.tsx'],
  '/membership/user/details/:id/*': [
    'membership/user-detail/loaders.ts',
    'membership/user-detail/user-detail-page.tsx',
    'membership/user-detail/personal-info-tab.tsx',
  ],
  '/membership/role/details/:id/*': [
    'membership/role-detail/loaders.ts',
    'membership/role-detail/role-detail-page.tsx',
    'membership/role-detail/role-info-tab.tsx',
  ],
  '/membership/company/details/:id': [
    'membership/companies/company-detail-loader.ts',
    'membership/companies/company-detail-page.tsx',
  ],
  '/membership/usergroup/:action/:groupId': [
    'membership/user-groups/user-group-form-loader.ts',
    'membership/user-groups/user-group-form-page.tsx',
  ],
  '/jobs/jobschedule': ['schedules/schedule-loaders.ts', 'schedules/job-schedule-page.tsx'],
  '/jobs/repairSchedule': ['schedules/schedule-loaders.ts', 'schedules/repair-schedule-page.tsx'],
  '/admin/siteSettings/:settingKey': ['site-settings/loaders.ts', 'site-settings/site-setting-edit-page.tsx'],
};

/*
 * What a path's routes start loading at once beyond their route modules, under src/: the dialog a URL opens over its
 * list (its loader's import), the form a screen waits for before its first paint (its module's import). Preloaded
 * with the screen's chunks (vite.config.ts) and compiled as they arrive; else the import asks for them only once
 * the entry, the loaders and the screen's module have run. Each path is one of FIRST_SCREENS' (a unit test holds
 * it to them).
 */
export const FIRST_EXTRAS: Record<string, readonly string[]> = {
  // the user manager's create and update forms (membership/loaders.ts, userManagerDetails)
  '/membership/usermanager/:filter/:action/:userId': ['components/user-dialog/user-form-dialog.tsx'],
  '/membership/usermanager/:filter/update/:userId': ['components/user-dialog/user-form-dialog.tsx'],
  // the repair order form, which its screen waits for (repair-order-form-page.tsx, formReady)
  '/jobs/:jobId/repairOrder/create': ['features/repairs-payments/repair-orders/repair-order-form.tsx'],
  '/jobs/:jobId/repairOrder/edit/:repairOrderId': [
    'features/repairs-payments/repair-orders/repair-order-form.tsx',
  ],
};
