import type { HttpHandler } from 'msw';
import { db, nextId, persist } from '../db';
import { filterId, filterText } from '../datatables';
import { parseServerDate } from '../dates';
import { printDocument, xlsxResponse, type ReportTable } from '../report-documents';
import { RECORD_TYPES } from '../seed-money';
import type { MockJob, MockPaymentRecord, MockUser } from '../types';
import { DAEWON, findOr404, HttpError, nowIso, permissionsOf, readJson, respond, route } from '../utils';
import { builderOf, siteOf } from '../views';

/* Job payment records and the financial report (B §2, B §3, B §7; decision 11). */

const CAN_MANAGE_PAYMENTS = 'Daewon.Permissions.CanManageJobPaymentDetail';
const CAN_CREATE_BACKCHARGE = 'Daewon.Permissions.CanCreateBackcharge';
const CAN_ACCESS_PROFIT = 'Daewon.Permissions.CanAccessProfitReports';
const BACKCHARGE = 'Backcharge';
const BUILDER_PAYMENT = 'BuilderPayment';
const DESCRIPTION_MAX = 250;

export function paymentView(r: MockPaymentRecord) {
  return {
    Id: r.Id,
    JobId: r.JobId,
    JobType: r.JobTypeName ? { Name: r.JobTypeName } : null,
    RecordType: r.RecordType,
    Description: r.Description,
    Amount: r.Amount,
    ItemStatus: r.ItemStatus,
    ItemOrder: r.ItemOrder,
    ModifiedBy: r.ModifiedBy,
    ModifiedDate: r.ModifiedDate,
  };
}

/** The edit rules of B §2, as the server keeps them. */
function assertEditable(r: MockPaymentRecord) {
  const builderSide = r.RecordType === BACKCHARGE || r.RecordType === BUILDER_PAYMENT;
  if (builderSide ? r.ItemStatus !== BACKCHARGE : !!r.JobTypeName)
    throw new HttpError(respond.badRequest('This payment record cannot be changed.'));
}

interface PaymentBody {
  RecordType?: unknown;
  Description?: unknown;
  Amount?: unknown;
}

function readPayment(body: PaymentBody, user: MockUser, existing?: MockPaymentRecord) {
  const type = String(body.RecordType ?? existing?.RecordType ?? '').trim();
  const known = RECORD_TYPES.find((t) => t.Name === type);
  if (!known)
    throw new HttpError(respond.badRequest(`RecordType ${type || '(empty)'} is not a record type.`));
  if (type === BACKCHARGE && !permissionsOf(user).includes(CAN_CREATE_BACKCHARGE))
    throw new HttpError(respond.forbidden());
  if (existing && (existing.RecordType === BACKCHARGE) !== (type === BACKCHARGE))
    throw new HttpError(respond.badRequest('A record cannot change to or from a backcharge.'));
  const description = String(body.Description ?? '').trim();
  if (!description) throw new HttpError(respond.badRequest('Description is required.'));
  if (description.length > DESCRIPTION_MAX)
    throw new HttpError(respond.badRequest(`Description must be at most ${DESCRIPTION_MAX} characters.`));
  const amount = Number(body.Amount ?? 0);
  if (body.Amount === '' || !Number.isFinite(amount))
    throw new HttpError(respond.badRequest('Amount must be a number.'));
  if (known.IsNegativeAmount && amount > 0)
    throw new HttpError(
      respond.badRequest(`${type} is a negative-amount type: its amount must not be positive.`),
    );
  return { RecordType: type, Description: description, Amount: Math.round(amount * 100) / 100 };
}

/* ---------- the financial report (decision 11) ---------- */

export interface FinancialRowView {
  JobId: number;
  Builder: string;
  JobSite: string;
  LotCode: string;
  IsJobCompleted: boolean;
  InvoiceStatusId: number | null;
  Profit: number;
  Cost: number;
  MaterialCost: number;
  LaborCost: number;
  Revenue: number;
  ProfitPercentage: number;
  IsGutterStatistics: boolean;
}

const cents = (n: number) => Math.round(n * 100) / 100;

// collators made once: a year of a large business's rows is thousands of comparisons
const textCollator = new Intl.Collator();
const lotCollator = new Intl.Collator('en', { numeric: true });

function sums(records: MockPaymentRecord[]) {
  let revenue = 0;
  let material = 0;
  let labor = 0;
  let other = 0;
  for (const r of records) {
    // costs are kept positive and money received negative: revenue is what the builder paid, less backcharges
    if (r.RecordType === BUILDER_PAYMENT) revenue -= r.Amount;
    else if (r.RecordType === BACKCHARGE) revenue -= r.Amount;
    else if (r.RecordType === 'MaterialCost') material += r.Amount;
    else if (r.RecordType === 'LaborCost') labor += r.Amount;
    else other += r.Amount;
  }
  const cost = material + labor + other;
  const profit = revenue - cost;
  return {
    Revenue: cents(revenue),
    MaterialCost: cents(material),
    LaborCost: cents(labor),
    Cost: cents(cost),
    Profit: cents(profit),
    ProfitPercentage: revenue ? cents((profit / revenue) * 100) : 0,
  };
}

