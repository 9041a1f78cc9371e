import type { HttpHandler } from 'msw';
import { db, nextId, persist } from '../db';
import { dataTableAnswer, filterId, filterText, readDataTableRequest } from '../datatables';
import type { MockJob, MockLot, MockUser } from '../types';
import { DAEWON, findOr404, HttpError, nowIso, permissionsOf, readJson, respond, route } from '../utils';
import { jobView } from '../views';
import { parseServerDate, serverDateTime } from '../dates';

/* Jobs (A §3, A §4, A §5, A §7; decisions 10, 16). */

const CAN_MANAGE_JOBS = 'Daewon.Permissions.CanManageJobs';
const CAN_ACCESS_JOB_REPORTS = 'Daewon.Permissions.CanAccessJobReports';
const CAN_MARK_COMPLETED = 'Daewon.Permissions.CanMarkJobsAsCompleted';
/**
 * Who may read one job: whoever may open a tab of its detail (the job list's CanManageJobs, the job dashboard's and
 * calendars' CanAccessJobReports, the payment tab's CanManageJobPaymentDetail, opened from the financial report),
 * and the work-log screens that show the job a log belongs to.
 */
const JOB_READ = [
  CAN_MANAGE_JOBS,
  CAN_ACCESS_JOB_REPORTS,
  'Daewon.Permissions.CanManageJobPaymentDetail',
  'Daewon.Permissions.CanManageWorkLogs',
  'Daewon.Permissions.CanApproveWorkLogs',
];

/** A job as the API answers it (mocks/views.ts). */
export function jobDto(job: MockJob) {
  return jobView(job);
}

/* ---------- filters (A §2, A §5) ---------- */

/** 'YYYY-MM-DD' (or any ISO date) to the start of that local day; undefined when absent or garbage. */
function dayStart(value: unknown): number | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value.trim());
  const t = day ? parseServerDate(day[0]) : NaN;
  return Number.isNaN(t) ? undefined : t;
}

function filterJobs(filters: Record<string, unknown>): MockJob[] {
  const builderId = filterId(filters.builderId);
  // only the documented filter names (A §7), so that the app's reliance on any other shows in tests
  const jobSiteId = filterId(filters.jobSiteId);
  const subcontractorId = filterId(filters.subcontractorId);
  const jobModelId = filterId(filters.jobModelId);
  const lotNumber = filterText(filters.lotNumber);
  const address = filterText(filters.address);
  const status = filterText(filters.status);
  const from = dayStart(filters.startDate);
  const toDay = dayStart(filters.endDate);
  const to = toDay === undefined ? undefined : toDay + 86_400_000 - 1;

  return db.jobs.filter((job) => {
    const site = db.jobSites.find((s) => s.Id === job.JobSiteId);
    if (builderId !== undefined && site?.BuilderId !== builderId) return false;
    if (jobSiteId !== undefined && job.JobSiteId !== jobSiteId) return false;
    if (subcontractorId !== undefined && !job.JobSubcontractorIds.includes(subcontractorId)) return false;
    if (jobModelId !== undefined && job.JobModelId !== jobModelId) return false;
    if (lotNumber) {
      const codes = [job.LotGroupCode, ...job.Lots.filter((l) => !l.IsDeleted).map((l) => l.LotCode)];
      if (!codes.some((c) => c.toLowerCase().includes(lotNumber))) return false;
    }
    if (address) {
      const addresses = [job.Address, ...job.Lots.filter((l) => !l.IsDeleted).map((l) => l.Address)];
      if (!addresses.some((a) => a.toLowerCase().includes(address))) return false;
    }
    if (status === 'completed' && !job.IsCompleted) return false;
    if (status === 'incomplete' && job.IsCompleted) return false;
    if (from !== undefined || to !== undefined) {
      const start = job.StartDate ? parseServerDate(job.StartDate) : NaN;
      if (Number.isNaN(start)) return false;
      if (from !== undefined && start < from) return false;
      if (to !== undefined && start > to) return false;
    }
    return true;
  });
}

/* ---------- writes ---------- */

interface LotBody {
  Id?: unknown;
  LotCode?: unknown;
  Address?: unknown;
  HomeOwner?: unknown;
  PhoneNumber?: unknown;
  IsDeleted?: unknown;
  SidingTypes?: unknown;
}

interface JobBody {
  JobSiteId?: unknown;
  JobModelId?: unknown;
  JobOptionIds?: unknown;
  JobElevationId?: unknown;
  LotGroupCode?: unknown;
  Address?: unknown;
  HomeOwner?: unknown;
  PhoneNumber?: unknown;
  StartDate?: unknown;
  JobSubcontractorIds?: unknown;
  Lots?: unknown;
  Notes?: unknown;
  IsCompleted?: unknown;
  CompletedDate?: unknown;
}

const str = (v: unknown) =>
  typeof v === 'string' ? v.trim() : v === null || v === undefined ? '' : String(v);
