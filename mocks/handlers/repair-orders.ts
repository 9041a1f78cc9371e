import type { HttpHandler } from 'msw';
import { db, nextId, persist } from '../db';
import { dataTableAnswer, filterId, filterText, readDataTableRequest } from '../datatables';
import { parseServerDate, serverDateTime } from '../dates';
import { printDocument, xlsxResponse, type ReportColumn, type ReportTable } from '../report-documents';
import type { MockRepairOrder } from '../types';
import { DAEWON, findOr404, hasRole, HttpError, nowIso, readJson, respond, route } from '../utils';
import { builderOf, invoiceStatusName, nameOf, siteOf, userById } from '../views';
import { fileResponse, storedFile } from './job-attachments';

/* Repair orders (B §3, B §4, B §5, B §7). The calendar (POST /api/repairOrder/calendar) is in calendar.ts. */

const JOB_ACCESS = ['Daewon.Permissions.CanManageJobs', 'Daewon.Permissions.CanAccessJobReports'];
/** Creating, changing and deleting: the users who manage jobs; report-only users read (decision 22). */
const JOB_EDIT = 'Daewon.Permissions.CanManageJobs';
const MECHANIC_ROLES = ['BizStaff', 'BizProduction', 'BizService'];
const SUBCONTRACTOR_ROLES = ['BizSubContractor', 'BizSubcontractor'];

/** A repair order as the API answers it: its fields, the joined names and its files. */
/**
 * A row of the repair order tables: the order with the names the global list shows when present (decision
 * 19, src/api/schemas/repair-orders.ts).
 */
export function repairOrderRowView(order: MockRepairOrder) {
  const job = db.jobs.find((j) => j.Id === order.JobId);
  const site = job ? siteOf(job.JobSiteId) : undefined;
  const builder = site ? builderOf(site.BuilderId) : undefined;
  return {
    ...repairOrderView(order),
    BuilderName: builder?.CompanyName ?? '',
    JobSiteName: site?.Name ?? '',
    LotGroupCode: job?.LotGroupCode ?? '',
    MechanicName: nameOf(userById(order.MechanicId)),
    SubcontractorName: nameOf(userById(order.SubcontractorId)),
  };
}

/** A repair order as read (B §3). */
export function repairOrderView(order: MockRepairOrder) {
  const job = db.jobs.find((j) => j.Id === order.JobId);
  return {
    Id: order.Id,
    JobId: order.JobId,
    LotId: order.LotId,
    LotNumber: order.LotNumber ?? job?.LotGroupCode ?? null,
    MechanicId: order.MechanicId,
    OriginalInstallerId: order.OriginalInstallerId ?? null,
    SubcontractorId: order.SubcontractorId,
    Detail1: order.Detail1,
    Detail2: order.Detail2 ?? null,
    SuperCrm: order.SuperCrm ?? null,
    SidingMaterial: order.SidingMaterial ?? null,
    SidingColor: order.SidingColor ?? null,
    TrimMaterial: order.TrimMaterial ?? null,
    TrimColor: order.TrimColor ?? null,
    ShutterMaterial: order.ShutterMaterial ?? null,
    ShutterColor: order.ShutterColor ?? null,
    GutterMaterial: order.GutterMaterial ?? null,
    GutterColor: order.GutterColor ?? null,
    DsMaterial: order.DsMaterial ?? null,
    Date: order.Date ?? null,
    RequestDate: order.RequestDate,
    CompletionDate: order.CompletionDate,
    POAmount: order.POAmount,
    ReceivedAmount: order.ReceivedAmount,
    InstallationStartTime: order.InstallationStartTime ?? null,
    InstallationEndTime: order.InstallationEndTime ?? null,
    IsCompleted: order.IsCompleted,
    InvoiceStatusId: order.InvoiceStatusId,
    InvoiceStatus: invoiceStatusName(order.InvoiceStatusId),
    ModifiedBy: order.ModifiedBy,
    ModifiedDate: order.ModifiedDate,
    Files: (order.Files ?? []).map((f) => {
      const file = storedFile(f.FileId);
      return {
        Id: f.Id,
        FileId: f.FileId,
        File: {
          FileName: file?.FileName ?? '',
          UploadedDate: file?.UploadedDate ?? null,
          UploadedBy: file?.UploadedBy ?? null,
        },
      };
    }),
  };
}

type RepairOrderView = ReturnType<typeof repairOrderRowView>;

/* ---------- validation ---------- */

