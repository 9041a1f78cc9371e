import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { daewonApi } from '@/lib/api-client';
import { cacheTimes } from '@/lib/query-client';
import { dataTableSource, type DataTableFetcher } from '@/api/datatables';
import type {
  subcontractorDocSettingsSchema,
  subcontractorDocumentSchema,
} from './schemas/subcontractor-documents';

/*
 * Subcontractor documents and their site setting (C §3, C §7): GET, POST /api/subcontractorDocument; GET, PUT,
 * DELETE /api/subcontractorDocument/{id}; POST /api/subcontractorDocument/{subcontractorId}/datatables;
 * GET /api/subcontractorDocument/{id}/download; GET and POST /api/subcontractorDocSettings. Daewon base.
 */

/** C §9 document types. */
export const DOCUMENT_TYPES = ['Insurance', 'DriverLicense', 'Other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** C §9 "Document expiry notice default 7 days before". */
export const DEFAULT_NOTIFY_BEFORE_EXPIRY_DAYS = 7;

export type SubcontractorDocument = z.infer<typeof subcontractorDocumentSchema>;

/** What POST and PUT carry. */
export type SubcontractorDocumentPayload = Omit<
  SubcontractorDocument,
  'Id' | 'FileRecord' | 'IsExpired' | 'ModifiedBy' | 'ModifiedDate'
> & { Id?: number };

/** The site setting (C §3; NumerOfDayPriorToExpiration spelt so). */
export type SubcontractorDocSettings = z.infer<typeof subcontractorDocSettingsSchema>;

export const subcontractorDocumentKeys = {
  all: ['subcontractorDocuments'] as const,
  /** the whole list GET /api/subcontractorDocument answers */
  whole: () => [...subcontractorDocumentKeys.all, 'whole'] as const,
  lists: () => [...subcontractorDocumentKeys.all, 'list'] as const,
  details: () => [...subcontractorDocumentKeys.all, 'detail'] as const,
  detail: (id: number) => [...subcontractorDocumentKeys.details(), id] as const,
  settings: () => ['subcontractorDocSettings'] as const,
};

const BASE = '/api/subcontractorDocument';

export async function getSubcontractorDocuments(signal?: AbortSignal): Promise<SubcontractorDocument[]> {
  const { data } = await daewonApi.get<SubcontractorDocument[]>(BASE, { signal, background: true });
  return Array.isArray(data) ? data : [];
}

export async function getSubcontractorDocument(id: number, signal?: AbortSignal) {
  const { data } = await daewonApi.get<SubcontractorDocument>(`${BASE}/${id}`, { signal });
  return data;
}

export async function createSubcontractorDocument(payload: SubcontractorDocumentPayload) {
  const { data } = await daewonApi.post<SubcontractorDocument | undefined>(BASE, payload);
  return data || undefined;
}

export async function updateSubcontractorDocument(payload: SubcontractorDocumentPayload & { Id: number }) {
  const { data } = await daewonApi.put<SubcontractorDocument | undefined>(`${BASE}/${payload.Id}`, payload);
  return data || undefined;
}

export async function deleteSubcontractorDocument(id: number): Promise<void> {
  await daewonApi.delete(`${BASE}/${id}`);
}

/** POST /api/subcontractorDocument/{subcontractorId}/datatables (decision 5: POST). */
export function subcontractorDocumentsDataTable(
  subcontractorId: number,
): DataTableFetcher<SubcontractorDocument> {
  return dataTableSource<SubcontractorDocument>(daewonApi, 'post', `${BASE}/${subcontractorId}/datatables`);
}

/** GET /api/subcontractorDocument/{id}/download, saved under the server's file name (or the record's). */
export async function downloadSubcontractorDocument(
  document: Pick<SubcontractorDocument, 'Id' | 'FileRecord'>,
) {
  // the documents helper loads with the first download, not with the route table
  const { fetchDocument, saveBlob } = await import('@/api/documents');
  const fetched = await fetchDocument(`${BASE}/${document.Id}/download`);
  saveBlob(fetched.blob, fetched.fileName ?? document.FileRecord?.FileName ?? `document-${document.Id}`);
}

export async function getSubcontractorDocSettings(signal?: AbortSignal): Promise<SubcontractorDocSettings> {
  const { data } = await daewonApi.get<SubcontractorDocSettings>('/api/subcontractorDocSettings', { signal });
  return data;
}

export async function saveSubcontractorDocSettings(settings: SubcontractorDocSettings) {
  const { data } = await daewonApi.post<SubcontractorDocSettings | undefined>(
    '/api/subcontractorDocSettings',
    settings,
  );
  return data || settings;
}

export const subcontractorDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: subcontractorDocumentKeys.whole(),
    queryFn: ({ signal }) => getSubcontractorDocuments(signal),
    staleTime: cacheTimes.tablePage,
    retry: false,
  });

