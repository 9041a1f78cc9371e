import type { HttpHandler } from 'msw';
import { DOCUMENT_TYPES, type DocumentType } from '@/api/subcontractor-documents';
import { db, nextId, persist } from '../db';
import { dataTableAnswer, readDataTableRequest } from '../datatables';
import { parseServerDate } from '../dates';
import type { MockSubcontractorDocument } from '../types';
import {
  DAEWON,
  findOr404,
  hasRole,
  HttpError,
  nowIso,
  permissionsOf,
  readJson,
  respond,
  route,
} from '../utils';
import { findUploadedFile, readUploadedFile } from './upload';

/*
 * Subcontractor documents (C §3, C §5, C §7) and the document site setting. Documents are managed by user
 * managers; the whole list is also read (for the compliance flags) by those who choose subcontractors; a
 * subcontractor reads only their own.
 */

const M = 'Membership.Permissions.';
const D = 'Daewon.Permissions.';
const MANAGE = { permission: `${M}CanManageUsers` };
/** who sees every subcontractor's documents (compliance flags where subcontractors are chosen) */
const SEE_ALL = [
  `${M}CanManageUsers`,
  `${D}CanManageJobs`,
  `${D}CanApproveWorkLogs`,
  `${D}CanProceedPayment`,
];
const SETTINGS_READ = { permission: [`${M}CanManageUsers`, '/sysadmin'] };
const SETTINGS_WRITE = { permission: '/sysadmin' };