const positiveId = (v: unknown) => {
  const n = Number(v);
  return v !== null && v !== '' && Number.isInteger(n) && n > 0 ? n : null;
};
const ids = (v: unknown) =>
  Array.isArray(v) ? [...new Set(v.map(positiveId).filter((n): n is number => n !== null))] : [];

function isoOrNull(v: unknown, field: string): string | null {
  if (v === undefined || v === null || v === '') return null;
  const t = parseServerDate(v);
  if (Number.isNaN(t)) throw new HttpError(respond.badRequest(`${field} is not a valid date.`));
  return serverDateTime(new Date(t));
}

function nextLotId(): number {
  return db.jobs.reduce((max, j) => j.Lots.reduce((m, l) => Math.max(m, l.Id), max), 0) + 1;
}

function readLots(value: unknown, existing: MockLot[]): MockLot[] {
  const list = Array.isArray(value) ? (value as LotBody[]) : [];
  let lotId = nextLotId();
  const lots: MockLot[] = list.map((l, i) => {
    const known = existing.find((e) => e.Id === positiveId(l.Id));
    const LotCode = str(l.LotCode);
    const IsDeleted = l.IsDeleted === true || l.IsDeleted === 'true';
    if (!LotCode && !IsDeleted)
      throw new HttpError(respond.badRequest(`Please enter lot code (lot ${i + 1}).`));
    return {
      Id: known ? known.Id : lotId++,
      LotCode,
      Address: str(l.Address),
      HomeOwner: str(l.HomeOwner),
      PhoneNumber: str(l.PhoneNumber),
      IsDeleted,
      SidingTypes: Array.isArray(l.SidingTypes) ? l.SidingTypes.map(String) : [],
    };
  });
  // Lot deletion is a soft mark (A §4): lots left out of the body are kept, marked deleted.
  for (const old of existing) {
    if (!lots.some((l) => l.Id === old.Id)) lots.push({ ...old, IsDeleted: true });
  }
  return lots;
}

/** Validates a job body (A §5) into the writable fields. */
function readJob(body: JobBody, existing?: MockJob) {
  const JobSiteId = positiveId(body.JobSiteId);
  if (!JobSiteId) throw new HttpError(respond.badRequest('Please select Job Site'));
  if (!db.jobSites.some((s) => s.Id === JobSiteId))
    throw new HttpError(respond.badRequest('The job site does not exist.'));
  const JobModelId = positiveId(body.JobModelId);
  if (!JobModelId) throw new HttpError(respond.badRequest('Please select Job Model'));
  if (!db.jobModels.some((m) => m.Id === JobModelId && m.JobSiteId === JobSiteId))
    throw new HttpError(respond.badRequest('The job model does not belong to the job site.'));
  const JobOptionIds = ids(body.JobOptionIds);
  if (JobOptionIds.some((id) => !db.jobOptions.some((o) => o.Id === id && o.JobSiteId === JobSiteId)))
    throw new HttpError(respond.badRequest('A job option does not belong to the job site.'));
  const JobElevationId = positiveId(body.JobElevationId);
  if (JobElevationId && !db.jobElevations.some((e) => e.Id === JobElevationId && e.JobSiteId === JobSiteId))
    throw new HttpError(respond.badRequest('The job elevation does not belong to the job site.'));
  const JobSubcontractorIds = ids(body.JobSubcontractorIds);
  if (JobSubcontractorIds.some((id) => !db.users.some((u) => u.Id === id)))
    throw new HttpError(respond.badRequest('A subcontractor does not exist.'));
  return {
    JobSiteId,
    JobModelId,
    JobOptionIds,
    JobElevationId,
    LotGroupCode: str(body.LotGroupCode),
    Address: str(body.Address),
    HomeOwner: str(body.HomeOwner),
    PhoneNumber: str(body.PhoneNumber),
    StartDate: isoOrNull(body.StartDate, 'StartDate'),
    JobSubcontractorIds,
    Lots: readLots(body.Lots, existing?.Lots ?? []),
    Notes: body.Notes === undefined ? (existing?.Notes ?? '') : str(body.Notes),
  };
}

/** Applies the completion flag (A §4): completing stamps CompletedDate unless one is given. */
function applyCompletion(job: MockJob, body: JobBody) {
  if (body.IsCompleted === undefined) return;
  const completed = body.IsCompleted === true || body.IsCompleted === 'true';
  if (completed && !job.IsCompleted) {
    job.CompletedDate = isoOrNull(body.CompletedDate, 'CompletedDate') ?? nowIso();
  } else if (!completed) {
    job.CompletedDate = null;
  }
  job.IsCompleted = completed;
}

const touch = (job: MockJob, user: MockUser) => {
  job.ModifiedBy = user.Email;
  job.ModifiedDate = nowIso();
};

