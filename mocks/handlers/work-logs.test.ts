import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { DAEWON } from '../utils';
import { signInAs } from '@/test/test-utils';

async function call(method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`http://localhost${DAEWON}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  return { status: res.status, data: data as Record<string, unknown> & unknown[] };
}

const table = { draw: 1, start: 0, length: 50, order: [], columns: [], search: { value: '', regex: false } };
const luis = () => db.users.find((u) => u.Email === 'subcontractor@example.com')!;

describe('work logs mock', () => {
  it('seeds several subcontractors with months of logs: approved, invoiced, paid, and backcharges', () => {
    const subs = new Set(db.workLogs.map((l) => l.SubcontractorId));
    expect(subs.size).toBeGreaterThanOrEqual(5);
    expect(db.invoices.some((i) => i.IsProceeded)).toBe(true);
    expect(db.invoices.some((i) => !i.IsProceeded)).toBe(true);
    expect(db.workLogs.some((l) => l.InvoiceId === null && l.ReadyForPayment)).toBe(true);
    expect(db.workLogs.some((l) => l.RecordType === 'Backcharge')).toBe(true);
    // approve mode shows a full 50-row page of logs waiting for approval (the bench's keystroke figure)
    const pending = db.workLogs.filter(
      (l) => l.InvoiceId === null && !['Backcharge', 'MaterialCharge'].includes(l.RecordType),
    );
    expect(pending.length).toBeGreaterThanOrEqual(50);
    const dates = db.workLogs.map((l) => Date.parse(l.ModifiedDate));
    expect(Math.max(...dates) - Math.min(...dates)).toBeGreaterThan(90 * 86_400_000);
  });

  it('shows a subcontractor only their own logs and refuses others', async () => {
    const token = await signInAs('subcontractor');
    const own = await call('POST', `/api/worklog/${luis().Id}/datatables`, table, token);
    expect(own.status).toBe(200);
    const rows = own.data.data as Array<{ SubcontractorId: number }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.SubcontractorId === luis().Id)).toBe(true);
    const other = db.workLogs.find((l) => l.SubcontractorId !== luis().Id)!;
    expect(
      (await call('POST', `/api/worklog/${other.SubcontractorId}/datatables`, table, token)).status,
    ).toBe(403);
    expect((await call('GET', `/api/worklog/${other.Id}`, undefined, token)).status).toBe(404);
    expect((await call('POST', `/api/worklog/0/datatables?approveMode=true`, table, token)).status).toBe(403);
    const users = await call('GET', '/api/worklog/getUsers', undefined, token);
    expect(users.data).toEqual([expect.objectContaining({ Id: luis().Id, FirstName: 'Luis' })]);
    expect((await call('PUT', '/api/worklog/bulkUpdate', [], token)).status).toBe(403);
    expect((await call('POST', '/api/invoice/getInvoicesForDatatable', table, token)).status).toBe(403);
  });

  it('splits normal and deduct records and validates a new log', async () => {
    const token = await signInAs('staff');
    const deduct = await call('POST', '/api/worklog/0/datatables?isDeductRecords=true', table, token);
    const types = new Set((deduct.data.data as Array<{ RecordType: string }>).map((r) => r.RecordType));
    expect([...types].every((t) => t === 'Backcharge' || t === 'MaterialCharge')).toBe(true);

    const job = db.jobs.find((j) => j.JobSubcontractorIds.includes(luis().Id))!;
    const row = {
      SubcontractorId: luis().Id,
      JobId: job.Id,
      JobTypeId: 1,
      StatusId: 3,
      RecordType: 'ExtraWork',
      Description: 'x',
      Quantity: '2 sq',
      RequestedAmount: null,
    };
    const missing = await call('POST', '/api/worklog/createWorkLogs', [row], token);
    expect(missing.status).toBe(400);
    expect(missing.data.Message).toBe('A requested amount is required for Extra Work.');
    const long = await call(
      'POST',
      '/api/worklog',
      { ...row, RequestedAmount: 10, Quantity: 'x'.repeat(31) },
      token,
    );
    expect(long.status).toBe(400);
    const ok = await call('POST', '/api/worklog', { ...row, RequestedAmount: 10 }, token);
    expect(ok.status).toBe(201);
    const ready = await call(
      'PUT',
      `/api/worklog/${ok.data.Id as number}`,
      { ...ok.data, ReadyForPayment: true },
      token,
    );
    expect(ready.status).toBe(400);
    expect(ready.data.Message).toMatch(/approved amount/);
  });

  it('generates an invoice from the ready logs, marks it paid and prints it', async () => {
    const staff = await signInAs('staff');
    const log = db.workLogs.find((l) => l.InvoiceId === null && l.ApprovedAmount && l.StatusId !== 4)!;
    const put = await call('PUT', '/api/worklog/bulkUpdate', [{ ...log, ReadyForPayment: true }], staff);
    expect(put.status).toBe(204);
    const invoice = db.invoices[db.invoices.length - 1];
    expect(invoice.WorkLogIds).toEqual([log.Id]);
    expect(invoice.TotalAmount).toBe(log.ApprovedAmount);

    const finance = await signInAs('finance');
    const list = await call(
      'POST',
      `/api/invoice/getInvoicesForDatatable?subcontractorId=${log.SubcontractorId}&onlyPaid=false`,
      table,
      finance,
    );
    expect((list.data.data as Array<{ Id: number }>)[0].Id).toBe(invoice.Id);
    expect((await call('POST', `/api/invoice/${invoice.Id}/markAsPaid`, undefined, finance)).status).toBe(
      204,
    );
    expect((await call('POST', `/api/invoice/${invoice.Id}/markAsPaid`, undefined, finance)).status).toBe(
      400,
    );
    const read = await call('GET', `/api/invoice/${invoice.Id}`, undefined, finance);
    expect(read.data).toMatchObject({
      IsProceeded: true,
      WorkLogs: [expect.objectContaining({ Id: log.Id })],
    });
    expect(read.data.ProceededDate).toBeTruthy();
    const print = await call(
      'GET',
      `/api/invoice/print?invoices=${invoice.Id},${db.invoices[0].Id}`,
      undefined,
      finance,
    );
    expect(print.status).toBe(200);
    expect(String(print.data)).toContain(`Invoice #${invoice.Id}`);
  });
});