const text = (v: unknown) => (v === null || v === undefined ? null : String(v).trim() || null);

function optionalUser(value: unknown, field: string, roles: string[]): number | null {
  if (value === null || value === undefined || value === '' || value === 0) return null;
  const id = Number(value);
  const user = Number.isInteger(id) ? userById(id) : undefined;
  if (!user) throw new HttpError(respond.badRequest(`${field}: user ${String(value)} does not exist.`));
  if (!hasRole(user, ...roles))
    throw new HttpError(respond.badRequest(`${field}: ${nameOf(user)} is not a ${roles.join(', ')} user.`));
  return id;
}

function amount(value: unknown, field: string): number {
  if (value === null || value === undefined || value === '') return 0;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0)
    throw new HttpError(respond.badRequest(`${field} must be a positive amount.`));
  return Math.round(n * 100) / 100;
}

/** HH:mm:00 (B §5) or nothing. */
function time(value: unknown, field: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string' || !/^([01]\d|2[0-3]):[0-5]\d:00$/.test(value))
    throw new HttpError(respond.badRequest(`${field} must be a time as HH:mm:00.`));
  return value;
}

/** A date-time (ISO 8601), or nothing. */
function dateTime(value: unknown, field: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  const t = parseServerDate(value);
  if (Number.isNaN(t)) throw new HttpError(respond.badRequest(`${field} is not a valid date.`));
  return serverDateTime(new Date(t));
}

type Body = Record<string, unknown>;

function readOrder(
  body: Body,
  existing?: MockRepairOrder,
): Omit<MockRepairOrder, 'Id' | 'ModifiedBy' | 'ModifiedDate'> {
  const jobId = Number(body.JobId ?? existing?.JobId);
  const job = Number.isInteger(jobId) ? db.jobs.find((j) => j.Id === jobId) : undefined;
  if (!job) throw new HttpError(respond.badRequest('JobId: the job does not exist.'));
  if (existing && existing.JobId !== jobId)
    throw new HttpError(respond.badRequest('A repair order cannot move to another job.'));
  // the request date travels as YYYY-MM-DD (B §5)
  const request = body.RequestDate;
  if (
    typeof request !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}$/.test(request) ||
    Number.isNaN(parseServerDate(request))
  )
    throw new HttpError(respond.badRequest('RequestDate is required as YYYY-MM-DD.'));
  let lotId: number | null = null;
  if (body.LotId !== null && body.LotId !== undefined && body.LotId !== '' && body.LotId !== 0) {
    lotId = Number(body.LotId);
    if (!job.Lots.some((l) => l.Id === lotId && !l.IsDeleted))
      throw new HttpError(respond.badRequest('LotId: the lot is not one of the job’s lots.'));
  }
  let invoiceStatusId: number | null = null;
  if (
    body.InvoiceStatusId !== null &&
    body.InvoiceStatusId !== undefined &&
    Number(body.InvoiceStatusId) !== 0
  ) {
    invoiceStatusId = Number(body.InvoiceStatusId);
    if (!db.invoiceStatuses.some((s) => s.Id === invoiceStatusId))
      throw new HttpError(respond.badRequest('InvoiceStatusId: unknown invoice status.'));
  }
  const files = Array.isArray(body.Files) ? (body.Files as Body[]) : (existing?.Files ?? []);
  let fileRowId = Math.max(0, ...db.repairOrders.flatMap((o) => (o.Files ?? []).map((f) => f.Id)));
  const Files = files.map((f) => {
    const fileId = Number(f.FileId);
    if (!Number.isInteger(fileId) || !storedFile(fileId))
      throw new HttpError(respond.badRequest(`Files: file ${String(f.FileId)} does not exist.`));
    const known = existing?.Files?.find((x) => x.FileId === fileId);
    return { Id: known?.Id ?? ++fileRowId, FileId: fileId };
  });
  const start = time(body.InstallationStartTime, 'InstallationStartTime');
  const end = time(body.InstallationEndTime, 'InstallationEndTime');
  if (start && end && end < start)
    throw new HttpError(respond.badRequest('InstallationEndTime must not be before InstallationStartTime.'));
  const isCompleted = body.IsCompleted === true;
  return {
    JobId: job.Id,
    LotId: lotId,
    LotNumber: text(body.LotNumber),
    MechanicId: optionalUser(body.MechanicId, 'MechanicId', MECHANIC_ROLES),
    OriginalInstallerId: optionalUser(body.OriginalInstallerId, 'OriginalInstallerId', SUBCONTRACTOR_ROLES),
    SubcontractorId: optionalUser(body.SubcontractorId, 'SubcontractorId', SUBCONTRACTOR_ROLES),
    Detail1: text(body.Detail1) ?? '',
    Detail2: text(body.Detail2),
    SuperCrm: text(body.SuperCrm),
    SidingMaterial: text(body.SidingMaterial),
    SidingColor: text(body.SidingColor),
    TrimMaterial: text(body.TrimMaterial),
    TrimColor: text(body.TrimColor),
    ShutterMaterial: text(body.ShutterMaterial),
    ShutterColor: text(body.ShutterColor),
    GutterMaterial: text(body.GutterMaterial),
    GutterColor: text(body.GutterColor),
    DsMaterial: text(body.DsMaterial),
    Date: dateTime(body.Date, 'Date'),
    RequestDate: `${request}T09:00:00`,
    CompletionDate: dateTime(body.CompletionDate, 'CompletionDate'),
    IsCompleted: isCompleted,
    POAmount: amount(body.POAmount, 'POAmount'),
    ReceivedAmount: amount(body.ReceivedAmount, 'ReceivedAmount'),
    InstallationStartTime: start,
    InstallationEndTime: end,
    InvoiceStatusId: invoiceStatusId,
    Files,
  };
}

