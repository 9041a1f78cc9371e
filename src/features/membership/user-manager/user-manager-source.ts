import { withColumnSearch } from '@/api/membership-users';
import { bizUsersDataTableSource, userKeys, type BizUser } from '@/api/users';
import { defineListSource } from '@/components/data-table/table-query';
import { USER_LIST_COLUMNS } from '@/components/user-dialog/user-dialog-names';
import { defineListParams, filterParam } from '@/lib/list-params';
import { Roles } from '@/lib/permissions';

/** The user manager's role filters (C §2, decision 7): the URL word, its role and whose form it is. */
export const USER_MANAGER_FILTERS = {
  clients: { role: Roles.Client, audience: 'client', creatable: [Roles.Client], invite: true },
  staff: {
    role: Roles.Staff,
    audience: 'other',
    // the roles users can be created as (C §3)
    creatable: [Roles.Staff, Roles.FinanceManager, Roles.VicePresident, Roles.Production, Roles.Service],
    invite: false,
  },
  contractors: {
    role: Roles.SubContractor,
    audience: 'other',
    creatable: [Roles.SubContractor],
    invite: false,
  },
  companyClientManagers: {
    role: Roles.ClientCompanyManager,
    audience: 'other',
    creatable: [Roles.ClientCompanyManager],
    invite: false,
  },
} as const;

export type UserManagerFilter = keyof typeof USER_MANAGER_FILTERS;

export const isUserManagerFilter = (v: string | undefined): v is UserManagerFilter =>
  !!v && Object.prototype.hasOwnProperty.call(USER_MANAGER_FILTERS, v);

/**
 * Hidden column indexes per role (A §6, C §2): client [0,1,6,7]; contractor [0,1,4,5,6]; company client manager
 * [0,1,5,6]; staff [0,1,5,6], counted as decision 20 says (0 Id, 1 Company Name, 2 First Name, 3 Last Name,
 * 4 Email, 5 Phone Number, 6 Roles, 7 Ssn, 8 row actions: USER_LIST_COLUMNS). So staff and company client managers
 * show First Name, Last Name, Email, Ssn and actions; clients First Name, Last Name, Email, Phone Number and
 * actions; contractors First Name, Last Name, Ssn and actions.
 */
export const HIDDEN_COLUMNS: Record<UserManagerFilter, readonly number[]> = {
  clients: [0, 1, 6, 7],
  contractors: [0, 1, 4, 5, 6],
  companyClientManagers: [0, 1, 5, 6],
  staff: [0, 1, 5, 6],
};

/** The per-column filters: each is its column's search value. */
export const USER_MANAGER_COLUMN_FILTERS = [
  'CompanyName',
  'FirstName',
  'LastName',
  'Email',
  'CellPhoneNumber',
] as const;

const userManagerFilters = {
  name: filterParam.text(),
  CompanyName: filterParam.text(),
  FirstName: filterParam.text(),
  LastName: filterParam.text(),
  Email: filterParam.text(),
  CellPhoneNumber: filterParam.text(),
};
export type UserManagerFilterParams = typeof userManagerFilters;

/**
 * membership_usermanager (C §2): /datasource/bizUsers with its custom filter role (from the URL's filter), the
 * name search as the global search and the per-column filters as column searches.
 */
export const userManagerListSource = defineListSource({
  params: defineListParams({
    pageSize: 25,
    sort: { column: 'LastName', dir: 'asc' },
    filters: userManagerFilters,
  }),
  queryKey: [...userKeys.lists(), 'manager'],
  fetcher: withColumnSearch<BizUser>(bizUsersDataTableSource, USER_MANAGER_COLUMN_FILTERS, 'name'),
  // the old table's columns, so that the hidden indexes of A §6 count them (decision 20)
  columns: USER_LIST_COLUMNS.map((id) =>
    id === 'actions' ? { id, sortable: false, searchable: false } : { id },
  ),
  toRequest: (filters, params) => ({
    ...filters,
    role: isUserManagerFilter(params.filter) ? USER_MANAGER_FILTERS[params.filter].role : undefined,
  }),
});