export const DOCUMENT_TYPE_REQUIRED = 'Please select Type for the document';
const SUBCONTRACTOR_ROLES = ['BizSubContractor', 'BizSubcontractor'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const bad = (message: string) => new HttpError(respond.badRequest(message));

function startOfToday(): number {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** A document as the API answers it: its file record, and IsExpired (ValidTo before today). */
export function documentView(doc: MockSubcontractorDocument) {
  const uploaded = doc.FileRecordId ? findUploadedFile(doc.FileRecordId) : undefined;
  const validTo = parseServerDate(doc.ValidTo);
  return {
    ...doc,
    FileRecord: uploaded ? { FileName: uploaded.FileName, FileUrl: uploaded.FileUrl } : doc.FileRecord,
    IsExpired: Number.isFinite(validTo) && validTo < startOfToday(),
  };
}

interface DocumentBody {
  SubcontractorId?: unknown;
  FileRecordId?: unknown;
  DocumentType?: unknown;
  ValidFrom?: unknown;
  ValidTo?: unknown;
  Comment?: unknown;
  SendNotificationWhenExpired?: unknown;
  NotificationTargetWhenExpired?: unknown;
  NotifyBeforeExpiryInDay?: unknown;
  OtherProperties?: unknown;
}

function readDate(value: unknown, field: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (!Number.isFinite(parseServerDate(value))) throw bad(`${field} is not a valid date.`);
  return String(value);
}

/** Validates a document body (C §5): a type, a subcontractor, dates in order, a file on creation. */
function readDocument(body: DocumentBody, existing?: MockSubcontractorDocument) {
  const type = typeof body.DocumentType === 'string' ? body.DocumentType : '';
  if (!DOCUMENT_TYPES.includes(type as DocumentType)) throw bad(DOCUMENT_TYPE_REQUIRED);
  const subcontractorId = Number(body.SubcontractorId);
  const sub = db.users.find((u) => u.Id === subcontractorId);
  if (!sub || !hasRole(sub, ...SUBCONTRACTOR_ROLES)) throw bad('The subcontractor does not exist.');
  if (existing && existing.SubcontractorId !== subcontractorId)
    throw bad('A document cannot move to another subcontractor.');
  const validFrom = readDate(body.ValidFrom, 'ValidFrom');
  const validTo = readDate(body.ValidTo, 'ValidTo');
  if (validFrom && validTo && parseServerDate(validTo) < parseServerDate(validFrom))
    throw bad('ValidTo must not be before ValidFrom.');
  const fileRecordId =
    body.FileRecordId === null || body.FileRecordId === undefined || body.FileRecordId === ''
      ? null
      : Number(body.FileRecordId);
  if (fileRecordId !== null && fileRecordId !== existing?.FileRecordId && !findUploadedFile(fileRecordId))
    throw bad('The file record does not exist.');
  if (!existing && fileRecordId === null) throw bad('A file is required.');
  const days =
    body.NotifyBeforeExpiryInDay === null || body.NotifyBeforeExpiryInDay === undefined
      ? 7
      : Number(body.NotifyBeforeExpiryInDay);
  if (!Number.isInteger(days) || days < 0 || days > 365)
    throw bad('NotifyBeforeExpiryInDay must be a whole number from 0 to 365.');
  const comment = typeof body.Comment === 'string' ? body.Comment.trim() : '';
  if (comment.length > 500) throw bad('The comment is longer than 500 characters.');
  const notify = body.SendNotificationWhenExpired === true;
  const target =
    typeof body.NotificationTargetWhenExpired === 'string' ? body.NotificationTargetWhenExpired.trim() : '';
  if (notify && !target) throw bad('A notification target is required to notify when expired.');
  return {
    SubcontractorId: subcontractorId,
    DocumentType: type as DocumentType,
    ValidFrom: validFrom,
    ValidTo: validTo,
    Comment: comment,
    SendNotificationWhenExpired: notify,
    NotificationTargetWhenExpired: target,
    NotifyBeforeExpiryInDay: days,
    OtherProperties: typeof body.OtherProperties === 'string' ? body.OtherProperties : null,
    FileRecordId: fileRecordId ?? existing?.FileRecordId ?? null,
  };
}

/** The bytes of a seeded document's scan: a one-page PDF naming it. */
function seededPdf(doc: MockSubcontractorDocument): ArrayBuffer {
  const sub = db.users.find((u) => u.Id === doc.SubcontractorId);
  const line = `${doc.DocumentType} of ${sub ? `${sub.FirstName} ${sub.LastName}` : 'a subcontractor'}, valid to ${doc.ValidTo?.slice(0, 10) ?? '-'}`;
  const stream = `BT /F1 14 Tf 72 720 Td (${line.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf).buffer as ArrayBuffer;
}

interface SettingsBody {
  SendNotificationWhenDocumentsAreGoingToExpire?: unknown;
  NumerOfDayPriorToExpiration?: unknown;
  RecipientEmailsToSendNotification?: unknown;
  ExpirationNotificationEmailTitle?: unknown;
  ExpirationNotificationEmailTemplate?: unknown;
}

function readSettings(body: SettingsBody) {
  const send = body.SendNotificationWhenDocumentsAreGoingToExpire === true;
  const days = Number(body.NumerOfDayPriorToExpiration ?? 0);
  if (!Number.isInteger(days) || days < 0 || days > 365)
    throw bad('NumerOfDayPriorToExpiration must be a whole number from 0 to 365.');
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const recipients = text(body.RecipientEmailsToSendNotification);
  const wrong = recipients
    .split(/[;,]/)
    .map((e) => e.trim())
    .filter((e) => e && !EMAIL.test(e));
  if (wrong.length) throw bad(`Not a valid e-mail address: ${wrong.join(', ')}`);
  const title = text(body.ExpirationNotificationEmailTitle);
  const template =
    typeof body.ExpirationNotificationEmailTemplate === 'string'
      ? body.ExpirationNotificationEmailTemplate
      : '';
  if (send && !recipients) throw bad('At least one recipient e-mail is required to send notifications.');
  if (send && !title) throw bad('The e-mail title is required to send notifications.');
  return {
    SendNotificationWhenDocumentsAreGoingToExpire: send,
    NumerOfDayPriorToExpiration: days,
    RecipientEmailsToSendNotification: recipients,
    ExpirationNotificationEmailTitle: title,
    ExpirationNotificationEmailTemplate: template,
  };
}

export const subcontractorDocumentsHandlers: HttpHandler[] = [
  route(
    'get',
    DAEWON,
    '/api/subcontractorDocSettings',
    () => respond.ok(db.subcontractorDocSettings),
    SETTINGS_READ,
  ),
  route(
    'post',
    DAEWON,
    '/api/subcontractorDocSettings',
    async ({ request }) => {
      db.subcontractorDocSettings = readSettings(await readJson<SettingsBody>(request));
      persist();
      return respond.ok(db.subcontractorDocSettings);
    },
    SETTINGS_WRITE,
  ),
  route('get', DAEWON, '/api/subcontractorDocument', ({ user }) => {
    const all = permissionsOf(user).some((p) => SEE_ALL.includes(p));
    const mine = hasRole(user, ...SUBCONTRACTOR_ROLES);
    if (!all && !mine) return respond.forbidden();
    return respond.ok(
      db.subcontractorDocuments.filter((d) => all || d.SubcontractorId === user.Id).map(documentView),
    );
  }),
  route(
    'post',
    DAEWON,
    '/api/subcontractorDocument',
    async ({ request, user }) => {
      const fields = readDocument(await readJson<DocumentBody>(request));
      const file = fields.FileRecordId ? findUploadedFile(fields.FileRecordId) : undefined;
      const doc: MockSubcontractorDocument = {
        Id: nextId(db.subcontractorDocuments),
        ...fields,
        FileRecord: file ? { FileName: file.FileName, FileUrl: file.FileUrl } : null,
        ModifiedBy: user.Email,
        ModifiedDate: nowIso(),
      };
      db.subcontractorDocuments.push(doc);
      persist();
      return respond.ok(documentView(doc), 201);
    },
    MANAGE,
  ),
  route<{ id: string }>(
    'post',
    DAEWON,
    '/api/subcontractorDocument/:id/datatables',
    async ({ request, params }) => {
      const sub = findOr404(db.users, params.id, 'Subcontractor');
      const req = await readDataTableRequest(request);
      const rows = db.subcontractorDocuments.filter((d) => d.SubcontractorId === sub.Id).map(documentView);
      return respond.ok(dataTableAnswer(req, rows));
    },
    MANAGE,
  ),
  route<{ id: string }>('get', DAEWON, '/api/subcontractorDocument/:id/download', ({ params, user }) => {
    const doc = findOr404(db.subcontractorDocuments, params.id, 'Document');
    const held = permissionsOf(user);
    if (!held.includes(`${M}CanManageUsers`) && doc.SubcontractorId !== user.Id) return respond.forbidden();
    const uploaded = doc.FileRecordId ? readUploadedFile(doc.FileRecordId) : undefined;
    const name = uploaded?.record.FileName ?? doc.FileRecord?.FileName ?? `document-${doc.Id}.pdf`;
    const bytes = uploaded ? uploaded.bytes.slice(0) : seededPdf(doc);
    const type = uploaded?.record.ContentType ?? 'application/pdf';
    return new Response(bytes, {
      status: 200,
      headers: {
        'Content-Type': type,
        'Content-Disposition': `attachment; filename="${name.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      },
    });
  }),
  route<{ id: string }>(
    'get',
    DAEWON,
    '/api/subcontractorDocument/:id',
    ({ params }) => respond.ok(documentView(findOr404(db.subcontractorDocuments, params.id, 'Document'))),
    MANAGE,
  ),
  route<{ id: string }>(
    'put',
    DAEWON,
    '/api/subcontractorDocument/:id',
    async ({ request, params, user }) => {
      const doc = findOr404(db.subcontractorDocuments, params.id, 'Document');
      const fields = readDocument(await readJson<DocumentBody>(request), doc);
      const file = fields.FileRecordId ? findUploadedFile(fields.FileRecordId) : undefined;
      Object.assign(doc, fields, { ModifiedBy: user.Email, ModifiedDate: nowIso() });
      if (file) doc.FileRecord = { FileName: file.FileName, FileUrl: file.FileUrl };
      persist();
      return respond.ok(documentView(doc));
    },
    MANAGE,
  ),
  route<{ id: string }>(
    'delete',
    DAEWON,
    '/api/subcontractorDocument/:id',
    ({ params }) => {
      const doc = findOr404(db.subcontractorDocuments, params.id, 'Document');
      db.subcontractorDocuments = db.subcontractorDocuments.filter((d) => d.Id !== doc.Id);
      persist();
      return respond.noContent();
    },
    MANAGE,
  ),
];
