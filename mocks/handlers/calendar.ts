import { db } from '../db';
import type { MockJob } from '../types';
import { parseServerDate } from '../dates';
import { DAEWON, HttpError, readJson, respond, route } from '../utils';

/* The job and repair calendars (A §7): entries whose date falls in [FromDate, ToDate]. */

interface CalendarBody {
  FromDate?: unknown;
  ToDate?: unknown;
  SubcontractorId?: unknown;
  FieldManagerId?: unknown;
}

const NOT_SPECIFIED = 'Not Specified';
const CAN_ACCESS_JOB_REPORTS = 'Daewon.Permissions.CanAccessJobReports';

function parseDate(value: unknown, field: string): number {
  const time = parseServerDate(value);
  if (Number.isNaN(time)) throw new HttpError(respond.badRequest(`${field} is required and must be a date.`));
  return time;
}

function optionalId(value: unknown): number | undefined {
  const n = Number(value);
  return value === null || value === undefined || value === '' || !Number.isInteger(n) || n === 0
    ? undefined
    : n;
}

async function readBody(request: Request) {
  const body = await readJson<CalendarBody>(request);
  const from = parseDate(body.FromDate, 'FromDate');
  const to = parseDate(body.ToDate, 'ToDate');
  if (to < from) throw new HttpError(respond.badRequest('ToDate must not be before FromDate.'));
  return {
    from,
    to,
    subcontractorId: optionalId(body.SubcontractorId),
    fieldManagerId: optionalId(body.FieldManagerId),
  };
}

function inRange(date: string | null, from: number, to: number): boolean {
  if (!date) return false;
  const time = parseServerDate(date);
  return !Number.isNaN(time) && time >= from && time <= to;
}

function describe(job: MockJob) {
  const site = db.jobSites.find((s) => s.Id === job.JobSiteId);
  const builder = site ? db.clientCompanies.find((c) => c.Id === site.BuilderId) : undefined;
  return {
    site,
    BuilderName: builder?.CompanyName ?? '',
    JobSiteName: site?.Name ?? '',
    LotGroupCode: job.LotGroupCode,
  };
}

function invoiceStatusName(id: number | null): string {
  return db.invoiceStatuses.find((s) => s.Id === id)?.Name ?? NOT_SPECIFIED;
}

export const calendarHandlers = [
  route(
    'post',
    DAEWON,
    '/api/jobs/calendar',
    async ({ request }) => {
      const { from, to, subcontractorId, fieldManagerId } = await readBody(request);
      const entries = db.jobs
        .filter((job) => inRange(job.StartDate, from, to))
        .filter((job) => subcontractorId === undefined || job.JobSubcontractorIds.includes(subcontractorId))
        .map((job) => ({ job, ...describe(job) }))
        .filter(({ site }) => fieldManagerId === undefined || site?.FieldManagerId === fieldManagerId)
        .map(({ job, BuilderName, JobSiteName, LotGroupCode }) => ({
          Id: job.Id,
          BuilderName,
          JobSiteName,
          LotGroupCode,
          StartDate: job.StartDate,
          InvoiceStatus: invoiceStatusName(job.InvoiceStatusId),
        }));
      return respond.ok(entries);
    },
    { permission: CAN_ACCESS_JOB_REPORTS },
  ),

  route(
    'post',
    DAEWON,
    '/api/repairOrder/calendar',
    async ({ request }) => {
      const { from, to, subcontractorId, fieldManagerId } = await readBody(request);
      const entries = db.repairOrders
        .filter((order) => inRange(order.RequestDate, from, to))
        .filter((order) => subcontractorId === undefined || order.SubcontractorId === subcontractorId)
        .flatMap((order) => {
          const job = db.jobs.find((j) => j.Id === order.JobId);
          if (!job) return [];
          const info = describe(job);
          if (fieldManagerId !== undefined && info.site?.FieldManagerId !== fieldManagerId) return [];
          return [
            {
              Id: order.Id,
              JobId: job.Id,
              BuilderName: info.BuilderName,
              JobSiteName: info.JobSiteName,
              LotGroupCode: info.LotGroupCode,
              RequestDate: order.RequestDate,
              InvoiceStatus: invoiceStatusName(order.InvoiceStatusId),
            },
          ];
        });
      return respond.ok(entries);
    },
    { permission: CAN_ACCESS_JOB_REPORTS },
  ),
];
