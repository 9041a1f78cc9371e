import type { HttpHandler } from 'msw';
import { db, nextId, persist } from '../db';
import { dataTableAnswer, filterId, readDataTableRequest } from '../datatables';
import type { MockJob, MockUser, MockWorkLog } from '../types';
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
  type Ctx,
} from '../utils';
import { builderOf, nameOf, siteOf, userById } from '../views';

/* Work logs (C §3, C §4, C §5, C §7; decision 6). A subcontractor (CanManageWorkLogs without
 * CanApproveWorkLogs) sees and writes only their own logs and cannot price or approve them. */

const D = 'Daewon.Permissions.';
const CAN_APPROVE = `${D}CanApproveWorkLogs`;
const CAN_MANAGE = `${D}CanManageWorkLogs`;
const ANY = { permission: [CAN_MANAGE, CAN_APPROVE] };
const APPROVE = { permission: CAN_APPROVE };
const SUBCONTRACTOR_ROLES = ['BizSubContractor', 'BizSubcontractor'];
export const PAID_STATUS = 'Paid';

const bad = (message: string) => new HttpError(respond.badRequest(message));
const canApprove = (user: MockUser) => permissionsOf(user).includes(CAN_APPROVE);

const recordTypeOf = (name: string) => db.recordTypes.find((r) => r.Name === name);
export const isNegative = (log: MockWorkLog) => !!recordTypeOf(log.RecordType)?.IsNegativeAmount;
export const isPaidLog = (log: MockWorkLog) =>
  db.workLogStatuses.find((s) => s.Id === log.StatusId)?.Name === PAID_STATUS;

/** "Builder - Job site - Lot" (C §3 JobInfo: builder, job site, lot number). */
export function jobInfoOf(jobId: number, jobs?: ReadonlyMap<number, MockJob>): string {
  const job = jobs ? jobs.get(jobId) : db.jobs.find((j) => j.Id === jobId);
  if (!job) return '';
  const site = siteOf(job.JobSiteId);
  const builder = site ? builderOf(site.BuilderId) : undefined;
  return [builder?.CompanyName, site?.Name, job.LotGroupCode].filter(Boolean).join(' - ');
}

/** The jobs by id, for answering many work logs at once (a large business has thousands of each). */
export const jobsById = (): ReadonlyMap<number, MockJob> => new Map(db.jobs.map((j) => [j.Id, j]));

/**
 * A work log as the API answers it, with the joined names; `jobs` (jobsById) when answering many. Its InvoiceId
 * (the invoice it is on, or null) is a field C §3 does not list: the client reads it only where present
 * (decision 19) and otherwise meets the server's refusal to change an invoiced log.
 */
export function workLogView(log: MockWorkLog, jobs?: ReadonlyMap<number, MockJob>) {
  const fields = log;
  const sub = userById(log.SubcontractorId);
  const status = db.workLogStatuses.find((s) => s.Id === log.StatusId) ?? null;
  const jobType = db.jobTypes.find((t) => t.Id === log.JobTypeId);
  return {
    ...fields,
    SubcontractorName: nameOf(sub),
    Subcontractor: sub ? { FirstName: sub.FirstName, LastName: sub.LastName } : null,
    JobInfo: jobInfoOf(log.JobId, jobs),
    JobType: jobType ? { Id: jobType.Id, Name: jobType.Name } : null,
    Status: status ? { ...status } : null,
  };
}

interface WorkLogBody {
  Id?: unknown;
  SubcontractorId?: unknown;
  JobId?: unknown;
  JobTypeId?: unknown;
  StatusId?: unknown;
  RecordType?: unknown;
  Description?: unknown;
  Quantity?: unknown;
  UnitPrice?: unknown;
  RequestedAmount?: unknown;
  ApprovedAmount?: unknown;
  ReadyForPayment?: unknown;
}

