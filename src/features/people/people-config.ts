import { Roles } from '@/lib/permissions';

/** C §2 "Employees": the roles whose users are employees; C §3: the roles users can be created as. */
export const EMPLOYEE_ROLES: readonly string[] = [
  Roles.Staff,
  Roles.FinanceManager,
  Roles.VicePresident,
  Roles.Production,
  Roles.Service,
];

/** Subcontractors are the users of the subcontractor role (C §6). */
export const CONTRACTOR_ROLES: readonly string[] = [Roles.SubContractor];

/**
 * The custom-field configuration of the user forms (C §5: SSN and Address appear only when it enables them):
 * subcontractors carry SSN, address and company name (C §3 "Subcontractor user"); employees an address.
 */
export const CUSTOM_FIELDS = {
  contractors: { ssn: true, address: true, companyName: true },
  employees: { ssn: false, address: true },
} as const;
