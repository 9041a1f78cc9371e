import type { HttpHandler } from 'msw';
import { db, persist } from '../db';
import type { MockGutterOrder } from '../types';
import { DAEWON, findOr404, nowIso, readJson, respond, route } from '../utils';
import { bad, colorId, list, optionalDate, text, withoutStamp } from './order-lines';
import { gutterOrderPrint } from './order-print';
import { ORDERS_ACCESS } from './work-orders';

/* Gutter orders (B §3, B §7, B §8): one per job. */

export const gutterOrdersHandlers: HttpHandler[] = [
  route<{ jobId: string }>(
    'get',
    DAEWON,
    '/api/jobs/:jobId/gutterOrder/print',
    ({ params }) => {
      const job = findOr404(db.jobs, params.jobId, 'Job');
      const order = db.gutterOrders.find((g) => g.JobId === job.Id);
      if (!order) return respond.notFound('Gutter order');
      return gutterOrderPrint(job, order);
    },
    ORDERS_ACCESS,
  ),
  route<{ jobId: string }>(
    'get',
    DAEWON,
    '/api/jobs/:jobId/gutterOrder',
    ({ params }) => {
      const job = findOr404(db.jobs, params.jobId, 'Job');
      const order = db.gutterOrders.find((g) => g.JobId === job.Id);
      return order ? respond.ok(withoutStamp(order)) : respond.notFound('Gutter order');
    },
    ORDERS_ACCESS,
  ),
  route(
    'post',
    DAEWON,
    '/api/gutterOrder',
    async ({ request, user }) => {
      const body = await readJson<Record<string, unknown>>(request);
      const job = findOr404(db.jobs, body.JobId as number, 'Job');
      const lines = list(body.GutterLineItems, 'GutterLineItems').map((raw) => {
        const Material = text(raw.Material);
        if (!Material) throw bad('Every gutter line needs its material.');
        return {
          Material,
          Description: text(raw.Description),
          ColorId: colorId(raw.ColorId, 'ColorId'),
          GScreen: raw.GScreen === true,
        };
      });
      const lots = list(body.LotIndividualLineItems, 'LotIndividualLineItems').map((raw) => {
        const lot = job.Lots.find((l) => l.Id === Number(raw.LotId) && !l.IsDeleted);
        if (!lot) throw bad(`Lot ${text(raw.LotId)} is not a lot of this job.`);
        return {
          LotId: lot.Id,
          LotCode: lot.LotCode,
          SelectedColorId: colorId(raw.SelectedColorId, 'SelectedColorId'),
          GutterDescription: text(raw.GutterDescription),
          DownspoutDescription: text(raw.DownspoutDescription),
          SplashblocksDescription: text(raw.SplashblocksDescription),
        };
      });
      const order: MockGutterOrder = {
        JobId: job.Id,
        PurchaseOrderNumber: text(body.PurchaseOrderNumber),
        GutterName: text(body.GutterName),
        GutterFax: text(body.GutterFax),
        GutterPhone: text(body.GutterPhone),
        Date: optionalDate(body.Date, 'Date'),
        InstallDate: optionalDate(body.InstallDate, 'InstallDate'),
        GutterLineItems: lines,
        LotIndividualLineItems: lots,
        ModifiedBy: user.Email,
        ModifiedDate: nowIso(),
      };
      db.gutterOrders = [...db.gutterOrders.filter((g) => g.JobId !== job.Id), order];
      job.HasGutter = true;
      job.GutterOrderInstallDate = order.InstallDate;
      persist();
      return respond.ok(withoutStamp(order));
    },
    ORDERS_ACCESS,
  ),
];