/* ---------- the global list (B §2, B §7) ---------- */

function dayStart(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return undefined;
  const t = parseServerDate(value.trim());
  return Number.isNaN(t) ? undefined : t;
}

function inDays(date: string | null | undefined, from: unknown, to: unknown): boolean {
  const start = dayStart(from);
  const endDay = dayStart(to);
  if (start === undefined && endDay === undefined) return true;
  const t = date ? parseServerDate(date) : NaN;
  if (Number.isNaN(t)) return false;
  if (start !== undefined && t < start) return false;
  if (endDay !== undefined && t >= endDay + 86_400_000) return false;
  return true;
}

function filterOrders(f: Record<string, unknown>): RepairOrderView[] {
  const builderId = filterId(f.BuilderId);
  const jobSiteId = filterId(f.jobSiteId);
  const modifiedBy = filterText(f.ModifiedBy);
  const status = filterText(f.RepairStatus);
  const invoice = f.InvoiceStatusId;
  const invoiceId = invoice === null || invoice === undefined || invoice === '' ? undefined : Number(invoice);
  return db.repairOrders
    .filter((o) => {
      const job = db.jobs.find((j) => j.Id === o.JobId);
      const site = job ? siteOf(job.JobSiteId) : undefined;
      if (builderId !== undefined && site?.BuilderId !== builderId) return false;
      if (jobSiteId !== undefined && job?.JobSiteId !== jobSiteId) return false;
      if (modifiedBy && !o.ModifiedBy.toLowerCase().includes(modifiedBy)) return false;
      if (status === 'completed' && !o.IsCompleted) return false;
      if (status === 'incomplete' && o.IsCompleted) return false;
      if (invoiceId !== undefined && Number.isInteger(invoiceId)) {
        if (invoiceId === 0 ? o.InvoiceStatusId !== null : o.InvoiceStatusId !== invoiceId) return false;
      }
      if (!inDays(o.Date ?? o.RequestDate, f.DateStartDate, f.DateEndDate)) return false;
      if (!inDays(o.CompletionDate, f.CompletionDateStartDate, f.CompletionDateEndDate)) return false;
      return true;
    })
    .map(repairOrderRowView);
}

const shortDate = (iso: string | null | undefined) => {
  const t = iso ? parseServerDate(iso) : NaN;
  if (Number.isNaN(t)) return '';
  const d = new Date(t);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
};

const reportColumns: ReportColumn<RepairOrderView>[] = [
  { header: 'Builder', value: (o) => o.BuilderName, width: 26 },
  { header: 'Job Site', value: (o) => o.JobSiteName, width: 20 },
  { header: 'Lot', value: (o) => o.LotNumber ?? o.LotGroupCode },
  { header: 'Date', value: (o) => shortDate(o.Date) },
  { header: 'Request Date', value: (o) => shortDate(o.RequestDate), width: 14 },
  { header: 'Completion Date', value: (o) => shortDate(o.CompletionDate), width: 16 },
  { header: 'Detail', value: (o) => o.Detail1, width: 36 },
  { header: 'Status', value: (o) => (o.IsCompleted ? 'Completed' : 'Incomplete') },
  { header: 'PO Amount', value: (o) => o.POAmount, money: true, width: 14 },
  { header: 'Received Amount', value: (o) => o.ReceivedAmount, money: true, width: 16 },
  { header: 'Invoice Status', value: (o) => o.InvoiceStatus, width: 18 },
];

