import type { HttpHandler } from 'msw';
import { WORK_ORDER_NOT_FOUND } from '@/api/work-orders';
import { db, persist } from '../db';
import type { MockWorkOrder } from '../types';
import { DAEWON, findOr404, HttpError, nowIso, readJson, respond, route } from '../utils';
import { bad, list, readLine, readLotRow, withoutStamp } from './order-lines';
import { workOrderPrint } from './order-print';

/* Work orders (B §3, B §5, B §7, B §8): one per job; printing goes through a security key. */

export const ORDERS_ACCESS = { permission: 'Daewon.Permissions.CanManageJobs' };

const notFound = () =>
  new HttpError(Response.json({ Message: WORK_ORDER_NOT_FOUND }, { status: 404, statusText: 'Not Found' }));

function readIds(v: unknown, field: string): number[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || v.some((x) => !Number.isFinite(Number(x))))
    throw bad(`${field} must be a list of numbers.`);
  return v.map(Number);
}

function securityKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const workOrdersHandlers: HttpHandler[] = [
  route<{ key: string }>(
    'get',
    DAEWON,
    '/api/jobs/workorder/print/:key',
    ({ params }) => {
      const print = db.workOrderPrints.find((p) => p.securityKey === params.key);
      if (!print) return respond.notFound('Print document');
      const job = findOr404(db.jobs, print.JobId, 'Job');
      return workOrderPrint(
        job,
        db.workOrders.find((w) => w.JobId === job.Id),
        print.IgnoredPrintItems,
        print.HighlightPrintItems,
      );
    },
    ORDERS_ACCESS,
  ),
  route<{ jobId: string }>(
    'get',
    DAEWON,
    '/api/jobs/:jobId/workorder',
    ({ params }) => {
      const job = findOr404(db.jobs, params.jobId, 'Job');
      const order = db.workOrders.find((w) => w.JobId === job.Id);
      if (!order) throw notFound();
      return respond.ok(withoutStamp(order));
    },
    ORDERS_ACCESS,
  ),
  route<{ jobId: string }>(
    'post',
    DAEWON,
    '/api/jobs/:jobId/workorder/print',
    async ({ params, request }) => {
      const job = findOr404(db.jobs, params.jobId, 'Job');
      const body = await readJson<Record<string, unknown>>(request);
      const print = {
        securityKey: securityKey(),
        JobId: job.Id,
        IgnoredPrintItems: readIds(body.IgnoredPrintItems, 'IgnoredPrintItems'),
        HighlightPrintItems: readIds(body.HighlightPrintItems, 'HighlightPrintItems'),
        CreatedDate: nowIso(),
      };
      // a key serves one document; the last few are kept
      db.workOrderPrints = [...db.workOrderPrints.slice(-19), print];
      persist();
      return respond.ok({ securityKey: print.securityKey });
    },
    ORDERS_ACCESS,
  ),
  route(
    'post',
    DAEWON,
    '/api/workorder',
    async ({ request, user }) => {
      const body = await readJson<Record<string, unknown>>(request);
      const job = findOr404(db.jobs, body.JobId as number, 'Job');
      const lines = list(body.WorkOrderLineItems, 'WorkOrderLineItems').map((raw, i) => ({
        ...readLine(raw, i),
        ShouldIgnoreWhenPrint: raw.ShouldIgnoreWhenPrint === true,
        // a line left out of the print is not highlighted (B §2)
        ShouldHighlightWhenPrint: raw.ShouldIgnoreWhenPrint !== true && raw.ShouldHighlightWhenPrint === true,
      }));
      const lots = list(body.LotWorkOrderLineItems, 'LotWorkOrderLineItems').map((raw) =>
        readLotRow(raw, job),
      );
      const order: MockWorkOrder = {
        JobId: job.Id,
        WorkOrderLineItems: lines,
        LotWorkOrderLineItems: lots,
        ModifiedBy: user.Email,
        ModifiedDate: nowIso(),
      };
      db.workOrders = [...db.workOrders.filter((w) => w.JobId !== job.Id), order];
      job.HasWorkOrder = true;
      job.WordOrderCreatedDate ??= order.ModifiedDate;
      persist();
      return respond.ok(withoutStamp(order));
    },
    ORDERS_ACCESS,
  ),
];
