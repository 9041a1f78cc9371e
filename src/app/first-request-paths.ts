/*
 * The screens whose first request can leave with the session calls (issue 27 §1): per area, the URL path patterns
 * (React Router's syntax) its `src/features/<area>/first-requests.ts` serves. A first tab's segment is optional
 * (`managers?`): the detail's own URL opens that tab, so its list leaves with the session calls too. Plain data,
 * small: the entry matches the URL against it to load only that area's lines, and the build (vite.config.ts,
 * signedInPreload) makes the page preload that area's chunk with the entry. A unit test holds it to the areas'
 * modules.
 */
export const FIRST_REQUEST_PATHS = {
  jobs: ['/jobs', '/jobs/report', '/jobs/:jobId/*'],
  builders: [
    '/manage/clientCompany',
    '/manage/clientCompany/:clientCompanyId/*',
    '/manage/clientCompany/:clientCompanyId/managers?',
    '/manage/clientCompany/:clientCompanyId/jobsites',
    '/jobSites/:jobSiteId/*',
    '/jobSites/:jobSiteId/jobModels?',
    '/jobSites/:jobSiteId/jobOptions',
  ],
  'reference-data': [
    '/admin/manageMaterials',
    '/admin/manageMaterialCategories',
    '/admin/manageColors',
    '/admin/manageManufactures',
    '/admin/supplyCompanies',
  ],
  people: [
    '/manages/employees',
    '/manages/contractors',
    '/manages/contractors/:userId/*',
    '/manages/contractors/:userId/documents',
  ],
  'work-logs': ['/workLogs', '/approveWorkLogs', '/invoicesList'],
  schedules: ['/jobs/jobschedule', '/jobs/repairSchedule'],
  'job-orders': [
    '/jobs/:jobId/workOrder',
    '/jobs/:jobId/purchaseOrder',
    '/jobs/:jobId/purchaseOrder/detail/:purchaseOrderId',
    '/jobs/:jobId/arf',
    '/jobs/:jobId/gutter',
  ],
  'repairs-payments': [
    '/repairOrders',
    '/repairOrdersReport',
    '/jobs/:jobId/repairOrder',
    '/jobs/:jobId/repairOrder/create',
    '/jobs/:jobId/repairOrder/edit/:repairOrderId',
    '/jobs/:jobId/paymentDetail',
    '/jobs/:jobId/files',
    '/financialReport',
  ],
  membership: [
    '/membership/user/list',
    '/membership/user/details/:id/*',
    '/membership/role/list',
    '/membership/role/details/:id/*',
    '/membership/company/list',
    '/membership/company/details/:id',
    '/membership/usermanager/list/:filter',
    '/membership/usermanager/:filter/:action/:userId',
    '/membership/usermanager/:filter/update/:userId',
    '/membership/usergroup/list',
    '/membership/usergroup/:action/:groupId',
  ],
  'site-settings': ['/admin/siteSettings/:settingKey'],
} as const satisfies Record<string, readonly string[]>;

export type FirstRequestArea = keyof typeof FIRST_REQUEST_PATHS;