const amount = (value: unknown, field: string): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  if (!Number.isFinite(n)) throw bad(`${field} must be a number.`);
  if (n < 0) throw bad(`${field} cannot be negative.`);
  return Math.round(n * 100) / 100;
};

/** Validates a work log body (C §5) against the caller's rights; answers the stored fields. */
function readWorkLog(body: WorkLogBody, user: MockUser, existing?: MockWorkLog) {
  const approver = canApprove(user);
  let subcontractorId = Number(body.SubcontractorId ?? existing?.SubcontractorId);
  if (!approver) {
    if (body.SubcontractorId !== undefined && subcontractorId !== user.Id && subcontractorId !== 0)
      throw new HttpError(respond.forbidden());
    subcontractorId = user.Id;
  }
  const sub = userById(subcontractorId);
  if (!sub || !hasRole(sub, ...SUBCONTRACTOR_ROLES)) throw bad('Please select a subcontractor.');
  const job = db.jobs.find((j) => j.Id === Number(body.JobId));
  if (!job) throw bad('Please select Job before you can save the new Work Logs.');
  const jobType = db.jobTypes.find((t) => t.Id === Number(body.JobTypeId));
  if (!jobType) throw bad('Please select a job type.');
  const status = db.workLogStatuses.find((s) => s.Id === Number(body.StatusId));
  if (!status) throw bad('Please select a status.');
  const recordType = typeof body.RecordType === 'string' ? recordTypeOf(body.RecordType) : undefined;
  if (!recordType) throw bad('Please select a record type.');
  const description = typeof body.Description === 'string' ? body.Description : '';
  if (description.length > 500) throw bad('The description can be at most 500 characters long.');
  const quantity = typeof body.Quantity === 'string' ? body.Quantity.trim() : '';
  if (quantity.length > 30) throw bad('The quantity can be at most 30 characters long.');
  const requested = amount(body.RequestedAmount, 'Requested amount');
  if (status.RequireAmount && !requested) throw bad(`A requested amount is required for ${status.Name}.`);
  if (status.Name === PAID_STATUS && existing?.StatusId !== status.Id)
    throw bad('A work log is marked paid by its invoice, not by hand.');

  // price, approved amount and ready for payment are the approvers' (C §4)
  const unitPrice = approver ? amount(body.UnitPrice, 'Unit price') : (existing?.UnitPrice ?? null);
  const approved = approver
    ? amount(body.ApprovedAmount, 'Approved amount')
    : (existing?.ApprovedAmount ?? null);
  const ready = approver ? body.ReadyForPayment === true : (existing?.ReadyForPayment ?? false);
  if (ready && !approved)
    throw bad('The work log must have an approved amount before it can be marked as ready for payment.');
  return {
    SubcontractorId: sub.Id,
    JobId: job.Id,
    JobTypeId: jobType.Id,
    StatusId: status.Id,
    RecordType: recordType.Name,
    Description: description,
    Quantity: quantity,
    UnitPrice: unitPrice,
    RequestedAmount: requested,
    ApprovedAmount: approved,
    ReadyForPayment: ready,
  };
}

/** The logs a caller may see: an approver all, anyone else their own. */
function visibleLog(log: MockWorkLog, user: MockUser) {
  return canApprove(user) || log.SubcontractorId === user.Id;
}

function findVisible(id: string | undefined, user: MockUser): MockWorkLog {
  const log = findOr404(db.workLogs, id, 'Work log');
  if (!visibleLog(log, user)) throw new HttpError(respond.notFound('Work log'));
  return log;
}

function assertNotInvoiced(log: MockWorkLog) {
  if (log.InvoiceId !== null)
    throw bad(`The work log is on invoice #${log.InvoiceId} and can no longer be changed.`);
}

function create(body: WorkLogBody, user: MockUser): MockWorkLog {
  const log: MockWorkLog = {
    Id: nextId(db.workLogs),
    ...readWorkLog(body, user),
    ModifiedBy: user.Email,
    ModifiedDate: nowIso(),
    InvoiceId: null,
  };
  db.workLogs.push(log);
  return log;
}

