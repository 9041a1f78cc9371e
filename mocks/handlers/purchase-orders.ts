import type { HttpHandler } from 'msw';
import { db, nextId, persist } from '../db';
import { dataTableAnswer, readDataTableRequest } from '../datatables';
import type { MockPurchaseOrder } from '../types';
import { DAEWON, findOr404, nowIso, readJson, respond, route } from '../utils';
import { bad, list, optionalDate, optionalId, readLine, readLotRow, text } from './order-lines';
import { purchaseOrderPrint } from './order-print';
import { supplyCompanyById } from './order-refs';
import { ORDERS_ACCESS } from './work-orders';

/* Purchase orders of a job (B §3, B §5, B §7). */

/** A purchase order as read: with its supply company (B §3). */
function purchaseOrderDto(order: MockPurchaseOrder) {
  const company = supplyCompanyById(order.SupplyCompanyId);
  return {
    ...order,
    SupplyCompany: company
      ? {
          Name: company.Name,
          Fax: company.Fax,
          PhoneNumber: company.PhoneNumber,
          Attention: company.Attention,
          Email: company.Email,
        }
      : null,
  };
}

const rowOf = (o: MockPurchaseOrder) => ({
  Id: o.Id,
  JobId: o.JobId,
  PurchaseOrderNumber: o.PurchaseOrderNumber,
  DueDate: o.DueDate,
  ShipDate: o.ShipDate,
  ModifiedDate: o.ModifiedDate,
  ModifiedBy: o.ModifiedBy,
});

const ordersOf = (jobId: number) => db.purchaseOrders.filter((o) => o.JobId === jobId);

export const purchaseOrdersHandlers: HttpHandler[] = [
  route<{ jobId: string }>(
    'post',
    DAEWON,
    '/api/jobs/:jobId/purchaseOrders/datatables',
    async ({ params, request }) => {
      const job = findOr404(db.jobs, params.jobId, 'Job');
      const req = await readDataTableRequest(request);
      // B §7: this source answers its rows as `rows`
      return respond.ok(dataTableAnswer(req, ordersOf(job.Id).map(rowOf), { key: 'rows' }));
    },
    ORDERS_ACCESS,
  ),
  route<{ jobId: string }>(
    'get',
    DAEWON,
    '/api/jobs/:jobId/purchaseOrders',
    ({ params }) => {
      const job = findOr404(db.jobs, params.jobId, 'Job');
      return respond.ok(ordersOf(job.Id).map(rowOf));
    },
    ORDERS_ACCESS,
  ),
  route<{ id: string }>(
    'get',
    DAEWON,
    '/api/purchaseOrder/:id/print',
    ({ params }) => {
      const order = findOr404(db.purchaseOrders, params.id, 'Purchase order');
      return purchaseOrderPrint(findOr404(db.jobs, order.JobId, 'Job'), order);
    },
    ORDERS_ACCESS,
  ),
  route<{ id: string }>(
    'get',
    DAEWON,
    '/api/purchaseOrder/:id',
    ({ params }) => respond.ok(purchaseOrderDto(findOr404(db.purchaseOrders, params.id, 'Purchase order'))),
    ORDERS_ACCESS,
  ),
  route<{ id: string }>(
    'delete',
    DAEWON,
    '/api/purchaseOrder/:id',
    ({ params }) => {
      const order = findOr404(db.purchaseOrders, params.id, 'Purchase order');
      db.purchaseOrders = db.purchaseOrders.filter((o) => o.Id !== order.Id);
      persist();
      return respond.noContent();
    },
    ORDERS_ACCESS,
  ),
  route(
    'post',
    DAEWON,
    '/api/purchaseorder',
    async ({ request, user }) => {
      const body = await readJson<Record<string, unknown>>(request);
      const job = findOr404(db.jobs, body.JobId as number, 'Job');
      const id = optionalId(body.Id, 'Id');
      const existing = id ? findOr404(db.purchaseOrders, id, 'Purchase order') : undefined;
      if (existing && existing.JobId !== job.Id) throw bad('The purchase order belongs to another job.');
      const SupplyCompanyId = optionalId(body.SupplyCompanyId, 'SupplyCompanyId');
      if (!SupplyCompanyId) throw bad('Please select Supply Company');
      if (!supplyCompanyById(SupplyCompanyId)) throw bad(`Supply company ${SupplyCompanyId} does not exist.`);
      const PurchaseOrderNumber = text(body.PurchaseOrderNumber);
      if (!PurchaseOrderNumber) throw bad('The purchase order number is required.');
      const values = {
        JobId: job.Id,
        PurchaseOrderNumber,
        SupplyCompanyId,
        DueDate: optionalDate(body.DueDate, 'DueDate'),
        ShipDate: optionalDate(body.ShipDate, 'ShipDate'),
        ShipTo: text(body.ShipTo),
        PickupDate: optionalDate(body.PickupDate, 'PickupDate'),
        PickupBy: text(body.PickupBy),
        PurchaseOrderLineItems: list(body.PurchaseOrderLineItems, 'PurchaseOrderLineItems').map(readLine),
        LotPurchaseOrderLineItems: list(body.LotPurchaseOrderLineItems, 'LotPurchaseOrderLineItems').map(
          (raw) => {
            const { Lot: _lot, ...row } = readLotRow(raw, job);
            return row;
          },
        ),
        ModifiedBy: user.Email,
        ModifiedDate: nowIso(),
      };
      let order: MockPurchaseOrder;
      if (existing) {
        order = Object.assign(existing, values);
      } else {
        order = { Id: nextId(db.purchaseOrders), ...values };
        db.purchaseOrders.push(order);
        job.PurchaseOrderCreatedDate ??= values.ModifiedDate;
      }
      if (order.ShipDate) job.PurchaseOrderShipDate = order.ShipDate;
      persist();
      return respond.ok(purchaseOrderDto(order), existing ? 200 : 201);
    },
    ORDERS_ACCESS,
  ),
];