function reportTable(filter: Record<string, unknown>): ReportTable<RepairOrderView> {
  const rows = filterOrders(filter).sort((a, b) => (b.Date ?? '').localeCompare(a.Date ?? ''));
  const sum = (pick: (o: RepairOrderView) => number) =>
    Math.round(rows.reduce((s, o) => s + pick(o), 0) * 100) / 100;
  const parts = [
    filter.DateStartDate || filter.DateEndDate
      ? `Created ${String(filter.DateStartDate ?? '…')} to ${String(filter.DateEndDate ?? '…')}`
      : '',
    filter.CompletionDateStartDate || filter.CompletionDateEndDate
      ? `Completed ${String(filter.CompletionDateStartDate ?? '…')} to ${String(filter.CompletionDateEndDate ?? '…')}`
      : '',
    filter.RepairStatus ? `Status: ${String(filter.RepairStatus)}` : '',
  ].filter(Boolean);
  return {
    title: 'Repair Orders Report',
    subtitle: [...parts, `${rows.length} repair order${rows.length === 1 ? '' : 's'}`],
    columns: reportColumns,
    rows,
    totals: {
      'PO Amount': sum((o) => o.POAmount),
      'Received Amount': sum((o) => o.ReceivedAmount),
    },
  };
}

async function readFilter(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    throw new HttpError(respond.badRequest('The request body is not valid JSON.'));
  }
}

/* ---------- a single order's print ---------- */

function orderPrint(o: RepairOrderView): Response {
  const pairs: Array<[string, unknown]> = [
    ['Builder', o.BuilderName],
    ['Job Site', o.JobSiteName],
    ['Lot', o.LotNumber],
    ['Superintendents', o.SuperCrm],
    ['Mechanic', o.MechanicName],
    ['Original Installer', nameOf(userById(o.OriginalInstallerId))],
    ['Subcontractor', o.SubcontractorName],
    ['Date', shortDate(o.Date)],
    ['Request Date', shortDate(o.RequestDate)],
    ['Completion Date', shortDate(o.CompletionDate)],
    ['Installation', [o.InstallationStartTime, o.InstallationEndTime].filter(Boolean).join(' - ')],
    ['Siding', [o.SidingMaterial, o.SidingColor].filter(Boolean).join(', ')],
    ['Trim', [o.TrimMaterial, o.TrimColor].filter(Boolean).join(', ')],
    ['Shutter', [o.ShutterMaterial, o.ShutterColor].filter(Boolean).join(', ')],
    ['Gutter', [o.GutterMaterial, o.GutterColor].filter(Boolean).join(', ')],
    ['Downspout', o.DsMaterial],
    ['Details', o.Detail1],
    ['More details', o.Detail2],
    ['PO Amount', `$${o.POAmount.toFixed(2)}`],
    ['Received Amount', `$${o.ReceivedAmount.toFixed(2)}`],
    ['Status', o.IsCompleted ? 'Completed' : 'Incomplete'],
    ['Invoice Status', o.InvoiceStatus],
  ];
  return printDocument({
    title: `Repair Order #${o.Id}`,
    subtitle: [`${o.BuilderName} - ${o.JobSiteName} - lot ${o.LotNumber ?? ''}`],
    columns: [
      { header: 'Field', value: (p: [string, unknown]) => p[0], width: 20 },
      { header: 'Value', value: (p: [string, unknown]) => String(p[1] ?? ''), width: 60 },
    ],
    rows: pairs,
  });
}

