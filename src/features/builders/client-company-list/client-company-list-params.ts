import { defineListParams, filterParam } from '@/lib/list-params';

/** clientCompany.list (C §2): filter by name, last modified first. */
export const clientCompanyListParams = defineListParams({
  pageSize: 25,
  sort: { column: 'ModifiedDate', dir: 'desc' },
  filters: { name: filterParam.text() },
});
