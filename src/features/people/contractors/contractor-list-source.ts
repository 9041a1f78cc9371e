import { bizUserKeys, bizUsersOfRole, searchByName } from '@/api/biz-users';
import { defineListSource } from '@/components/data-table/table-query';
import { defineListParams, filterParam } from '@/lib/list-params';
import { Roles } from '@/lib/permissions';

/** contractors.list (C §2): filter by name, 25 a page, by last name. */
export const contractorListParams = defineListParams({
  pageSize: 25,
  sort: { column: 'LastName', dir: 'asc' },
  filters: { name: filterParam.text() },
});

/**
 * The subcontractors: /datasource/bizUsers with its role filter (C §7); the name filter is the protocol's search
 * over the name columns (the only searchable ones).
 */
export const contractorListSource = defineListSource({
  params: contractorListParams,
  queryKey: bizUserKeys.list({ role: Roles.SubContractor }),
  fetcher: searchByName(bizUsersOfRole(Roles.SubContractor)),
  columns: [
    { id: 'CompanyName', searchable: true },
    { id: 'FirstName', searchable: true },
    { id: 'LastName', searchable: true },
    { id: 'Email', searchable: false },
    { id: 'CellPhoneNumber', searchable: false },
    { id: 'Roles', sortable: false, searchable: false },
    { id: 'Ssn', searchable: false },
  ],
  toRequest: (filters) => (filters.name ? { name: filters.name } : {}),
});