export const repairOrderHandlers: HttpHandler[] = [
  route(
    'post',
    DAEWON,
    '/api/repairOrder/datatables',
    async ({ request }) => {
      const req = await readDataTableRequest(request);
      return respond.ok(dataTableAnswer(req, filterOrders(req.filters)));
    },
    { permission: JOB_ACCESS },
  ),
  route(
    'post',
    DAEWON,
    '/api/repairOrder/print',
    async ({ request }) => printDocument(reportTable(await readFilter(request))),
    { permission: JOB_ACCESS },
  ),
  route(
    'post',
    DAEWON,
    '/api/repairOrder/exportToExcel',
    async ({ request }) => xlsxResponse(reportTable(await readFilter(request)), 'RepairOrdersReport.xlsx'),
    { permission: JOB_ACCESS },
  ),
  route(
    'post',
    DAEWON,
    '/api/repairOrder',
    async ({ request, user }) => {
      const fields = readOrder(await readJson<Body>(request));
      const order: MockRepairOrder = {
        Id: nextId(db.repairOrders),
        ...fields,
        ModifiedBy: user.Email,
        ModifiedDate: nowIso(),
      };
      db.repairOrders.push(order);
      persist();
      return respond.ok(repairOrderView(order));
    },
    { permission: JOB_EDIT },
  ),
  route<{ jobId: string }>(
    'post',
    DAEWON,
    '/api/repairOrder/:jobId/datatables',
    async ({ request, params }) => {
      const job = findOr404(db.jobs, params.jobId, 'Job');
      const req = await readDataTableRequest(request);
      const rows = db.repairOrders.filter((o) => o.JobId === job.Id).map(repairOrderRowView);
      return respond.ok(dataTableAnswer(req, rows));
    },
    { permission: JOB_ACCESS },
  ),
  route<{ id: string }>(
    'get',
    DAEWON,
    '/api/repairOrder/:id/print',
    ({ params }) => orderPrint(repairOrderRowView(findOr404(db.repairOrders, params.id, 'Repair order'))),
    { permission: JOB_ACCESS },
  ),
  route<{ id: string; statusId: string }>(
    'put',
    DAEWON,
    '/api/repairOrder/:id/invoiceStatus/:statusId',
    ({ params, user }) => {
      const order = findOr404(db.repairOrders, params.id, 'Repair order');
      const statusId = Number(params.statusId);
      if (
        !Number.isInteger(statusId) ||
        (statusId !== 0 && !db.invoiceStatuses.some((s) => s.Id === statusId))
      )
        return respond.badRequest('Unknown invoice status.');
      order.InvoiceStatusId = statusId === 0 ? null : statusId;
      order.ModifiedBy = user.Email;
      order.ModifiedDate = nowIso();
      persist();
      return respond.ok(repairOrderView(order));
    },
    { permission: JOB_ACCESS },
  ),
  route<{ id: string; attachmentId: string }>(
    'post',
    DAEWON,
    '/api/repairOrder/:id/removeAttachment/:attachmentId',
    ({ params }) => {
      const order = findOr404(db.repairOrders, params.id, 'Repair order');
      const attachmentId = Number(params.attachmentId);
      if (!(order.Files ?? []).some((f) => f.Id === attachmentId)) return respond.notFound('Attachment');
      order.Files = (order.Files ?? []).filter((f) => f.Id !== attachmentId);
      persist();
      return respond.ok(repairOrderView(order));
    },
    { permission: JOB_EDIT },
  ),
  route<{ id: string; fileId: string }>(
    'get',
    DAEWON,
    '/api/repairOrder/:id/downloadDocument/:fileId',
    ({ params }) => {
      const order = findOr404(db.repairOrders, params.id, 'Repair order');
      const fileId = Number(params.fileId);
      const file = (order.Files ?? []).some((f) => f.FileId === fileId) ? storedFile(fileId) : undefined;
      return file ? fileResponse(file, 'attachment') : respond.notFound('File');
    },
    { permission: JOB_ACCESS },
  ),
  route<{ id: string }>(
    'get',
    DAEWON,
    '/api/repairOrder/:id',
    ({ params }) => respond.ok(repairOrderView(findOr404(db.repairOrders, params.id, 'Repair order'))),
    { permission: JOB_ACCESS },
  ),
  route<{ id: string }>(
    'put',
    DAEWON,
    '/api/repairOrder/:id',
    async ({ request, params, user }) => {
      const order = findOr404(db.repairOrders, params.id, 'Repair order');
      const fields = readOrder(await readJson<Body>(request), order);
      Object.assign(order, fields, { ModifiedBy: user.Email, ModifiedDate: nowIso() });
      persist();
      return respond.ok(repairOrderView(order));
    },
    { permission: JOB_EDIT },
  ),
  route<{ id: string }>(
    'delete',
    DAEWON,
    '/api/repairOrder/:id',
    ({ params }) => {
      const order = findOr404(db.repairOrders, params.id, 'Repair order');
      db.repairOrders = db.repairOrders.filter((o) => o !== order);
      persist();
      return respond.noContent();
    },
    { permission: JOB_EDIT },
  ),
];
