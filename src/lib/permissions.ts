/** Every permission and access string, spelled as the server spells them (decision 2; A §6, B §6, C §6). */
export const Permissions = {
  CanApproveWorkLogs: 'Daewon.Permissions.CanApproveWorkLogs',
  CanManageWorkLogs: 'Daewon.Permissions.CanManageWorkLogs',
  CanProceedPayment: 'Daewon.Permissions.CanProceedPayment',
  CanManageJobPaymentDetail: 'Daewon.Permissions.CanManageJobPaymentDetail',
  CanCreateBackcharge: 'Daewon.Permissions.CanCreateBackcharge',
  CanManageJobs: 'Daewon.Permissions.CanManageJobs',
  CanAccessJobReports: 'Daewon.Permissions.CanAccessJobReports',
  CanAccessProfitReports: 'Daewon.Permissions.CanAccessProfitReports',
  CanAccessToDaewonLookupPages: 'Daewon.Permissions.CanAccessToDaewonLookupPages',
  CanManageSupplyCompanies: 'Daewon.Permissions.CanManageSupplyCompanies',
  CanMarkJobsAsCompleted: 'Daewon.Permissions.CanMarkJobsAsCompleted',
  CanManageUsers: 'Membership.Permissions.CanManageUsers',
  CanManageClientCompanies: 'Membership.Permissions.CanManageClientCompanies',
  CanManageClientUsers: 'Membership.Permissions.CanManageClientUsers',
  SysAdmin: '/sysadmin',
  ManageUsers: '/manageUsers',
} as const;

export type Permission = (typeof Permissions)[keyof typeof Permissions];

/**
 * What a route, tab or feature requires: one permission or access string, or several of which any
 * one is enough (e.g. the job detail: CanManageJobs or CanAccessJobReports).
 */
export type AccessKey = string | readonly string[];

/**
 * The one permission check: a key is allowed when it is absent or in the list (A §6); a list of
 * keys is allowed when any one of them is (an empty list: open).
 */
export function isAllowed(list: readonly string[] | undefined, key: AccessKey | undefined | null): boolean {
  if (!key) return true;
  const held = list ?? [];
  if (typeof key === 'string') return held.includes(key);
  return key.length === 0 || key.some((k) => held.includes(k));
}

/** Roles (A §6, C §3). */
export const Roles = {
  Client: 'BizClient',
  Staff: 'BizStaff',
  ClientCompanyManager: 'BizClientCompanyManager',
  SubContractor: 'BizSubContractor',
  VicePresident: 'BizVicePresident',
  Production: 'BizProduction',
  FinanceManager: 'BizFinanceManager',
  Service: 'BizService',
} as const;

export type RoleName = (typeof Roles)[keyof typeof Roles];

/** Roles created at start-up when missing (decision 13), Name: Description. */
export const DEFAULT_ROLES: ReadonlyArray<{ Name: RoleName; Description: string }> = [
  { Name: 'BizSubContractor', Description: 'Subcontractor' },
  { Name: 'BizVicePresident', Description: 'VicePresident' },
  { Name: 'BizFinanceManager', Description: 'Finance Manager' },
  { Name: 'BizProduction', Description: 'Production' },
  { Name: 'BizService', Description: 'Service' },
  { Name: 'BizClientCompanyManager', Description: 'Biz ClientCompanyManager' },
];
