import { invoiceKeys, invoicesTableSource, INVOICE_FILTERS, INVOICE_PAGE_SIZE } from '@/api/invoices';
import { defineListSource } from '@/components/data-table/table-query';
import { defineListParams, filterParam } from '@/lib/list-params';

/** invoicesList (C §2, C §9): currentFilter (all, paid, unpaid) and currentSubcontractor; 25 a page, newest first. */
const invoiceListFilters = {
  currentFilter: filterParam.enum(INVOICE_FILTERS),
  currentSubcontractor: filterParam.id(),
};
export type InvoiceListFilters = typeof invoiceListFilters;

export const invoiceListParams = defineListParams({
  pageSize: INVOICE_PAGE_SIZE,
  sort: { column: 'CreatedDate', dir: 'desc' },
  filters: invoiceListFilters,
});

/** The invoices table: what its route loader prefetches and the screen shows. */
export const invoiceListSource = defineListSource({
  params: invoiceListParams,
  queryKey: invoiceKeys.lists(),
  fetcher: invoicesTableSource,
  columns: [
    { id: 'MarkToPrint', sortable: false },
    { id: 'Id' },
    { id: 'Subcontractor.LastName' },
    { id: 'CheckNumber' },
    { id: 'TotalAmount' },
    { id: 'CreatedDate' },
    { id: 'IsProceeded' },
    { id: 'ProceededDate' },
  ],
});
