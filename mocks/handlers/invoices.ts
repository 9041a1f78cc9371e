import { HttpResponse, type HttpHandler } from 'msw';
import { db, persist } from '../db';
import { dataTableAnswer, readDataTableRequest } from '../datatables';
import type { MockInvoice } from '../types';
import { DAEWON, findOr404, nowIso, readJson, respond, route } from '../utils';
import { userById } from '../views';
import { isNegative, PAID_STATUS, workLogView } from './work-logs';

/* Subcontractor invoices (C §3, C §4, C §7). Everything needs CanProceedPayment. */

const PAY = { permission: 'Daewon.Permissions.CanProceedPayment' };

function subcontractorOf(invoice: MockInvoice) {
  const sub = userById(invoice.SubcontractorId);
  return sub ? { FirstName: sub.FirstName, LastName: sub.LastName } : null;
}

/** An invoice as listed (no work logs). */
function invoiceRow(invoice: MockInvoice) {
  const { WorkLogIds: _ids, ...fields } = invoice;
  return { ...fields, Subcontractor: subcontractorOf(invoice) };
}

/** An invoice as read: with its work logs (and whether each is deducted). */
function invoiceView(invoice: MockInvoice) {
  const logs = invoice.WorkLogIds.map((id) => db.workLogs.find((l) => l.Id === id)).filter(
    (l): l is NonNullable<typeof l> => !!l,
  );
  return {
    ...invoiceRow(invoice),
    WorkLogs: logs.map((l) => ({ ...workLogView(l), IsNegativeAmount: isNegative(l) })),
  };
}

function filtered(url: URL) {
  const sub = Number(url.searchParams.get('subcontractorId'));
  const onlyPaid = url.searchParams.get('onlyPaid');
  return db.invoices
    .filter((i) => !(Number.isInteger(sub) && sub > 0) || i.SubcontractorId === sub)
    .filter((i) => (onlyPaid === 'true' ? i.IsProceeded : onlyPaid === 'false' ? !i.IsProceeded : true))
    .sort((a, b) => b.CreatedDate.localeCompare(a.CreatedDate));
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const money = (n: number | null | undefined) =>
  (n ?? 0).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** A printable invoice document (the real server renders its own). */
function printDocument(invoices: MockInvoice[]) {
  const parts = invoices.map((invoice) => {
    const view = invoiceView(invoice);
    const sub = view.Subcontractor;
    const rows = view.WorkLogs.map(
      (l) =>
        `<tr><td>${escapeHtml(l.JobInfo)}</td><td>${escapeHtml(l.JobType?.Name ?? '')}</td><td>${escapeHtml(
          l.Description,
        )}</td><td>${escapeHtml(l.RecordType)}</td><td>${escapeHtml(l.Quantity)}</td><td>${
          l.IsNegativeAmount ? '-' : ''
        }${money(l.ApprovedAmount)}</td></tr>`,
    ).join('');
    return `<section style="page-break-after:always"><h1>Invoice #${invoice.Id}</h1><p>${escapeHtml(
      sub ? `${sub.FirstName} ${sub.LastName}` : '',
    )}</p><p>Check number: ${escapeHtml(invoice.CheckNumber ?? '')}</p><table border="1" cellpadding="4"><thead><tr><th>Job</th><th>Job type</th><th>Description</th><th>Record type</th><th>Quantity</th><th>Approved amount</th></tr></thead><tbody>${rows}</tbody></table><p><strong>Total: ${money(
      invoice.TotalAmount,
    )}</strong></p></section>`;
  });
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Invoices</title></head><body>${parts.join(
    '',
  )}</body></html>`;
  return new HttpResponse(html, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

export const invoiceHandlers: HttpHandler[] = [
  route(
    'post',
    DAEWON,
    '/api/invoice/getInvoicesForDatatable',
    async ({ request, url }) => {
      const req = await readDataTableRequest(request);
      return respond.ok(dataTableAnswer(req, filtered(url).map(invoiceRow)));
    },
    PAY,
  ),
  route(
    'get',
    DAEWON,
    '/api/invoice/getInvoices',
    ({ url }) => respond.ok(filtered(url).map(invoiceRow)),
    PAY,
  ),
  route(
    'get',
    DAEWON,
    '/api/invoice/print',
    ({ url }) => {
      const ids = url.searchParams
        .getAll('invoices')
        .flatMap((v) => v.split(','))
        .map((v) => Number(v.trim()))
        .filter((n) => Number.isInteger(n) && n > 0);
      if (ids.length === 0) return respond.badRequest('Choose at least one invoice to print.');
      return printDocument(ids.map((id) => findOr404(db.invoices, id, 'Invoice')));
    },
    PAY,
  ),
  route<{ id: string }>(
    'get',
    DAEWON,
    '/api/invoice/:id',
    ({ params }) => respond.ok(invoiceView(findOr404(db.invoices, params.id, 'Invoice'))),
    PAY,
  ),
  route<{ id: string }>(
    'put',
    DAEWON,
    '/api/invoice/:id',
    async ({ request, params, user }) => {
      const invoice = findOr404(db.invoices, params.id, 'Invoice');
      const body = await readJson<{ Id?: unknown; CheckNumber?: unknown }>(request);
      if (body.Id !== undefined && Number(body.Id) !== invoice.Id)
        return respond.badRequest('The invoice id does not match.');
      if (body.CheckNumber !== null && body.CheckNumber !== undefined && typeof body.CheckNumber !== 'string')
        return respond.badRequest('The check number must be text.');
      const check = typeof body.CheckNumber === 'string' ? body.CheckNumber.trim() : '';
      if (check.length > 50) return respond.badRequest('The check number can be at most 50 characters long.');
      invoice.CheckNumber = check || null;
      invoice.ModifiedBy = user.Email;
      invoice.ModifiedDate = nowIso();
      persist();
      return respond.ok(invoiceView(invoice));
    },
    PAY,
  ),
  route<{ id: string }>(
    'post',
    DAEWON,
    '/api/invoice/:id/markAsPaid',
    ({ params, user }) => {
      const invoice = findOr404(db.invoices, params.id, 'Invoice');
      if (invoice.IsProceeded) return respond.badRequest(`Invoice #${invoice.Id} is already paid.`);
      const paid = db.workLogStatuses.find((s) => s.Name === PAID_STATUS);
      invoice.IsProceeded = true;
      invoice.ProceededDate = nowIso();
      invoice.ModifiedBy = user.Email;
      invoice.ModifiedDate = nowIso();
      for (const log of db.workLogs) if (invoice.WorkLogIds.includes(log.Id) && paid) log.StatusId = paid.Id;
      persist();
      return respond.noContent();
    },
    PAY,
  ),
  route<{ id: string }>(
    'get',
    DAEWON,
    '/api/invoice/:id/print',
    ({ params }) => printDocument([findOr404(db.invoices, params.id, 'Invoice')]),
    PAY,
  ),
];
