import { roleAdminKeys, roleDataTableSource } from '@/api/role-admin';
import { defineListSource } from '@/components/data-table/table-query';
import { defineListParams } from '@/lib/list-params';

/** membership_role (C §2): Id, Name, Description. */
export const roleListSource = defineListSource({
  params: defineListParams({ pageSize: 25, sort: { column: 'Id', dir: 'asc' } }),
  queryKey: roleAdminKeys.table(),
  fetcher: roleDataTableSource,
  columns: [{ id: 'Id' }, { id: 'Name' }, { id: 'Description' }],
});
