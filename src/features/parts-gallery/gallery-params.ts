import { defineListParams, filterParam } from '@/lib/list-params';

/** The gallery table's URL state: 10 a page, last modified first, two filters. */
export const galleryListParams = defineListParams({
  pageSize: 10,
  sort: { column: 'ModifiedDate', dir: 'desc' },
  filters: { builderId: filterParam.id(), address: filterParam.text() },
});
