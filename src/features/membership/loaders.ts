import type { LoaderFunctionArgs } from 'react-router-dom';
import { canChangePasswordQueryOptions, passwordRequirementsQueryOptions } from '@/api/account';
import { bizUserQueryOptions } from '@/api/biz-users';
import { companyQueryOptions } from '@/api/companies';
import {
  membershipUserQueryOptions,
  userPermissionsQueryOptions,
  userRolesQueryOptions,
} from '@/api/membership-users';
import {
  allPermissionsQueryOptions,
  rolePermissionsQueryOptions,
  roleQueryOptions,
  rolesQueryOptions,
} from '@/api/role-admin';
import { userGroupQueryOptions } from '@/api/user-groups';
import { listLoader } from '@/components/data-table/table-query';
import { parseRouteId } from '@/lib/list-params';
import { queryClient } from '@/lib/query-client';
import { companyListSource } from './companies/company-list-source';
import { roleListSource } from './roles/role-list-source';
import { userGroupListSource } from './user-groups/user-group-list-source';
import { userManagerListSource } from './user-manager/user-manager-source';
import { userListSource } from './users/user-list-source';

/* The membership screens' loaders (src/features/membership/routes.tsx loads them with their route). */

/** Starts the queries of a route with an id parameter, in parallel with its chunk (no waterfall). */
function prefetch(param: string, start: (id: number) => void) {
  return ({ params }: LoaderFunctionArgs) => {
    const id = parseRouteId(params[param]);
    if (id) start(id);
    return null;
  };
}

const userManagerListLoader = listLoader(userManagerListSource);

export const userPermissionsTab = ({ params }: LoaderFunctionArgs) => {
  const id = parseRouteId(params.id);
  void queryClient.prefetchQuery(rolesQueryOptions());
  void queryClient.prefetchQuery(allPermissionsQueryOptions());
  if (id) {
    void queryClient.prefetchQuery(userRolesQueryOptions(id));
    void queryClient.prefetchQuery(userPermissionsQueryOptions(id));
  }
  return null;
};

export const securityTab = ({ params }: LoaderFunctionArgs) => {
  const id = parseRouteId(params.id);
  void queryClient.prefetchQuery(passwordRequirementsQueryOptions());
  if (id) void queryClient.prefetchQuery(canChangePasswordQueryOptions(id));
  return null;
};

export const rolePermissionsTab = prefetch('id', (id) => {
  void queryClient.prefetchQuery(rolePermissionsQueryOptions(id));
  void queryClient.prefetchQuery(allPermissionsQueryOptions());
});

export const userList = listLoader(userListSource);

export const userDetail = prefetch(
  'id',
  (id) => void queryClient.prefetchQuery(membershipUserQueryOptions(id)),
);

export const roleList = listLoader(roleListSource);

export const roleDetail = prefetch('id', (id) => void queryClient.prefetchQuery(roleQueryOptions(id)));

export const companyList = listLoader(companyListSource);

export const companyDetail = prefetch('id', (id) => void queryClient.prefetchQuery(companyQueryOptions(id)));

export const userManagerList = userManagerListLoader;

export const userManagerDetails = (args: LoaderFunctionArgs) => {
  userManagerListLoader(args);
  const id = parseRouteId(args.params.userId);
  // the user to update starts loading with the screen's code
  if (id && args.params.action === 'update') void queryClient.prefetchQuery(bizUserQueryOptions(id));
  return null;
};

export const userGroupList = listLoader(userGroupListSource);

export const userGroupForm = prefetch(
  'groupId',
  (id) => void queryClient.prefetchQuery(userGroupQueryOptions(id)),
);
