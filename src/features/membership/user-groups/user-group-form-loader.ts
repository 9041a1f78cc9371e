import type { LoaderFunctionArgs } from 'react-router-dom';
import { userGroupQueryOptions } from '@/api/user-groups';
import { parseRouteId } from '@/lib/list-params';
import { queryClient } from '@/lib/query-client';

/* The user group form's loader, a module of its own (only the API module the screen uses anyway). */

export const userGroupForm = ({ params }: LoaderFunctionArgs) => {
  const id = parseRouteId(params.groupId);
  if (id) void queryClient.prefetchQuery(userGroupQueryOptions(id));
  return null;
};
