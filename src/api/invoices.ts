import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { daewonApi } from '@/lib/api-client';
import { dataTableSource, type DataTableFetcher, type DataTableRequest } from '@/api/datatables';
import type { DocumentRequest } from '@/api/documents';
import type { invoiceSchema } from './schemas/invoices';
import type { invoiceWorkLogSchema } from './schemas/work-logs';

/* Subcontractor invoices (C §2, C §3, C §7). On the Daewon base (decision 3). */

/** Invoice table: 25 rows a page, newest first; unpaid by default (C §9). */
export const INVOICE_PAGE_SIZE = 25;
export const INVOICE_FILTERS = ['all', 'paid', 'unpaid'] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];
export const DEFAULT_INVOICE_FILTER: InvoiceFilter = 'unpaid';

/** A work log on an invoice: as a work log, plus whether it is deducted (C §3). */
export type InvoiceWorkLog = z.infer<typeof invoiceWorkLogSchema>;

/** Invoice (C §3). MarkToPrint is the client's own flag, never sent. */
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  details: () => [...invoiceKeys.all, 'detail'] as const,
  detail: (id: number) => [...invoiceKeys.details(), id] as const,
};

/** onlyPaid for a filter: true or false, left out for all (C §7). */
export function onlyPaidOf(filter: InvoiceFilter | undefined): boolean | undefined {
  if (filter === 'paid') return true;
  if (filter === 'all') return undefined;
  return false;
}

/** POST /api/invoice/getInvoicesForDatatable with query subcontractorId and onlyPaid (C §7). */
export function invoicesDataTable(
  filter: InvoiceFilter | undefined,
  subcontractorId: number | undefined,
): DataTableFetcher<Invoice> {
  const query = new URLSearchParams();
  if (subcontractorId) query.set('subcontractorId', String(subcontractorId));
  const onlyPaid = onlyPaidOf(filter);
  if (onlyPaid !== undefined) query.set('onlyPaid', String(onlyPaid));
  const search = query.toString();
  const source = dataTableSource<Invoice>(
    daewonApi,
    'post',
    `/api/invoice/getInvoicesForDatatable${search ? `?${search}` : ''}`,
  );
  return (request: DataTableRequest, signal?: AbortSignal) => source(request, signal);
}

/** The one data-table fetcher of the invoices list: its filters travel as the request's extra fields. */
export const invoicesTableSource: DataTableFetcher<Invoice> = (request, signal) => {
  const { currentFilter, currentSubcontractor, ...rest } = request;
  const filter = INVOICE_FILTERS.find((f) => f === currentFilter);
  const sub = Number(currentSubcontractor);
  return invoicesDataTable(filter, Number.isInteger(sub) && sub > 0 ? sub : undefined)(
    rest as DataTableRequest,
    signal,
  );
};

export async function getInvoice(id: number, signal?: AbortSignal): Promise<Invoice> {
  const { data } = await daewonApi.get<Invoice>(`/api/invoice/${id}`, { signal });
  return data;
}

/** PUT /api/invoice/{id}: the whole invoice. */
export async function updateInvoice(invoice: Invoice): Promise<Invoice> {
  const { data } = await daewonApi.put<Invoice>(`/api/invoice/${invoice.Id}`, invoice);
  return data;
}

export async function markInvoiceAsPaid(id: number): Promise<void> {
  await daewonApi.post(`/api/invoice/${id}/markAsPaid`);
}

/** GET /api/invoice/{id}/print: one invoice's print document. */
export const invoicePrintRequest = (id: number): DocumentRequest => ({ url: `/api/invoice/${id}/print` });

/** GET /api/invoice/print?invoices=: several invoices printed together. */
export const invoicesPrintRequest = (ids: readonly number[]): DocumentRequest => ({
  url: `/api/invoice/print?invoices=${ids.join(',')}`,
});

export const invoiceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => getInvoice(id, signal),
    retry: false,
  });

export function useInvoice(id: number | null | undefined) {
  return useQuery({ ...invoiceQueryOptions(id ?? 0), enabled: !!id });
}

export function useUpdateInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateInvoice,
    onSuccess: (invoice) => {
      client.setQueryData(invoiceKeys.detail(invoice.Id), invoice);
      return client.invalidateQueries({ queryKey: invoiceKeys.lists() });
    },
  });
}

export function useMarkInvoiceAsPaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markInvoiceAsPaid,
    // C §4: the invoice is reloaded (ProceededDate shows); its logs are paid now. On a failure too: a call whose
    // answer was lost may have paid it, and the screen then shows it paid instead of offering to pay it again.
    onSettled: (_d, _e, id) =>
      Promise.all([
        client.invalidateQueries({ queryKey: invoiceKeys.detail(id) }),
        client.invalidateQueries({ queryKey: invoiceKeys.lists() }),
        client.invalidateQueries({ queryKey: ['workLogs'] }),
      ]),
  });
}