function dayOf(value: unknown): number | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const m = /^\d{4}-\d{2}-\d{2}/.exec(value.trim());
  const t = m ? parseServerDate(m[0]) : NaN;
  return Number.isNaN(t) ? undefined : t;
}

export function financialRows(filter: Record<string, unknown>): FinancialRowView[] {
  const builderId = filterId(filter.BuilderId);
  const jobSiteId = filterId(filter.JobSiteId);
  const siteName = filterText(filter.JobSiteName);
  const from = dayOf(filter.StartDate);
  const toDay = dayOf(filter.EndDate);
  const to = toDay === undefined ? undefined : toDay + 86_400_000 - 1;
  // every job's records, gathered in one pass (a larger business has tens of thousands)
  const recordsOf = new Map<number, MockPaymentRecord[]>();
  for (const r of db.paymentRecords) {
    const list = recordsOf.get(r.JobId);
    if (list) list.push(r);
    else recordsOf.set(r.JobId, [r]);
  }
  const jobs = db.jobs.filter((job) => {
    const site = siteOf(job.JobSiteId);
    if (builderId !== undefined && site?.BuilderId !== builderId) return false;
    if (jobSiteId !== undefined && job.JobSiteId !== jobSiteId) return false;
    if (siteName && !(site?.Name ?? '').toLowerCase().includes(siteName)) return false;
    const start = job.StartDate ? parseServerDate(job.StartDate) : NaN;
    if (from !== undefined && !(start >= from)) return false;
    if (to !== undefined && !(start <= to)) return false;
    return recordsOf.has(job.Id);
  });
  const rowOf = (job: MockJob): FinancialRowView => {
    const site = siteOf(job.JobSiteId);
    return {
      JobId: job.Id,
      Builder: (site && builderOf(site.BuilderId)?.CompanyName) || '',
      JobSite: site?.Name ?? '',
      LotCode: job.LotGroupCode,
      IsJobCompleted: job.IsCompleted,
      InvoiceStatusId: job.InvoiceStatusId,
      IsGutterStatistics: false,
      ...sums(recordsOf.get(job.Id) ?? []),
    };
  };
  const rows = jobs
    .map(rowOf)
    .sort(
      (a, b) =>
        textCollator.compare(a.Builder, b.Builder) ||
        textCollator.compare(a.JobSite, b.JobSite) ||
        lotCollator.compare(a.LotCode, b.LotCode),
    );
  const gutterJobs = jobs.filter((j) => j.HasGutter);
  if (gutterJobs.length) {
    rows.push({
      JobId: 0,
      Builder: 'Gutter statistics',
      JobSite: `${gutterJobs.length} job${gutterJobs.length === 1 ? '' : 's'} with gutters`,
      LotCode: '',
      IsJobCompleted: gutterJobs.every((j) => j.IsCompleted),
      InvoiceStatusId: null,
      IsGutterStatistics: true,
      ...sums(gutterJobs.flatMap((j) => recordsOf.get(j.Id) ?? [])),
    });
  }
  return rows;
}

function financialTable(filter: Record<string, unknown>): ReportTable<FinancialRowView> {
  const rows = financialRows(filter);
  const jobRows = rows.filter((r) => !r.IsGutterStatistics);
  const total = (pick: (r: FinancialRowView) => number) => cents(jobRows.reduce((s, r) => s + pick(r), 0));
  const revenue = total((r) => r.Revenue);
  const profit = total((r) => r.Profit);
  const range = [filter.StartDate, filter.EndDate].map((d) => (typeof d === 'string' && d ? d : '…'));
  return {
    title: 'Financial Report',
    subtitle: [
      `Jobs started ${range[0]} to ${range[1]}`,
      `${jobRows.length} job${jobRows.length === 1 ? '' : 's'}`,
    ],
    columns: [
      { header: 'Builder', value: (r) => r.Builder, width: 26 },
      { header: 'Job Site', value: (r) => r.JobSite, width: 22 },
      { header: 'Lot', value: (r) => r.LotCode },
      { header: 'Completed', value: (r) => (r.IsGutterStatistics ? '' : r.IsJobCompleted) },
      {
        header: 'Invoice Status',
        value: (r) =>
          r.IsGutterStatistics
            ? ''
            : (db.invoiceStatuses.find((s) => s.Id === r.InvoiceStatusId)?.Name ?? 'Not Specified'),
        width: 18,
      },
      { header: 'Revenue', value: (r) => r.Revenue, money: true, width: 14 },
      { header: 'Material Cost', value: (r) => r.MaterialCost, money: true, width: 14 },
      { header: 'Labor Cost', value: (r) => r.LaborCost, money: true, width: 14 },
      { header: 'Cost', value: (r) => r.Cost, money: true, width: 14 },
      { header: 'Profit', value: (r) => r.Profit, money: true, width: 14 },
      { header: 'Profit %', value: (r) => r.ProfitPercentage, width: 10 },
    ],
    rows,
    totals: {
      Revenue: revenue,
      'Material Cost': total((r) => r.MaterialCost),
      'Labor Cost': total((r) => r.LaborCost),
      Cost: total((r) => r.Cost),
      Profit: profit,
      'Profit %': revenue ? cents((profit / revenue) * 100) : 0,
    },
  };
}

