import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { daewonApi } from '@/lib/api-client';
import { cacheTimes } from '@/lib/query-client';
import { dataTableSource, type DataTableFetcher } from '@/api/datatables';
import type { z } from 'zod';
import type { repairOrderFileSchema, repairOrderRowSchema, repairOrderSchema } from './schemas/repair-orders';

/* Repair orders (B §3, B §4, B §5, B §7). On the Daewon base (decision 3). */

/** An attachment of a repair order (B §3 Files: FileId; File with FileName, UploadedDate, UploadedBy). */
export type RepairOrderFile = z.infer<typeof repairOrderFileSchema>;

/** A repair order as read and written (B §3). */
export type RepairOrder = z.infer<typeof repairOrderSchema>;

/** What a save sends: the order without what the server keeps (id in the path, modified fields). */
export type RepairOrderPayload = Omit<RepairOrder, 'Id' | 'ModifiedDate' | 'ModifiedBy' | 'InvoiceStatus'> & {
  Id?: number;
};

/**
 * A row of the repair order tables (the per-job and the global list). The documents list no answer fields
 * for these sources beyond the repair order's own (decision 19); the names of the builder, job site and
 * people are read when present.
 */
export type RepairOrderRow = z.infer<typeof repairOrderRowSchema>;

/** Repair status filter (B §2): All, Incomplete, Completed. */
export const REPAIR_STATUSES = ['Incomplete', 'Completed'] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];

/** The global list's filter as the API takes it (B §7). Dates are YYYY-MM-DD. */
export interface RepairOrderListFilter {
  BuilderId?: number | null;
  jobSiteId?: number | null;
  DateStartDate?: string | null;
  DateEndDate?: string | null;
  CompletionDateStartDate?: string | null;
  CompletionDateEndDate?: string | null;
  ModifiedBy?: string | null;
  RepairStatus?: RepairStatus | '' | null;
  /** 0 means Not Specified; absent means all */
  InvoiceStatusId?: number | null;
}

export const repairOrderKeys = {
  all: ['repairOrders'] as const,
  lists: () => [...repairOrderKeys.all, 'list'] as const,
  jobLists: (jobId: number) => [...repairOrderKeys.lists(), 'job', jobId] as const,
  globalLists: () => [...repairOrderKeys.lists(), 'all'] as const,
  totals: (filter: RepairOrderListFilter) => [...repairOrderKeys.lists(), 'totals', filter] as const,
  details: () => [...repairOrderKeys.all, 'detail'] as const,
  detail: (id: number) => [...repairOrderKeys.details(), id] as const,
};

/* ---------- URLs ---------- */

export const REPAIR_ORDER_PRINT_URL = '/api/repairOrder/print';
export const REPAIR_ORDER_EXPORT_URL = '/api/repairOrder/exportToExcel';

/** The print document of one repair order. The documents name a print call without its path: GET {id}/print. */
export const repairOrderPrintUrl = (id: number) => `/api/repairOrder/${id}/print`;

/** GET /api/repairOrder/{id}/downloadDocument/{fileId}. */
export const repairOrderFileUrl = (id: number, fileId: number) =>
  `/api/repairOrder/${id}/downloadDocument/${fileId}`;

/* ---------- fetchers ---------- */

/** POST /api/repairOrder/datatables with the list's filter fields (B §7). */
export const repairOrdersDataTableSource = dataTableSource<RepairOrderRow>(
  daewonApi,
  'post',
  '/api/repairOrder/datatables',
);

/** POST /api/repairOrder/{jobId}/datatables: a job's repair orders. */
export function jobRepairOrdersDataTableSource(jobId: number): DataTableFetcher<RepairOrderRow> {
  return dataTableSource<RepairOrderRow>(daewonApi, 'post', `/api/repairOrder/${jobId}/datatables`);
}

export async function getRepairOrder(id: number, signal?: AbortSignal): Promise<RepairOrder> {
  const { data } = await daewonApi.get<RepairOrder>(`/api/repairOrder/${id}`, { signal });
  return data;
}

export async function createRepairOrder(payload: RepairOrderPayload): Promise<RepairOrder> {
  const { data } = await daewonApi.post<RepairOrder>('/api/repairOrder', payload);
  return data;
}

export async function updateRepairOrder(payload: RepairOrderPayload & { Id: number }): Promise<RepairOrder> {
  const { data } = await daewonApi.put<RepairOrder>(`/api/repairOrder/${payload.Id}`, payload);
  return data;
}

export async function deleteRepairOrder(id: number): Promise<void> {
  await daewonApi.delete(`/api/repairOrder/${id}`);
}

/** PUT /api/repairOrder/{id}/invoiceStatus/{invoiceStatusId}; 0 is Not Specified (B §4). */
export async function updateRepairOrderInvoiceStatus(id: number, invoiceStatusId: number): Promise<void> {
  await daewonApi.put(`/api/repairOrder/${id}/invoiceStatus/${invoiceStatusId}`);
}

/** POST /api/repairOrder/{id}/removeAttachment/{attachmentId}. */
export async function removeRepairOrderAttachment(id: number, attachmentId: number): Promise<void> {
  await daewonApi.post(`/api/repairOrder/${id}/removeAttachment/${attachmentId}`);
}

/* ---------- query options and hooks ---------- */

export const repairOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: repairOrderKeys.detail(id),
    queryFn: ({ signal }) => getRepairOrder(id, signal),
    staleTime: cacheTimes.default,
    retry: false,
  });

export function useRepairOrder(id: number | null | undefined) {
  return useQuery({ ...repairOrderQueryOptions(id ?? 0), enabled: !!id });
}

/** After a write: the detail takes the answer; every list and the repair calendar (all under 'repairOrders') reload. */
function afterWrite(client: QueryClient, order?: RepairOrder) {
  if (order?.Id) client.setQueryData(repairOrderKeys.detail(order.Id), order);
  return client.invalidateQueries({
    queryKey: repairOrderKeys.all,
    predicate: (q) => !(order?.Id && q.queryKey[1] === 'detail' && q.queryKey[2] === order.Id),
  });
}

export function useSaveRepairOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: RepairOrderPayload) =>
      payload.Id ? updateRepairOrder({ ...payload, Id: payload.Id }) : createRepairOrder(payload),
    onSuccess: (order) => afterWrite(client, order),
    // a save whose answer was lost may have been stored: the lists show what the server has
    onError: () => afterWrite(client),
  });
}

export function useDeleteRepairOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRepairOrder,
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: repairOrderKeys.detail(id) });
      return afterWrite(client);
    },
  });
}

export function useUpdateRepairOrderInvoiceStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, invoiceStatusId }: { id: number; invoiceStatusId: number }) =>
      updateRepairOrderInvoiceStatus(id, invoiceStatusId),
    onSuccess: (_data, { id }) =>
      Promise.all([afterWrite(client), client.invalidateQueries({ queryKey: repairOrderKeys.detail(id) })]),
  });
}

export function useRemoveRepairOrderAttachment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, attachmentId }: { id: number; attachmentId: number }) =>
      removeRepairOrderAttachment(id, attachmentId),
    onSuccess: (_data, { id }) => client.invalidateQueries({ queryKey: repairOrderKeys.detail(id) }),
  });
}
