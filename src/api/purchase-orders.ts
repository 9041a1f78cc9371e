import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { daewonApi } from '@/lib/api-client';
import { cacheTimes } from '@/lib/query-client';
import {
  postDataTable,
  type DataTableAnswer,
  type DataTableFetcher,
  type DataTableRequest,
} from '@/api/datatables';
import { jobKeys } from '@/api/jobs';
import type { z } from 'zod';
import type {
  lotPurchaseOrderLineItemSchema,
  purchaseOrderLineItemSchema,
  purchaseOrderRowSchema,
  purchaseOrderSchema,
  purchaseOrderSupplyCompanySchema,
} from './schemas/purchase-orders';

/* Purchase orders of a job (B §3, B §4, B §5, B §7; decision 8). On the Daewon base (decision 3). */

/** A line of a purchase order (B §3). A custom line is one the user added (IsPrePopulatedMaterial false). */
export type PurchaseOrderLineItem = z.infer<typeof purchaseOrderLineItemSchema>;

/** A per-lot siding-type row of a purchase order (B §3). */
export type LotPurchaseOrderLineItem = z.infer<typeof lotPurchaseOrderLineItemSchema>;

/** The supply company as a purchase order carries it (B §3). */
export type PurchaseOrderSupplyCompany = z.infer<typeof purchaseOrderSupplyCompanySchema>;

/** A purchase order as read and written (B §3). Dates are ISO 8601 (decision 16). Id 0 is a new order. */
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;
/** What POST /api/purchaseorder sends: the order without the server's stamps and joined company. */
export type PurchaseOrderPayload = Omit<PurchaseOrder, 'ModifiedBy' | 'ModifiedDate' | 'SupplyCompany'>;

/** A row of the purchase order table (B §2). */
export type PurchaseOrderRow = z.infer<typeof purchaseOrderRowSchema>;

export const purchaseOrderKeys = {
  all: ['purchaseOrders'] as const,
  lists: () => [...purchaseOrderKeys.all, 'list'] as const,
  /** a job's table pages */
  list: (jobId: number) => [...purchaseOrderKeys.lists(), jobId] as const,
  /** a job's whole list (GET /api/jobs/{jobId}/purchaseOrders) */
  byJob: (jobId: number) => [...purchaseOrderKeys.lists(), jobId, 'all'] as const,
  details: () => [...purchaseOrderKeys.all, 'detail'] as const,
  detail: (id: number) => [...purchaseOrderKeys.details(), id] as const,
};

/**
 * POST /api/jobs/{jobId}/purchaseOrders/datatables (B §7: answers recordsTotal and rows). The job travels in the
 * request as `jobId` (the list source's route parameter) and goes into the path, not the body.
 */
export const jobPurchaseOrdersDataTable: DataTableFetcher<PurchaseOrderRow> = (
  { jobId, ...request },
  signal,
): Promise<DataTableAnswer<PurchaseOrderRow>> =>
  postDataTable<PurchaseOrderRow>(
    daewonApi,
    `/api/jobs/${Number(jobId)}/purchaseOrders/datatables`,
    request as DataTableRequest,
    signal,
  );

/** GET /api/jobs/{jobId}/purchaseOrders: the job's orders (the count feeds the number, decision 8). */
export async function getJobPurchaseOrders(jobId: number, signal?: AbortSignal): Promise<PurchaseOrderRow[]> {
  const { data } = await daewonApi.get<PurchaseOrderRow[]>(`/api/jobs/${jobId}/purchaseOrders`, { signal });
  return Array.isArray(data) ? data : [];
}

/** GET /api/purchaseOrder/{id}. */
export async function getPurchaseOrder(id: number, signal?: AbortSignal): Promise<PurchaseOrder> {
  const { data } = await daewonApi.get<PurchaseOrder>(`/api/purchaseOrder/${id}`, { signal });
  return data;
}

/** POST /api/purchaseorder: creates (Id 0) or updates; answers the saved order with its Id. */
export async function savePurchaseOrder(order: PurchaseOrderPayload): Promise<PurchaseOrder> {
  const { data } = await daewonApi.post<PurchaseOrder>('/api/purchaseorder', order);
  return data;
}

/** DELETE /api/purchaseOrder/{id}. */
export async function deletePurchaseOrder(id: number): Promise<void> {
  await daewonApi.delete(`/api/purchaseOrder/${id}`);
}

/** The print document of a saved order: GET /api/purchaseOrder/{id}/print (B §7). */
export function purchaseOrderPrintUrl(id: number): string {
  return `/api/purchaseOrder/${id}/print`;
}

export const purchaseOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: purchaseOrderKeys.detail(id),
    queryFn: ({ signal }) => getPurchaseOrder(id, signal),
    staleTime: cacheTimes.default,
    retry: false,
  });

export const jobPurchaseOrdersQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: purchaseOrderKeys.byJob(jobId),
    queryFn: ({ signal }) => getJobPurchaseOrders(jobId, signal),
    staleTime: cacheTimes.default,
    retry: false,
  });

export function usePurchaseOrder(id: number) {
  return useQuery({ ...purchaseOrderQueryOptions(id), enabled: id > 0 });
}

export function useJobPurchaseOrders(jobId: number) {
  return useQuery(jobPurchaseOrdersQueryOptions(jobId));
}

export function useSavePurchaseOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePurchaseOrder,
    onSuccess: (saved) => {
      client.setQueryData(purchaseOrderKeys.detail(saved.Id), saved);
      return Promise.all([
        client.invalidateQueries({ queryKey: purchaseOrderKeys.lists() }),
        // a job shows its orders' dates (A §3), and so do the dashboard's rows
        client.invalidateQueries({ queryKey: jobKeys.all }),
      ]);
    },
    // a save whose answer was lost may have been stored: the lists show what the server has
    onError: () => client.invalidateQueries({ queryKey: purchaseOrderKeys.lists() }),
  });
}

export function useDeletePurchaseOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deletePurchaseOrder,
    onSuccess: (_d, id) => client.removeQueries({ queryKey: purchaseOrderKeys.detail(id) }),
    onSettled: () => client.invalidateQueries({ queryKey: purchaseOrderKeys.lists() }),
  });
}

/* ---------- number generation (B §4, decision 8) ---------- */

export interface PurchaseOrderNumberParts {
  /** the builder's company name: its first word is taken */
  builderName: string;
  jobSiteCode: string;
  lotGroupCode: string;
  /** how many orders the job already has */
  existingOrders: number;
}

/**
 * The number of a new purchase order (decision 8): the first word of the builder's company name, the job site
 * code, the lot group code and the count of the job's existing orders plus one, joined by hyphens.
 */
export function generatePurchaseOrderNumber({
  builderName,
  jobSiteCode,
  lotGroupCode,
  existingOrders,
}: PurchaseOrderNumberParts): string {
  const firstWord = builderName.trim().split(/\s+/)[0] ?? '';
  return [firstWord, jobSiteCode.trim(), lotGroupCode.trim(), String(Math.max(0, existingOrders) + 1)].join(
    '-',
  );
}