async function table({ request, params, url, user }: Ctx<{ userId: string }>) {
  const req = await readDataTableRequest(request);
  const userId = Number(params.userId);
  if (!Number.isInteger(userId) || userId < 0) return respond.badRequest('The user id is not valid.');
  const approver = canApprove(user);
  if (!approver && userId !== 0 && userId !== user.Id) return respond.forbidden();
  const q = url.searchParams;
  const approveMode = q.get('approveMode') === 'true';
  if (approveMode && !approver) return respond.forbidden();
  const deduct = q.get('isDeductRecords') === 'true';
  const jobId = filterId(q.get('jobId') ?? req.filters.jobId);
  const jobTypeId = filterId(q.get('jobTypeId') ?? req.filters.jobTypeId);
  const owner = approver ? userId : user.Id;
  const logs = db.workLogs
    .filter((l) => owner === 0 || l.SubcontractorId === owner)
    // approve mode lists what still waits for an invoice
    .filter((l) => !approveMode || l.InvoiceId === null)
    .filter((l) => isNegative(l) === deduct)
    .filter((l) => jobId === undefined || l.JobId === jobId)
    .filter((l) => jobTypeId === undefined || l.JobTypeId === jobTypeId);
  const jobs = jobsById();
  const rows = logs.map((l) => workLogView(l, jobs));
  return respond.ok(dataTableAnswer(req, rows));
}

