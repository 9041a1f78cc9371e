import { subcontractorDocumentKeys, subcontractorDocumentsDataTable } from '@/api/subcontractor-documents';
import type { DataTableFetcher } from '@/api/datatables';
import type { SubcontractorDocument } from '@/api/subcontractor-documents';
import { defineListSource } from '@/components/data-table/table-query';
import { defineListParams } from '@/lib/list-params';
import { parseRouteId } from '@/lib/list-params';

/** contractors.detail.documents (C §2): the subcontractor's documents, latest validity first. */
export const documentListParams = defineListParams({
  pageSize: 25,
  sort: { column: 'ValidTo', dir: 'desc' },
  filters: {},
});

/** POST /api/subcontractorDocument/{subcontractorId}/datatables; the id travels from the route into the path. */
const fetcher: DataTableFetcher<SubcontractorDocument> = (request, signal) => {
  const { subcontractorId, ...rest } = request;
  return subcontractorDocumentsDataTable(Number(subcontractorId))(rest as typeof request, signal);
};

export const documentListSource = defineListSource({
  params: documentListParams,
  queryKey: subcontractorDocumentKeys.lists(),
  fetcher,
  columns: [
    { id: 'DocumentType' },
    { id: 'ValidFrom' },
    { id: 'ValidTo' },
    { id: 'IsExpired', sortable: false },
    { id: 'Comment' },
    { id: 'FileRecord.FileName', sortable: false },
    { id: 'actions', sortable: false },
  ],
  toRequest: (_filters, params) => ({ subcontractorId: parseRouteId(params.userId) ?? 0 }),
});

/** The draft id of a subcontractor's document dialog. */
export const documentDraftId = (subcontractorId: number) => `subcontractorDocument/${subcontractorId}`;