async function readFilter(request: Request): Promise<Record<string, unknown>> {
  const body = await readJson<unknown>(request);
  if (!body || typeof body !== 'object') throw new HttpError(respond.badRequest('A filter is required.'));
  const filter = body as Record<string, unknown>;
  // decision 11: BuilderId and JobSiteId are ids (0 or null: any)
  for (const name of ['BuilderId', 'JobSiteId']) {
    const value = filter[name];
    if (value !== undefined && value !== null && !(Number.isInteger(value) && (value as number) >= 0))
      throw new HttpError(respond.badRequest(`${name} must be an id.`));
  }
  return filter;
}

export const jobPaymentHandlers: HttpHandler[] = [
  route(
    'post',
    DAEWON,
    '/api/jobPayments/all',
    async ({ request }) => respond.ok(financialRows(await readFilter(request))),
    { permission: CAN_ACCESS_PROFIT },
  ),
  route(
    'post',
    DAEWON,
    '/api/jobPayments/print',
    async ({ request }) => printDocument(financialTable(await readFilter(request))),
    { permission: CAN_ACCESS_PROFIT },
  ),
  route(
    'post',
    DAEWON,
    '/api/jobPayments/exportToExcel',
    async ({ request }) => xlsxResponse(financialTable(await readFilter(request)), 'FinancialReport.xlsx'),
    { permission: CAN_ACCESS_PROFIT },
  ),
  route(
    'get',
    DAEWON,
    '/api/jobPayments/availableRecordTypes',
    () =>
      respond.ok(RECORD_TYPES.map((t) => ({ Id: t.Id, Name: t.Name, IsNegativeAmount: t.IsNegativeAmount }))),
    { permission: CAN_MANAGE_PAYMENTS },
  ),
  route<{ jobId: string }>(
    'get',
    DAEWON,
    '/api/jobPayments/byJob/:jobId',
    ({ params }) => {
      const job = findOr404(db.jobs, params.jobId, 'Job');
      return respond.ok(
        db.paymentRecords
          .filter((r) => r.JobId === job.Id)
          .sort((a, b) => a.ItemOrder - b.ItemOrder)
          .map(paymentView),
      );
    },
    { permission: CAN_MANAGE_PAYMENTS },
  ),
  route<{ id: string }>(
    'get',
    DAEWON,
    '/api/jobPayments/:id',
    ({ params }) => respond.ok(paymentView(findOr404(db.paymentRecords, params.id, 'Payment record'))),
    { permission: CAN_MANAGE_PAYMENTS },
  ),
  route<{ jobId: string }>(
    'post',
    DAEWON,
    '/api/jobPayments/:jobId',
    async ({ request, params, user }) => {
      const job = findOr404(db.jobs, params.jobId, 'Job');
      const fields = readPayment(await readJson<PaymentBody>(request), user);
      const order =
        Math.max(0, ...db.paymentRecords.filter((r) => r.JobId === job.Id).map((r) => r.ItemOrder)) + 1;
      const record: MockPaymentRecord = {
        Id: nextId(db.paymentRecords),
        JobId: job.Id,
        JobTypeName: null,
        ...fields,
        ItemStatus:
          fields.RecordType === BACKCHARGE
            ? BACKCHARGE
            : fields.RecordType === BUILDER_PAYMENT
              ? 'Received'
              : null,
        ItemOrder: order,
        ModifiedBy: user.Email,
        ModifiedDate: nowIso(),
      };
      db.paymentRecords.push(record);
      persist();
      return respond.ok(paymentView(record));
    },
    { permission: CAN_MANAGE_PAYMENTS },
  ),
  route<{ id: string }>(
    'put',
    DAEWON,
    '/api/jobPayments/:id',
    async ({ request, params, user }) => {
      const record = findOr404(db.paymentRecords, params.id, 'Payment record');
      assertEditable(record);
      const fields = readPayment(await readJson<PaymentBody>(request), user, record);
      Object.assign(record, fields, { ModifiedBy: user.Email, ModifiedDate: nowIso() });
      persist();
      return respond.ok(paymentView(record));
    },
    { permission: CAN_MANAGE_PAYMENTS },
  ),
  route<{ id: string }>(
    'delete',
    DAEWON,
    '/api/jobPayments/:id',
    ({ params }) => {
      const record = findOr404(db.paymentRecords, params.id, 'Payment record');
      assertEditable(record);
      db.paymentRecords = db.paymentRecords.filter((r) => r !== record);
      persist();
      return respond.noContent();
    },
    { permission: CAN_MANAGE_PAYMENTS },
  ),
];
