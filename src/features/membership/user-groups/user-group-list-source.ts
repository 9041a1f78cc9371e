import { userGroupKeys, userGroupsDataTableSource } from '@/api/user-groups';
import { defineListSource } from '@/components/data-table/table-query';
import { defineListParams } from '@/lib/list-params';

/** membership_usergroup (C §2): the Name column and a delete action. */
export const userGroupListSource = defineListSource({
  params: defineListParams({ pageSize: 25, sort: { column: 'Name', dir: 'asc' } }),
  queryKey: userGroupKeys.lists(),
  fetcher: userGroupsDataTableSource,
  columns: [{ id: 'Name' }, { id: 'actions', sortable: false }],
});
