import type { HttpHandler } from 'msw';
import { db, nextId, persist } from '../db';
import { dataTableAnswer, readDataTableRequest } from '../datatables';
import type { MockJobAttachment } from '../types';
import { DAEWON, findOr404, HttpError, nowIso, readJson, respond, route } from '../utils';
import { findUploadedFile, uploadedFileBytes } from './upload';

/* Job attachments and their categories (B §2 files tab, B §3, B §7). */

const JOB_ACCESS = ['Daewon.Permissions.CanManageJobs', 'Daewon.Permissions.CanAccessJobReports'];
/** Creating, changing and deleting: the users who manage jobs; report-only users read (decision 22). */
const JOB_EDIT = 'Daewon.Permissions.CanManageJobs';

/** A stored file, uploaded (POST /api/upload) or provided by the seed. */
export interface StoredFileInfo {
  FileName: string;
  ContentType: string;
  UploadedDate: string;
  UploadedBy: string;
  bytes: () => ArrayBuffer | Uint8Array;
}

export function storedFile(fileId: number): StoredFileInfo | undefined {
  const uploaded = findUploadedFile(fileId);
  if (uploaded) {
    return {
      FileName: uploaded.FileName,
      ContentType: uploaded.ContentType,
      UploadedDate: uploaded.UploadedDate,
      UploadedBy: uploaded.UploadedBy,
      bytes: () => uploadedFileBytes(fileId) ?? new ArrayBuffer(0),
    };
  }
  const seeded = db.seedFiles.find((f) => f.Id === fileId);
  if (!seeded) return undefined;
  return {
    FileName: seeded.FileName,
    ContentType: seeded.ContentType,
    UploadedDate: seeded.UploadedDate,
    UploadedBy: seeded.UploadedBy,
    bytes: () => new TextEncoder().encode(seeded.Content),
  };
}

