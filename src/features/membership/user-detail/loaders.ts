import type { LoaderFunctionArgs } from 'react-router-dom';
import {
  membershipUserQueryOptions,
  userPermissionsQueryOptions,
  userRolesQueryOptions,
} from '@/api/membership-users';
import { allPermissionsQueryOptions, rolesQueryOptions } from '@/api/role-admin';
import { parseRouteId } from '@/lib/list-params';
import { queryClient } from '@/lib/query-client';

/*
 * The user detail's loaders, a module of their own: the screen's calls leave once the API modules the screen uses
 * anyway are in, not after every membership list source and API module.
 */

export const userDetail = ({ params }: LoaderFunctionArgs) => {
  const id = parseRouteId(params.id);
  if (id) void queryClient.prefetchQuery(membershipUserQueryOptions(id));
  return null;
};

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