export const workLogHandlers: HttpHandler[] = [
  route('get', DAEWON, '/api/workLogStatus', () => respond.ok(db.workLogStatuses)),
  route('get', DAEWON, '/api/recordTypes', () => respond.ok(db.recordTypes)),
  route('get', DAEWON, '/api/jobtypes', () => respond.ok(db.jobTypes)),
  route(
    'get',
    DAEWON,
    '/api/worklog/getUsers',
    ({ user }) => {
      const approver = canApprove(user);
      const withLogs = new Set(db.workLogs.map((l) => l.SubcontractorId));
      const rows = db.users
        .filter((u) => u.IsActive && hasRole(u, ...SUBCONTRACTOR_ROLES))
        // a subcontractor: only themselves, logs or not
        .filter((u) => (approver ? withLogs.has(u.Id) : u.Id === user.Id))
        .sort((a, b) => a.LastName.localeCompare(b.LastName) || a.FirstName.localeCompare(b.FirstName))
        .map((u) => ({
          Id: u.Id,
          FirstName: u.FirstName,
          LastName: u.LastName,
          CellPhoneNumber: u.CellPhoneNumber,
          Ssn: u.Ssn ?? '',
        }));
      return respond.ok(rows);
    },
    ANY,
  ),
  route(
    'post',
    DAEWON,
    '/api/worklog/existingWorkLogs',
    async ({ request, user }) => {
      const body = await readJson<{
        SubcontractorId?: unknown;
        IncludePaid?: unknown;
        JobIds?: unknown;
        JobTypeIds?: unknown;
      }>(request);
      const subId = canApprove(user) ? Number(body.SubcontractorId) : user.Id;
      if (!Number.isInteger(subId) || subId <= 0) return respond.badRequest('SubcontractorId is required.');
      const ids = (v: unknown) => (Array.isArray(v) ? v.map(Number).filter(Number.isInteger) : []);
      const jobIds = ids(body.JobIds);
      const jobTypeIds = ids(body.JobTypeIds);
      const includePaid = body.IncludePaid === true;
      const rows = db.workLogs
        .filter((l) => l.SubcontractorId === subId)
        .filter((l) => jobIds.includes(l.JobId) && jobTypeIds.includes(l.JobTypeId))
        .filter((l) => includePaid || !isPaidLog(l))
        .map((l) => workLogView(l));
      return respond.ok(rows);
    },
    ANY,
  ),
  route(
    'post',
    DAEWON,
    '/api/worklog/createWorkLogs',
    async ({ request, user }) => {
      const body = await readJson<unknown>(request);
      if (!Array.isArray(body) || body.length === 0) return respond.badRequest('No work logs to create.');
      // all or nothing: validate every row first
      body.forEach((b) => readWorkLog(b as WorkLogBody, user));
      const created = body.map((b) => create(b as WorkLogBody, user));
      persist();
      return respond.ok(created.map((l) => workLogView(l)));
    },
    ANY,
  ),
  route(
    'put',
    DAEWON,
    '/api/worklog/bulkUpdate',
    async ({ request, user }) => {
      const body = await readJson<unknown>(request);
      if (!Array.isArray(body) || body.length === 0) return respond.badRequest('No work logs to update.');
      const items = body as WorkLogBody[];
      const logs = items.map((b) => findOr404(db.workLogs, b.Id as number, 'Work log'));
      logs.forEach(assertNotInvoiced);
      const values = items.map((b, i) => readWorkLog(b, user, logs[i]));
      if (new Set(values.map((v) => v.SubcontractorId)).size > 1)
        return respond.badRequest('An invoice is generated for one subcontractor at a time.');
      if (values.some((v) => v.ReadyForPayment && !v.ApprovedAmount))
        return respond.badRequest('Every work log of an invoice needs an approved amount.');
      logs.forEach((log, i) =>
        Object.assign(log, values[i], { ModifiedBy: user.Email, ModifiedDate: nowIso() }),
      );
      const ready = logs.filter((l) => l.ReadyForPayment);
      if (ready.length === 0) return respond.badRequest('No work log is ready for payment.');
      const invoiceId = nextId(db.invoices);
      const total = ready.reduce((sum, l) => sum + (isNegative(l) ? -1 : 1) * (l.ApprovedAmount ?? 0), 0);
      ready.forEach((l) => (l.InvoiceId = invoiceId));
      db.invoices.push({
        Id: invoiceId,
        SubcontractorId: ready[0].SubcontractorId,
        CheckNumber: null,
        TotalAmount: Math.round(total * 100) / 100,
        CreatedDate: nowIso(),
        IsProceeded: false,
        ProceededDate: null,
        ModifiedBy: user.Email,
        ModifiedDate: nowIso(),
        WorkLogIds: ready.map((l) => l.Id),
      });
      persist();
      return respond.noContent();
    },
    APPROVE,
  ),
  route<{ userId: string }>('post', DAEWON, '/api/worklog/:userId/datatables', table, ANY),
  route<{ userId: string }>('get', DAEWON, '/api/worklog/:userId/datatables', table, ANY),
  route(
    'post',
    DAEWON,
    '/api/worklog',
    async ({ request, user }) => {
      const log = create(await readJson<WorkLogBody>(request), user);
      persist();
      return respond.ok(workLogView(log), 201);
    },
    ANY,
  ),
  route<{ id: string }>(
    'get',
    DAEWON,
    '/api/worklog/:id',
    ({ params, user }) => respond.ok(workLogView(findVisible(params.id, user))),
    ANY,
  ),
  route<{ id: string }>(
    'put',
    DAEWON,
    '/api/worklog/:id',
    async ({ request, params, user }) => {
      const log = findVisible(params.id, user);
      assertNotInvoiced(log);
      const values = readWorkLog(await readJson<WorkLogBody>(request), user, log);
      Object.assign(log, values, { ModifiedBy: user.Email, ModifiedDate: nowIso() });
      persist();
      return respond.ok(workLogView(log));
    },
    ANY,
  ),
  route<{ id: string }>(
    'delete',
    DAEWON,
    '/api/worklog/:id',
    ({ params, user }) => {
      const log = findVisible(params.id, user);
      assertNotInvoiced(log);
      db.workLogs = db.workLogs.filter((l) => l.Id !== log.Id);
      persist();
      return respond.noContent();
    },
    ANY,
  ),
];