/** A file's bytes as an answer: inline (to view) or as an attachment (to download). */
export function fileResponse(file: StoredFileInfo, disposition: 'inline' | 'attachment'): Response {
  const name = file.FileName.replace(/"/g, '');
  return new Response(file.bytes() as BodyInit, {
    status: 200,
    headers: {
      'Content-Type': file.ContentType || 'application/octet-stream',
      'Content-Disposition': `${disposition}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(file.FileName)}`,
    },
  });
}

function attachmentView(a: MockJobAttachment) {
  const file = storedFile(a.FileId);
  return {
    Id: a.Id,
    FileId: a.FileId,
    File: { FileName: file?.FileName ?? '' },
    Comment: a.Comment,
    JobId: a.JobId,
    CategoryId: a.CategoryId,
    ModifiedBy: a.ModifiedBy,
    ModifiedDate: a.ModifiedDate,
  };
}

interface AttachmentBody {
  FileId?: unknown;
  Comment?: unknown;
  JobId?: unknown;
  CategoryId?: unknown;
}

function readAttachment(body: AttachmentBody, existing?: MockJobAttachment) {
  const fileId = Number(body.FileId ?? existing?.FileId);
  const jobId = Number(body.JobId ?? existing?.JobId);
  const categoryId = Number(body.CategoryId ?? existing?.CategoryId);
  const missing = [
    !Number.isInteger(fileId) && 'FileId',
    !Number.isInteger(jobId) && 'JobId',
    !Number.isInteger(categoryId) && 'CategoryId',
  ].filter(Boolean);
  if (missing.length)
    throw new HttpError(respond.badRequest(`The field(s) ${missing.join(', ')} are required.`));
  if (!storedFile(fileId)) throw new HttpError(respond.badRequest(`File ${fileId} does not exist.`));
  if (!db.jobs.some((j) => j.Id === jobId))
    throw new HttpError(respond.badRequest(`Job ${jobId} does not exist.`));
  if (!db.attachmentCategories.some((c) => c.Id === categoryId))
    throw new HttpError(respond.badRequest(`Attachment category ${categoryId} does not exist.`));
  const comment = body.Comment === undefined ? (existing?.Comment ?? '') : String(body.Comment ?? '').trim();
  if (comment.length > 500)
    throw new HttpError(respond.badRequest('Comment must be at most 500 characters.'));
  return { FileId: fileId, JobId: jobId, CategoryId: categoryId, Comment: comment };
}

export const jobAttachmentHandlers: HttpHandler[] = [
  route(
    'get',
    DAEWON,
    '/api/jobattachment/categories',
    () => respond.ok([...db.attachmentCategories].sort((a, b) => a.DisplayOrder - b.DisplayOrder)),
    { permission: JOB_ACCESS },
  ),
  route<{ jobId: string; categoryId: string }>(
    'post',
    DAEWON,
    '/api/jobattachment/:jobId/:categoryId/datatables',
    async ({ request, params }) => {
      const job = findOr404(db.jobs, params.jobId, 'Job');
      const categoryId = Number(params.categoryId);
      if (!db.attachmentCategories.some((c) => c.Id === categoryId))
        return respond.notFound('Attachment category');
      const req = await readDataTableRequest(request);
      const rows = db.jobAttachments
        .filter((a) => a.JobId === job.Id && a.CategoryId === categoryId)
        .map(attachmentView)
        .map((a) => ({ ...a, FileName: a.File.FileName }));
      // the table sorts and searches on its FileName column; the rows answered are attachments (B §3)
      const answer = dataTableAnswer(req, rows);
      const page = (answer.data as typeof rows).map(({ FileName: _name, ...a }) => a);
      return respond.ok({ ...answer, data: page });
    },
    { permission: JOB_ACCESS },
  ),
  route<{ id: string }>(
    'get',
    DAEWON,
    '/api/jobattachment/:id/downloadattachment',
    ({ params }) => {
      const a = findOr404(db.jobAttachments, params.id, 'Attachment');
      const file = storedFile(a.FileId);
      return file ? fileResponse(file, 'attachment') : respond.notFound('File');
    },
    { permission: JOB_ACCESS },
  ),
  route<{ id: string }>(
    'get',
    DAEWON,
    '/api/jobattachment/:id/viewattachment',
    ({ params }) => {
      const a = findOr404(db.jobAttachments, params.id, 'Attachment');
      const file = storedFile(a.FileId);
      return file ? fileResponse(file, 'inline') : respond.notFound('File');
    },
    { permission: JOB_ACCESS },
  ),
  route<{ id: string }>(
    'get',
    DAEWON,
    '/api/jobattachment/:id',
    ({ params }) => respond.ok(attachmentView(findOr404(db.jobAttachments, params.id, 'Attachment'))),
    { permission: JOB_ACCESS },
  ),
  route(
    'post',
    DAEWON,
    '/api/jobattachment',
    async ({ request, user }) => {
      const fields = readAttachment(await readJson<AttachmentBody>(request));
      const a: MockJobAttachment = {
        Id: nextId(db.jobAttachments),
        ...fields,
        ModifiedBy: user.Email,
        ModifiedDate: nowIso(),
      };
      db.jobAttachments.push(a);
      persist();
      return respond.ok(attachmentView(a));
    },
    { permission: JOB_EDIT },
  ),
  route<{ id: string }>(
    'put',
    DAEWON,
    '/api/jobattachment/:id',
    async ({ request, params, user }) => {
      const a = findOr404(db.jobAttachments, params.id, 'Attachment');
      const fields = readAttachment(await readJson<AttachmentBody>(request), a);
      Object.assign(a, fields, { ModifiedBy: user.Email, ModifiedDate: nowIso() });
      persist();
      return respond.ok(attachmentView(a));
    },
    { permission: JOB_EDIT },
  ),
  route<{ id: string }>(
    'delete',
    DAEWON,
    '/api/jobattachment/:id',
    ({ params }) => {
      const a = findOr404(db.jobAttachments, params.id, 'Attachment');
      db.jobAttachments = db.jobAttachments.filter((x) => x !== a);
      persist();
      return respond.noContent();
    },
    { permission: JOB_EDIT },
  ),
];
