import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { daewonApi } from '@/lib/api-client';
import { cacheTimes } from '@/lib/query-client';
import { dataTableSource, type DataTableFetcher } from '@/api/datatables';
import type { z } from 'zod';
import type { attachmentCategorySchema, jobAttachmentSchema } from './schemas/job-attachments';

/* Job attachments and their categories (B §2 files tab, B §3, B §7). On the Daewon base. */

/** An attachment category (B §3). */
export type AttachmentCategory = z.infer<typeof attachmentCategorySchema>;

/** A job attachment (B §3). */
export type JobAttachment = z.infer<typeof jobAttachmentSchema>;

export interface JobAttachmentPayload {
  Id?: number;
  FileId: number;
  Comment: string;
  JobId: number;
  CategoryId: number;
}

export const jobAttachmentKeys = {
  all: ['jobAttachments'] as const,
  categories: () => [...jobAttachmentKeys.all, 'categories'] as const,
  lists: () => [...jobAttachmentKeys.all, 'list'] as const,
  list: (jobId: number, categoryId: number) => [...jobAttachmentKeys.lists(), jobId, categoryId] as const,
};

/** GET /api/jobattachment/{id}/viewattachment: what the viewer shows. */
export const jobAttachmentViewUrl = (id: number) => `/api/jobattachment/${id}/viewattachment`;
/** GET /api/jobattachment/{id}/downloadattachment: what Download saves (an attachment, under the file's name). */
export const jobAttachmentDownloadUrl = (id: number) => `/api/jobattachment/${id}/downloadattachment`;

/** GET /api/jobattachment/categories, by display order. */
export async function getAttachmentCategories(signal?: AbortSignal): Promise<AttachmentCategory[]> {
  const { data } = await daewonApi.get<unknown>('/api/jobattachment/categories', { signal });
  return (Array.isArray(data) ? (data as AttachmentCategory[]) : []).toSorted(
    (a, b) => (a.DisplayOrder ?? 0) - (b.DisplayOrder ?? 0) || a.Id - b.Id,
  );
}

/** POST /api/jobattachment/{jobId}/{categoryId}/datatables. */
export function jobAttachmentsDataTableSource(
  jobId: number,
  categoryId: number,
): DataTableFetcher<JobAttachment> {
  return dataTableSource<JobAttachment>(
    daewonApi,
    'post',
    `/api/jobattachment/${jobId}/${categoryId}/datatables`,
  );
}

export async function createJobAttachment(payload: JobAttachmentPayload): Promise<JobAttachment> {
  const { data } = await daewonApi.post<JobAttachment>('/api/jobattachment', payload);
  return data;
}

export async function updateJobAttachment(
  payload: JobAttachmentPayload & { Id: number },
): Promise<JobAttachment> {
  const { data } = await daewonApi.put<JobAttachment>(`/api/jobattachment/${payload.Id}`, payload);
  return data;
}

export async function deleteJobAttachment(id: number): Promise<void> {
  await daewonApi.delete(`/api/jobattachment/${id}`);
}

export const attachmentCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: jobAttachmentKeys.categories(),
    queryFn: ({ signal }) => getAttachmentCategories(signal),
    staleTime: cacheTimes.referenceData,
  });

export function useAttachmentCategories() {
  return useQuery(attachmentCategoriesQueryOptions());
}

export function useSaveJobAttachment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: JobAttachmentPayload) =>
      payload.Id ? updateJobAttachment({ ...payload, Id: payload.Id }) : createJobAttachment(payload),
    onSuccess: () => client.invalidateQueries({ queryKey: jobAttachmentKeys.lists() }),
  });
}

export function useDeleteJobAttachment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteJobAttachment,
    onSuccess: () => client.invalidateQueries({ queryKey: jobAttachmentKeys.lists() }),
  });
}
