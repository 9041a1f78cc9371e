import { bizUserKeys, bizUsersInRoles, bizUsersQueryOptions, searchByName } from '@/api/biz-users';
import { defineListSource } from '@/components/data-table/table-query';
import { USER_LIST_COLUMNS } from '@/components/user-dialog/user-dialog-names';
import { defineListParams, filterParam } from '@/lib/list-params';
import { queryClient } from '@/lib/query-client';
import { EMPLOYEE_ROLES } from '../people-config';

/** employees (C §2): filter by employee name, 25 a page, by last name. */
export const employeeListParams = defineListParams({
  pageSize: 25,
  sort: { column: 'LastName', dir: 'asc' },
  filters: { name: filterParam.text() },
});

/**
 * The users in the staff, finance manager, vice president, production and service roles. /datasource/bizUsers
 * takes one role (decision 19), so the whole list GET /bizUsers is read once through the query cache and paged,
 * sorted and searched in the browser (decision 18). Columns 0 and 1 (Id, company) are hidden (C §2).
 */
export const employeeListSource = defineListSource({
  params: employeeListParams,
  queryKey: bizUserKeys.list({ employees: true }),
  fetcher: searchByName(
    bizUsersInRoles(EMPLOYEE_ROLES, () => queryClient.fetchQuery(bizUsersQueryOptions())),
  ),
  // the user lists' columns (decision 20); the name filter searches the name columns only
  columns: USER_LIST_COLUMNS.map((id) => ({
    id,
    searchable: id === 'FirstName' || id === 'LastName',
    ...(id === 'Roles' || id === 'actions' ? { sortable: false } : {}),
  })),
  toRequest: (filters) => (filters.name ? { name: filters.name } : {}),
});

/**
 * The hidden columns of the employees table (C §2 "Columns 0 and 1 are hidden"), counted as decision 20 says:
 * Id and Company Name; First Name, Last Name, Email, Phone Number, Roles, Ssn and the actions show.
 */
export const EMPLOYEE_HIDDEN_COLUMNS: readonly number[] = [0, 1];