export const jobsHandlers: HttpHandler[] = [
  route(
    'post',
    DAEWON,
    '/api/jobs/datatables',
    async ({ request }) => {
      const req = await readDataTableRequest(request);
      const rows = filterJobs(req.filters)
        .sort((a, b) => b.ModifiedDate.localeCompare(a.ModifiedDate))
        .map(jobDto);
      return respond.ok(dataTableAnswer(req, rows));
    },
    { permission: [CAN_MANAGE_JOBS, CAN_ACCESS_JOB_REPORTS] },
  ),
  route('get', DAEWON, '/api/jobs', ({ url }) => {
    const filters = Object.fromEntries(url.searchParams.entries());
    return respond.ok(filterJobs(filters).map(jobDto));
  }),
  route(
    'post',
    DAEWON,
    '/api/jobs',
    async ({ request, user }) => {
      const body = await readJson<JobBody>(request);
      const job: MockJob = {
        Id: nextId(db.jobs),
        ...readJob(body),
        IsCompleted: false,
        CompletedDate: null,
        InvoiceStatusId: null,
        HasWorkOrder: false,
        HasGutter: false,
        WordOrderCreatedDate: null,
        PurchaseOrderCreatedDate: null,
        PurchaseOrderShipDate: null,
        GutterOrderInstallDate: null,
        ModifiedBy: user.Email,
        ModifiedDate: nowIso(),
      };
      applyCompletion(job, body);
      db.jobs.push(job);
      persist();
      return respond.ok(jobDto(job), 201);
    },
    { permission: CAN_MANAGE_JOBS },
  ),
  route<{ id: string; statusId: string }>(
    'put',
    DAEWON,
    '/api/jobs/:id/invoiceStatus/:statusId',
    ({ params, user }) => {
      const job = findOr404(db.jobs, params.id, 'Job');
      const statusId = Number(params.statusId);
      if (!Number.isInteger(statusId) || statusId < 0)
        return respond.badRequest('The invoice status is not valid.');
      if (statusId !== 0 && !db.invoiceStatuses.some((s) => s.Id === statusId))
        return respond.badRequest('The invoice status does not exist.');
      job.InvoiceStatusId = statusId === 0 ? null : statusId;
      touch(job, user);
      persist();
      return respond.ok(jobDto(job));
    },
    // the job dashboard's rows (A §2) and the financial report's (B §2: "the invoice status per job can be
    // changed inside the report", a screen of CanAccessProfitReports)
    { permission: [CAN_MANAGE_JOBS, CAN_ACCESS_JOB_REPORTS, 'Daewon.Permissions.CanAccessProfitReports'] },
  ),
  route<{ id: string }>(
    'put',
    DAEWON,
    '/api/jobs/:id/bulkDateUpdate',
    async ({ request, params, user }) => {
      const job = findOr404(db.jobs, params.id, 'Job');
      const body = await readJson<Record<string, unknown>>(request);
      const fields = [
        'StartDate',
        'WordOrderCreatedDate',
        'PurchaseOrderCreatedDate',
        'PurchaseOrderShipDate',
        'GutterOrderInstallDate',
        'CompletedDate',
      ] as const;
      const values = Object.fromEntries(
        fields.filter((f) => f in body).map((f) => [f, isoOrNull(body[f], f)]),
      ) as Partial<Record<(typeof fields)[number], string | null>>;
      Object.assign(job, values);
      touch(job, user);
      persist();
      return respond.ok(jobDto(job));
    },
    { permission: [CAN_MANAGE_JOBS, CAN_ACCESS_JOB_REPORTS] },
  ),
  route<{ id: string }>(
    'get',
    DAEWON,
    '/api/jobs/:id',
    ({ params }) => respond.ok(jobDto(findOr404(db.jobs, params.id, 'Job'))),
    { permission: JOB_READ },
  ),
  route<{ id: string }>(
    'put',
    DAEWON,
    '/api/jobs/:id',
    async ({ request, params, user }) => {
      const job = findOr404(db.jobs, params.id, 'Job');
      const body = await readJson<JobBody>(request);
      const held = permissionsOf(user);
      const completion =
        body.IsCompleted !== undefined && Boolean(body.IsCompleted === true) !== job.IsCompleted;
      if (completion && !held.includes(CAN_MARK_COMPLETED)) return respond.forbidden();
      if (held.includes(CAN_MANAGE_JOBS)) {
        Object.assign(job, readJob(body, job));
      } else if (!completion) {
        return respond.forbidden();
      }
      applyCompletion(job, body);
      touch(job, user);
      persist();
      return respond.ok(jobDto(job));
    },
    { permission: [CAN_MANAGE_JOBS, CAN_MARK_COMPLETED] },
  ),
  route<{ id: string }>(
    'delete',
    DAEWON,
    '/api/jobs/:id',
    ({ params }) => {
      const job = findOr404(db.jobs, params.id, 'Job');
      db.jobs = db.jobs.filter((j) => j.Id !== job.Id);
      db.repairOrders = db.repairOrders.filter((o) => o.JobId !== job.Id);
      persist();
      return respond.noContent();
    },
    { permission: CAN_MANAGE_JOBS },
  ),
];