export const subcontractorDocSettingsQueryOptions = () =>
  queryOptions({
    queryKey: subcontractorDocumentKeys.settings(),
    queryFn: ({ signal }) => getSubcontractorDocSettings(signal),
    staleTime: cacheTimes.default,
    retry: false,
  });

export function useSubcontractorDocSettings() {
  return useQuery(subcontractorDocSettingsQueryOptions());
}

export function useSaveSubcontractorDocSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSubcontractorDocSettings,
    onSuccess: (saved) => client.setQueryData(subcontractorDocumentKeys.settings(), saved),
  });
}

export function useSaveSubcontractorDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: SubcontractorDocumentPayload) =>
      payload.Id
        ? updateSubcontractorDocument({ ...payload, Id: payload.Id })
        : createSubcontractorDocument(payload),
    onSuccess: () => client.invalidateQueries({ queryKey: subcontractorDocumentKeys.all }),
  });
}

export function useDeleteSubcontractorDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSubcontractorDocument,
    onSettled: () => client.invalidateQueries({ queryKey: subcontractorDocumentKeys.all }),
  });
}

/* ---------- compliance at a glance ---------- */

/** Documents whose expiry matters for a subcontractor's compliance: insurance and licence. */
export const COMPLIANCE_DOCUMENT_TYPES: readonly DocumentType[] = ['Insurance', 'DriverLicense'];

export type ComplianceLevel = 'expired' | 'expiring';

export interface ComplianceIssue {
  documentId: number;
  documentType: DocumentType;
  validTo: string | null;
  level: ComplianceLevel;
  /** whole days until ValidTo (negative when past) */
  daysLeft: number | null;
}

export interface SubcontractorCompliance {
  subcontractorId: number;
  /** the worst of its issues */
  level: ComplianceLevel;
  issues: ComplianceIssue[];
}

const DAY_MS = 86_400_000;
const dayNumber = (value: string | Date) => {
  const d = typeof value === 'string' ? new Date(value.length <= 10 ? `${value}T00:00:00` : value) : value;
  return Math.floor((d.getTime() - d.getTimezoneOffset() * 60_000) / DAY_MS);
};

/**
 * The subcontractors whose insurance or licence has expired or expires within its notice period
 * (NotifyBeforeExpiryInDay, default 7). Per subcontractor and type the latest-valid document counts (a renewed
 * insurance replaces the old one).
 */
export function complianceBySubcontractor(
  documents: readonly SubcontractorDocument[],
  today: Date = new Date(),
): Map<number, SubcontractorCompliance> {
  const now = dayNumber(today);
  const latest = new Map<string, SubcontractorDocument>();
  for (const doc of documents) {
    if (!COMPLIANCE_DOCUMENT_TYPES.includes(doc.DocumentType)) continue;
    const key = `${doc.SubcontractorId}|${doc.DocumentType}`;
    const current = latest.get(key);
    const validTo = doc.ValidTo ? dayNumber(doc.ValidTo) : Infinity;
    const currentTo = current?.ValidTo ? dayNumber(current.ValidTo) : Infinity;
    if (!current || validTo > currentTo) latest.set(key, doc);
  }
  const result = new Map<number, SubcontractorCompliance>();
  for (const doc of latest.values()) {
    const daysLeft = doc.ValidTo ? dayNumber(doc.ValidTo) - now : null;
    const notice = doc.NotifyBeforeExpiryInDay ?? DEFAULT_NOTIFY_BEFORE_EXPIRY_DAYS;
    const level: ComplianceLevel | null =
      doc.IsExpired || (daysLeft !== null && daysLeft < 0)
        ? 'expired'
        : daysLeft !== null && daysLeft <= notice
          ? 'expiring'
          : null;
    if (!level) continue;
    const entry = result.get(doc.SubcontractorId) ?? {
      subcontractorId: doc.SubcontractorId,
      level,
      issues: [],
    };
    entry.issues.push({
      documentId: doc.Id,
      documentType: doc.DocumentType,
      validTo: doc.ValidTo,
      level,
      daysLeft,
    });
    if (level === 'expired') entry.level = 'expired';
    result.set(doc.SubcontractorId, entry);
  }
  return result;
}

/**
 * Compliance of every subcontractor, read once through the query cache (GET /api/subcontractorDocument, in
 * the background). A user who may not read documents gets no flags: nobody is blocked.
 */
export function useSubcontractorCompliance(enabled = true) {
  return useQuery({
    ...subcontractorDocumentsQueryOptions(),
    enabled,
    select: (documents) => complianceBySubcontractor(documents),
  });
}
