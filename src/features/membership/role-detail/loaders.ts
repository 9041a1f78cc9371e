import type { LoaderFunctionArgs } from 'react-router-dom';
import { allPermissionsQueryOptions, rolePermissionsQueryOptions, roleQueryOptions } from '@/api/role-admin';
import { parseRouteId } from '@/lib/list-params';
import { queryClient } from '@/lib/query-client';

/* The role detail's loaders, a module of their own (only the API module the screen uses anyway). */

export const roleDetail = ({ params }: LoaderFunctionArgs) => {
  const id = parseRouteId(params.id);
  if (id) void queryClient.prefetchQuery(roleQueryOptions(id));
  return null;
};

export const rolePermissionsTab = ({ params }: LoaderFunctionArgs) => {
  const id = parseRouteId(params.id);
  if (id) {
    void queryClient.prefetchQuery(rolePermissionsQueryOptions(id));
    void queryClient.prefetchQuery(allPermissionsQueryOptions());
  }
  return null;
};
