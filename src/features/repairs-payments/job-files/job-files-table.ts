import {
  jobAttachmentKeys,
  jobAttachmentsDataTableSource,
  type AttachmentCategory,
  type JobAttachment,
} from '@/api/job-attachments';
import { tableQueryOptions, type DataTableSort } from '@/components/data-table/table-query';

/*
 * The files tab's table as its request sees it (no UI): the tab's DataTable and the route loader build the same
 * request and query key from it, so the loader's prefetch of the first page is what the table reads.
 */

/** The table's columns in order (ids as sent in the request); the tab gives each its header and cell. */
export const JOB_FILE_COLUMNS = [
  { id: 'FileName' },
  { id: 'Comment' },
  { id: 'ModifiedBy' },
  { id: 'ModifiedDate' },
  { id: 'actions', sortable: false },
] as const;

export type JobFileColumnId = (typeof JOB_FILE_COLUMNS)[number]['id'];

export const JOB_FILES_SORT: DataTableSort = { column: 'ModifiedDate', dir: 'desc' };

/** The data table's default page size. */
const FIRST_PAGE_SIZE = 25;

/** The category the tab shows: the one named in the URL, else the first by display order. */
export function shownCategory(
  categories: readonly AttachmentCategory[],
  wanted: string | null,
): AttachmentCategory | undefined {
  const id = Number(wanted);
  return categories.find((c) => c.Id === id) ?? categories[0];
}

/** The first page of a category's attachments, as the tab's table asks for it. */
export function jobFilesFirstPageQuery(jobId: number, categoryId: number) {
  return tableQueryOptions<JobAttachment>({
    queryKey: jobAttachmentKeys.list(jobId, categoryId),
    fetcher: jobAttachmentsDataTableSource(jobId, categoryId),
    columns: JOB_FILE_COLUMNS,
    page: 1,
    pageSize: FIRST_PAGE_SIZE,
    sort: JOB_FILES_SORT,
    filters: {},
  });
}
