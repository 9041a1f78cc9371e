import { supplyCompaniesDataTableSource, supplyCompanyKeys } from '@/api/supply-companies';
import { defineListSource, listLoader } from '@/components/data-table/table-query';
import { defineListParams } from '@/lib/list-params';
import { lastModifiedFirst } from '../list-sort';

/*
 * A module of its own (list-sources.ts re-exports it): the supply companies' screen and its loader load the supply
 * companies' API module only, not the other four lists' ones.
 */

/** backend.supplyCompanyList: name, fax, phone, attention, e-mail, modified by, date. */
export const supplyCompanyListSource = defineListSource({
  params: defineListParams({ pageSize: 25, sort: lastModifiedFirst }),
  queryKey: supplyCompanyKeys.lists(),
  fetcher: supplyCompaniesDataTableSource,
  columns: [
    { id: 'Name' },
    { id: 'Fax' },
    { id: 'PhoneNumber' },
    { id: 'Attention' },
    { id: 'Email' },
    { id: 'ModifiedBy' },
    { id: 'ModifiedDate' },
    { id: 'actions', sortable: false },
  ],
});

/** The route's loader: the first page the URL shows, prefetched with the screen's code. */
export const supplyCompanyListLoader = listLoader(supplyCompanyListSource);
