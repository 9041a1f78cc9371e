import type { LoaderFunctionArgs } from 'react-router-dom';
import { attachmentCategoriesQueryOptions } from '@/api/job-attachments';
import { parseRouteId } from '@/lib/list-params';
import { queryClient } from '@/lib/query-client';
import { jobFilesFirstPageQuery, shownCategory } from './job-files-table';

/**
 * The files tab's loader (a small chunk of its own): the categories and the first page of the category shown.
 * A category named in the URL is asked for at once, in parallel; otherwise (the first category by display order)
 * the page follows the categories' answer here, without waiting for the tab's chunk and first render.
 */
export function prefetchJobFiles({ params, request }: LoaderFunctionArgs) {
  const jobId = parseRouteId(params.jobId);
  const wanted = new URL(request.url).searchParams.get('category');
  const categories = queryClient.fetchQuery(attachmentCategoriesQueryOptions());
  if (!jobId) {
    categories.catch(() => undefined);
    return null;
  }
  const wantedId = parseRouteId(wanted);
  if (wantedId) void queryClient.prefetchQuery(jobFilesFirstPageQuery(jobId, wantedId));
  categories.then(
    (list) => {
      const category = shownCategory(list, wanted);
      if (category && category.Id !== wantedId)
        void queryClient.prefetchQuery(jobFilesFirstPageQuery(jobId, category.Id));
    },
    () => undefined,
  );
  return null;
}
