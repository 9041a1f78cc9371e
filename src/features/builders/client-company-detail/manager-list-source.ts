import { clientCompanyManagersSource, userKeys } from '@/api/users';
import { defineListSource } from '@/components/data-table/table-query';
import { Roles } from '@/lib/permissions';
import { defineListParams, filterParam, parseRouteId } from '@/lib/list-params';

/** The builder's company client managers (C §2): 25 a page, the name filter in the URL. */
export const managerListParams = defineListParams({
  pageSize: 25,
  filters: { name: filterParam.text() },
});

/** What the managers tab's loader prefetches and its table shows: the builder's managers (its id from the route). */
export const managerListSource = defineListSource({
  params: managerListParams,
  queryKey: userKeys.list({ role: Roles.ClientCompanyManager }),
  fetcher: clientCompanyManagersSource,
  columns: [{ id: 'FirstName' }, { id: 'Email' }, { id: 'CellPhoneNumber' }],
  toRequest: (filters, params) => ({
    clientCompanyId: parseRouteId(params.clientCompanyId) ?? 0,
    name: filters.name ?? '',
  }),
});
