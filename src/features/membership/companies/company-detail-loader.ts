import type { LoaderFunctionArgs } from 'react-router-dom';
import { companyQueryOptions } from '@/api/companies';
import { parseRouteId } from '@/lib/list-params';
import { queryClient } from '@/lib/query-client';

/* The company detail's loader, a module of its own (only the API module the screen uses anyway). */

export const companyDetail = ({ params }: LoaderFunctionArgs) => {
  const id = parseRouteId(params.id);
  if (id) void queryClient.prefetchQuery(companyQueryOptions(id));
  return null;
};
