import { clientCompaniesDataTableSource, clientCompanyKeys } from '@/api/client-companies';
import { defineListSource } from '@/components/data-table/table-query';
import { defineListParams, filterParam } from '@/lib/list-params';

/** clientCompany.list (C §2): filter by name, last modified first. */
export const clientCompanyListParams = defineListParams({
  pageSize: 25,
  sort: { column: 'ModifiedDate', dir: 'desc' },
  filters: { name: filterParam.text() },
});

/** The builders table: what its route loader prefetches and the screen shows. */
export const clientCompanyListSource = defineListSource({
  params: clientCompanyListParams,
  queryKey: clientCompanyKeys.lists(),
  fetcher: clientCompaniesDataTableSource,
  columns: [
    { id: 'CompanyName' },
    { id: 'LastModifiedBy' },
    { id: 'ModifiedDate' },
    { id: 'actions', sortable: false },
  ],
  toRequest: (filters) => (filters.name ? { name: filters.name } : {}),
});
