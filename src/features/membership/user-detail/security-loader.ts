import type { LoaderFunctionArgs } from 'react-router-dom';
import { canChangePasswordQueryOptions, passwordRequirementsQueryOptions } from '@/api/account';
import { parseRouteId } from '@/lib/list-params';
import { queryClient } from '@/lib/query-client';

/* The security tab's loader: the account API module loads with this tab only. */

export const securityTab = ({ params }: LoaderFunctionArgs) => {
  const id = parseRouteId(params.id);
  void queryClient.prefetchQuery(passwordRequirementsQueryOptions());
  if (id) void queryClient.prefetchQuery(canChangePasswordQueryOptions(id));
  return null;
};
