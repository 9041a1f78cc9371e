import type { LoaderFunctionArgs } from 'react-router-dom';
import { bizUserQueryOptions } from '@/api/biz-users';
import { LazyUserFormDialog } from '@/components/user-dialog/load-user-form-dialog';
import { listLoader } from '@/components/data-table/table-query';
import { parseRouteId } from '@/lib/list-params';
import { queryClient } from '@/lib/query-client';
import { companyListSource } from './companies/company-list-source';
import { roleListSource } from './roles/role-list-source';
import { userGroupListSource } from './user-groups/user-group-list-source';
import { userManagerListSource } from './user-manager/user-manager-source';
import { userListSource } from './users/user-list-source';

/*
 * The membership lists' loaders (src/features/membership/routes.tsx loads them with their route). The detail
 * screens' loaders are modules of their own next to their screens (user-detail/loaders.ts, role-detail/loaders.ts,
 * companies/company-detail-loader.ts, user-groups/user-group-form-loader.ts): a detail's calls should not wait for
 * every list source and API module of the area.
 */

const userManagerListLoader = listLoader(userManagerListSource);

export const userList = listLoader(userListSource);

export const roleList = listLoader(roleListSource);

export const companyList = listLoader(companyListSource);

export const userManagerList = userManagerListLoader;

export const userManagerDetails = (args: LoaderFunctionArgs) => {
  userManagerListLoader(args);
  const id = parseRouteId(args.params.userId);
  // the user to update starts loading with the screen's code
  if (id && args.params.action === 'update') void queryClient.prefetchQuery(bizUserQueryOptions(id));
  // and the dialog it opens at once (else loaded only once the page has rendered); a failure is the page's to show
  LazyUserFormDialog.preload().catch(() => undefined);
  return null;
};

export const userGroupList = listLoader(userGroupListSource);
