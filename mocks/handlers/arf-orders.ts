import type { HttpHandler } from 'msw';
import { ARF_SECTIONS } from '@/api/arf-orders';
import { db, persist } from '../db';
import type { MockArfOrder } from '../types';
import { DAEWON, findOr404, nowIso, readJson, respond, route } from '../utils';
import { bad, colorId, list, optionalDate, optionalNumber, text, withoutStamp } from './order-lines';
import { arfOrderPrint } from './order-print';
import { ORDERS_ACCESS } from './work-orders';

/* ARF (trim) orders (B §2, B §3, B §7, B §9): one per job, sections of 4, 12 and 4 rows. */

function rows(v: unknown, field: string, count: number) {
  const raw = list(v, field);
  if (raw.length !== count) throw bad(`${field} must have ${count} rows.`);
  return raw.map((r, i) => ({
    Length: optionalNumber(r.Length, `${field}[${i}].Length`),
    NumberOfPieces: optionalNumber(r.NumberOfPieces, `${field}[${i}].NumberOfPieces`),
  }));
}

export const arfOrdersHandlers: HttpHandler[] = [
  route<{ jobId: string }>(
    'get',
    DAEWON,
    '/api/jobs/:jobId/arf/print',
    ({ params }) => {
      const job = findOr404(db.jobs, params.jobId, 'Job');
      const order = db.arfOrders.find((a) => a.JobId === job.Id);
      if (!order) return respond.notFound('ARF order');
      return arfOrderPrint(job, order);
    },
    ORDERS_ACCESS,
  ),
  route<{ jobId: string }>(
    'get',
    DAEWON,
    '/api/jobs/:jobId/arf',
    ({ params }) => {
      const job = findOr404(db.jobs, params.jobId, 'Job');
      const order = db.arfOrders.find((a) => a.JobId === job.Id);
      return order ? respond.ok(withoutStamp(order)) : respond.notFound('ARF order');
    },
    ORDERS_ACCESS,
  ),
  route(
    'post',
    DAEWON,
    '/api/arf',
    async ({ request, user }) => {
      const body = await readJson<Record<string, unknown>>(request);
      const job = findOr404(db.jobs, body.JobId as number, 'Job');
      const order: MockArfOrder = {
        JobId: job.Id,
        ArfName: text(body.ArfName),
        ArfFax: text(body.ArfFax),
        ShipTo: text(body.ShipTo),
        OrderDate: optionalDate(body.OrderDate, 'OrderDate'),
        NeededDate: optionalDate(body.NeededDate, 'NeededDate'),
        RakeColorId: colorId(body.RakeColorId, 'RakeColorId'),
        CrColorId: colorId(body.CrColorId, 'CrColorId'),
        SoColorId: colorId(body.SoColorId, 'SoColorId'),
        RakeConfiguration: rows(body.RakeConfiguration, 'RakeConfiguration', ARF_SECTIONS.rake.rows),
        CrConfiguration: rows(body.CrConfiguration, 'CrConfiguration', ARF_SECTIONS.cr.rows),
        SoConfiguration: rows(body.SoConfiguration, 'SoConfiguration', ARF_SECTIONS.so.rows),
        RakeNote: text(body.RakeNote),
        CrNote: text(body.CrNote),
        SoNote: text(body.SoNote),
        ModifiedBy: user.Email,
        ModifiedDate: nowIso(),
      };
      db.arfOrders = [...db.arfOrders.filter((a) => a.JobId !== job.Id), order];
      persist();
      return respond.ok(withoutStamp(order));
    },
    ORDERS_ACCESS,
  ),
];
