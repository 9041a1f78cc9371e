import type { HttpHandler } from 'msw';
import { onResetDb } from '../db';
import { clearPersistedFiles, loadPersistedFiles, persistFile } from '../file-store';
import { DAEWON, nowIso, respond, route } from '../utils';

/** The stored file record of the mock: the API's (B §7: Id, FileUrl), with what it keeps of the file. */
export interface MockFileRecord {
  Id: number;
  FileName: string;
  FileUrl: string;
  ContentType: string;
  Size: number;
  UploadedDate: string;
  UploadedBy: string;
  UploadType: string;
  Identifier: string;
}

interface StoredFile {
  record: MockFileRecord;
  bytes: ArrayBuffer;
}

/** The uploaded files, in memory; in the browser also in IndexedDB, so a reload keeps them. */
const files = new Map<number, StoredFile>();
let lastId = 1000;

/** Loads the files a previous page kept (the browser's mock start waits for it). */
export async function restoreUploadedFiles(): Promise<void> {
  for (const stored of await loadPersistedFiles<MockFileRecord>()) {
    files.set(stored.record.Id, stored);
    lastId = Math.max(lastId, stored.record.Id);
  }
}

export const UPLOAD_TYPES = ['JobAttachment', 'UserProfileAttachment'];
export const MOCK_MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** The file record stored under an id (for the attachment and document handlers). */
export function findUploadedFile(id: number): MockFileRecord | undefined {
  return files.get(id)?.record;
}

/** The stored file under an id, with its bytes (document downloads). */
export function readUploadedFile(id: number): { record: MockFileRecord; bytes: ArrayBuffer } | undefined {
  return files.get(id);
}

/** The bytes of an uploaded file (for the handlers that serve attachments). */
export function uploadedFileBytes(id: number): ArrayBuffer | undefined {
  return files.get(id)?.bytes.slice(0);
}

/** Stores a file as if uploaded (seed data, tests). */
export function storeFile(
  name: string,
  bytes: ArrayBuffer,
  contentType: string,
  meta: { uploadType?: string; identifier?: string; uploadedBy?: string } = {},
): MockFileRecord {
  lastId += 1;
  const record: MockFileRecord = {
    Id: lastId,
    FileName: name,
    FileUrl: `${DAEWON}/files/${lastId}`,
    ContentType: contentType || 'application/octet-stream',
    Size: bytes.byteLength,
    UploadType: meta.uploadType ?? 'JobAttachment',
    Identifier: meta.identifier ?? '',
    UploadedDate: nowIso(),
    UploadedBy: meta.uploadedBy ?? '',
  };
  files.set(record.Id, { record, bytes });
  persistFile(record.Id, { record, bytes });
  return record;
}

export function clearUploadedFiles(): Promise<void> {
  files.clear();
  lastId = 1000;
  return clearPersistedFiles();
}
onResetDb(clearUploadedFiles);

/**
 * POST /api/upload (B §7, C §7): multipart with the file, FileName (its name), UploadType and Identifier
 * → { fileRecord }. The file may come under any part name (a client that sends it as FileName works too).
 */
export const uploadHandlers: HttpHandler[] = [
  route('post', DAEWON, '/api/upload', async ({ request, user }) => {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return respond.badRequest('The request is not multipart/form-data.');
    }
    const file = [...form.values()].find((v): v is File => typeof v !== 'string');
    if (!file) return respond.badRequest('No file was uploaded.');
    const named = form.get('FileName');
    const fileName = (typeof named === 'string' ? named.trim() : '') || file.name || 'file';
    const uploadType = String(form.get('UploadType') ?? '').trim();
    const identifier = String(form.get('Identifier') ?? '').trim();
    if (!uploadType || !identifier) {
      const missing = [!uploadType && 'UploadType', !identifier && 'Identifier'].filter(Boolean).join(', ');
      return respond.badRequest(`The field(s) ${missing} are required.`);
    }
    if (!UPLOAD_TYPES.includes(uploadType)) return respond.badRequest(`Unknown UploadType ${uploadType}.`);
    if (file.size > MOCK_MAX_UPLOAD_BYTES) {
      return respond.badRequest('Max upload size exceeded the maximum allowed size is 50MB');
    }
    const bytes = await file.arrayBuffer();
    const record = storeFile(fileName, bytes, file.type, {
      uploadType,
      identifier,
      uploadedBy: `${user.FirstName} ${user.LastName}`.trim() || user.Email,
    });
    // B §7: "The answer holds fileRecord with Id and FileUrl"
    return respond.ok({ fileRecord: { Id: record.Id, FileUrl: record.FileUrl } });
  }),
  route<{ id: string }>('get', DAEWON, '/files/:id', ({ params }) => {
    const stored = files.get(Number(params.id));
    if (!stored) return respond.notFound('File');
    const { record, bytes } = stored;
    return new Response(bytes.slice(0), {
      status: 200,
      headers: {
        'Content-Type': record.ContentType,
        'Content-Disposition': `inline; filename="${record.FileName.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(record.FileName)}`,
      },
    });
  }),
];
