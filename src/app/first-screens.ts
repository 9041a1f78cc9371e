/*
 * The screens a first-request path opens (issue 27 §2): per path pattern of ./first-request-paths.ts, the modules
 * its routes load lazily (the screen and the tab), under src/features. Build-time data only: the build
 * (vite.config.ts, signedInPreload) has the page preload those modules' chunks while the entry loads, so the screen's
 * code is in when its data is, and React Router finds it already fetched instead of adding a link per chunk then.
 * A unit test (first-requests.test.tsx) holds it to the route table: each module here is what the route's `lazy` loads.
 */
export const FIRST_SCREENS: Record<string, readonly string[]> = {
  '/jobs': ['jobs/job-list/job-list-page.tsx'],
  '/jobs/report': ['jobs/job-dashboard/job-dashboard-page.tsx'],
  '/jobs/:jobId/*': ['jobs/job-detail/job-detail-page.tsx'],
  '/manage/clientCompany': ['builders/client-company-list/client-company-list-page.tsx'],
  '/manage/clientCompany/:clientCompanyId/jobsites': [
    'builders/client-company-detail/client-company-detail-page.tsx',
    'builders/job-sites/job-sites-tab.tsx',
  ],
  '/jobSites/:jobSiteId/jobModels': [
    'builders/job-site-detail/job-site-detail-page.tsx',
    'builders/job-site-detail/job-site-items-tab.tsx',
  ],
  '/jobSites/:jobSiteId/jobOptions': [
    'builders/job-site-detail/job-site-detail-page.tsx',
    'builders/job-site-detail/job-site-items-tab.tsx',
  ],
  '/admin/manageMaterials': ['reference-data/materials/material-list-page.tsx'],
  '/admin/manageMaterialCategories': ['reference-data/categories/category-list-page.tsx'],
  '/admin/manageColors': ['reference-data/colors/color-list-page.tsx'],
  '/admin/manageManufactures': ['reference-data/manufacturers/manufacturer-list-page.tsx'],
  '/admin/supplyCompanies': ['reference-data/supply-companies/supply-company-list-page.tsx'],
  '/manages/employees': ['people/employees/employee-list-page.tsx'],
  '/manages/contractors': ['people/contractors/contractor-list-page.tsx'],
  '/manages/contractors/:userId/documents': [
    'people/contractors/contractor-detail-page.tsx',
    'people/documents/documents-tab.tsx',
  ],
  '/workLogs': ['work-logs/work-logs-page.tsx'],
  '/approveWorkLogs': ['work-logs/work-logs-page.tsx'],
  '/invoicesList': ['work-logs/invoices/invoice-list-page.tsx'],
  '/jobs/:jobId/purchaseOrder': [
    'jobs/job-detail/job-detail-page.tsx',
    'job-orders/purchase-orders/purchase-order-list-tab.tsx',
  ],
  '/repairOrders': ['repairs-payments/repair-list/repair-list-page.tsx'],
  '/repairOrdersReport': ['repairs-payments/repair-list/repair-list-page.tsx'],
  '/jobs/:jobId/repairOrder': [
    'jobs/job-detail/job-detail-page.tsx',
    'repairs-payments/repair-orders/repair-order-outlet.tsx',
    'repairs-payments/repair-orders/job-repair-orders-tab.tsx',
  ],
  '/jobs/:jobId/paymentDetail': [
    'jobs/job-detail/job-detail-page.tsx',
    'repairs-payments/payments/payment-detail-tab.tsx',
  ],
  '/financialReport': ['repairs-payments/financial-report/financial-report-page.tsx'],
  '/membership/user/list': ['membership/users/user-list-page.tsx'],
  '/membership/role/list': ['membership/roles/role-list-page.tsx'],
  '/membership/company/list': ['membership/companies/company-list-page.tsx'],
  '/membership/usermanager/list/:filter': ['membership/user-manager/user-manager-page.tsx'],
  '/membership/usergroup/list': ['membership/user-groups/user-group-list-page.tsx'],
};
