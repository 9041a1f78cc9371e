import { membershipUserKeys, usersDataTableSource } from '@/api/membership-users';
import { defineListSource } from '@/components/data-table/table-query';
import { defineListParams, filterParam } from '@/lib/list-params';

/** membership_user (C §2): company and role dropdowns and three text filters, kept in the URL. */
const userFilters = {
  company: filterParam.text(),
  role: filterParam.text(),
  firstName: filterParam.text(),
  lastName: filterParam.text(),
  email: filterParam.text(),
};
export type UserFilterParams = typeof userFilters;

export const userListParams = defineListParams({
  pageSize: 25,
  sort: { column: 'Id', dir: 'asc' },
  filters: userFilters,
});

export const userListSource = defineListSource({
  params: userListParams,
  queryKey: membershipUserKeys.table(),
  fetcher: usersDataTableSource,
  columns: [
    { id: 'Id' },
    { id: 'CompanyName' },
    { id: 'Roles' },
    { id: 'FirstName' },
    { id: 'LastName' },
    { id: 'Email' },
    { id: 'actions', sortable: false },
  ],
  // each filter is its column's search value (see usersDataTableSource)
  toRequest: (f) => ({
    CompanyName: f.company,
    Roles: f.role,
    FirstName: f.firstName,
    LastName: f.lastName,
    Email: f.email,
  }),
});
