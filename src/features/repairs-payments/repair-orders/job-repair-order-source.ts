import { postDataTable, type DataTableFetcher } from '@/api/datatables';
import { repairOrderKeys, type RepairOrderRow } from '@/api/repair-orders';
import { defineListSource } from '@/components/data-table/table-query';
import { daewonApi } from '@/lib/api-client';
import { defineListParams, parseRouteId } from '@/lib/list-params';

/*
 * A job's repair orders: the list source and URL parameters (small, no UI), imported by the tab and by its route
 * loader, so that the loader starts the first page with the tab's chunk.
 */

/* ---------- a job's repair orders (B §2, B §7) ---------- */

/**
 * POST /api/repairOrder/{jobId}/datatables. The job id travels in the path: the table's request carries it as
 * `jobId` (so the query key is per job) and it is taken out of the body before sending.
 */
const jobRepairOrdersFetcher: DataTableFetcher<RepairOrderRow> = (request, signal) => {
  const { jobId, ...body } = request;
  return postDataTable<RepairOrderRow>(
    daewonApi,
    `/api/repairOrder/${Number(jobId)}/datatables`,
    { ...body, draw: request.draw },
    signal,
  );
};

export const jobRepairOrderParams = defineListParams({
  pageSize: 25,
  sort: { column: 'RequestDate', dir: 'desc' },
});

export const jobRepairOrderSource = defineListSource({
  params: jobRepairOrderParams,
  queryKey: repairOrderKeys.lists(),
  fetcher: jobRepairOrdersFetcher,
  columns: [
    { id: 'LotNumber' },
    { id: 'RequestDate' },
    { id: 'Detail1' },
    { id: 'MechanicName' },
    { id: 'IsCompleted' },
    { id: 'InvoiceStatus' },
    { id: 'ModifiedBy' },
    { id: 'ModifiedDate' },
    { id: 'actions', sortable: false },
  ],
  toRequest: (_filters, params) => ({ jobId: parseRouteId(params.jobId) ?? 0 }),
});
