import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { DAEWON } from '../utils';
import { signInAs } from '@/test/test-utils';

async function call(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`http://localhost${DAEWON}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res;
}

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

const startedJob = () =>
  db.jobs.find((j) => j.IsCompleted && db.paymentRecords.some((r) => r.JobId === j.Id))!;

describe('job payments (mock)', () => {
  it('gives every started job a money trail and answers it by job', async () => {
    const token = await signInAs('finance');
    const job = startedJob();
    const records = await json<Array<{ RecordType: string; Amount: number; JobType: unknown }>>(
      await call('GET', `/api/jobPayments/byJob/${job.Id}`, token),
    );
    const types = new Set(records.map((r) => r.RecordType));
    expect(types).toContain('BuilderPayment');
    expect(types).toContain('MaterialCost');
    expect(types).toContain('LaborCost');
    expect(records.find((r) => r.RecordType === 'BuilderPayment')!.Amount).toBeLessThan(0);
  });

  it('answers the record types with the fields C §3 names (Id, Name, IsNegativeAmount) and no other', async () => {
    const token = await signInAs('finance');
    const types = await json<Array<Record<string, unknown>>>(
      await call('GET', '/api/jobPayments/availableRecordTypes', token),
    );
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) expect(Object.keys(type).sort()).toEqual(['Id', 'IsNegativeAmount', 'Name']);
    expect(types.filter((t) => t.IsNegativeAmount === true).map((t) => t.Name)).toEqual(['BuilderPayment']);
    // a negative-amount type keeps its amounts negative
    const job = startedJob();
    const positive = await call('POST', `/api/jobPayments/${job.Id}`, token, {
      JobId: job.Id,
      RecordType: 'BuilderPayment',
      Description: 'Draw 3',
      Amount: 500,
    });
    expect(positive.status).toBe(400);
  });

  it('refuses a backcharge to a user without CanCreateBackcharge, and edits of locked rows', async () => {
    const staff = await signInAs('staff');
    const job = startedJob();
    const refused = await call('POST', `/api/jobPayments/${job.Id}`, staff, {
      JobId: job.Id,
      RecordType: 'Backcharge',
      Description: 'Cleanup',
      Amount: 100,
    });
    expect(refused.status).toBe(403);
    const locked = db.paymentRecords.find((r) => r.JobTypeName)!;
    const put = await call('PUT', `/api/jobPayments/${locked.Id}`, staff, {
      RecordType: locked.RecordType,
      Description: 'x',
      Amount: 1,
    });
    expect(put.status).toBe(400);
    const del = await call('DELETE', `/api/jobPayments/${locked.Id}`, staff);
    expect(del.status).toBe(400);
  });

  it('moves the financial report with a new builder payment', async () => {
    const token = await signInAs('finance');
    const job = startedJob();
    const filter = { BuilderId: 0, JobSiteName: '', StartDate: null, EndDate: null };
    const before = await json<Array<{ JobId: number; Profit: number; Revenue: number }>>(
      await call('POST', '/api/jobPayments/all', token, filter),
    );
    const row = before.find((r) => r.JobId === job.Id)!;
    const created = await call('POST', `/api/jobPayments/${job.Id}`, token, {
      JobId: job.Id,
      RecordType: 'BuilderPayment',
      Description: 'Extra payment',
      Amount: -1000,
    });
    expect(created.status).toBe(200);
    const after = await json<Array<{ JobId: number; Profit: number; Revenue: number }>>(
      await call('POST', '/api/jobPayments/all', token, filter),
    );
    expect(after.find((r) => r.JobId === job.Id)!.Profit).toBeCloseTo(row.Profit + 1000, 2);
    const positive = await call('POST', `/api/jobPayments/${job.Id}`, token, {
      JobId: job.Id,
      RecordType: 'BuilderPayment',
      Description: 'Wrong sign',
      Amount: 10,
    });
    expect(positive.status).toBe(400);
  });

  it('exports the financial report as a real .xlsx with its totals', async () => {
    const token = await signInAs('finance');
    const res = await call('POST', '/api/jobPayments/exportToExcel', token, {
      BuilderId: 1,
      JobSiteName: '',
      StartDate: null,
      EndDate: null,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0];
    const values = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const texts = values.map((row) => row.filter((v) => v !== undefined && v !== null));
    expect(texts.some((r) => r[0] === 'Totals')).toBe(true);
    expect(texts.some((r) => r[0] === 'Brookfield Ridge Homes')).toBe(true);
    expect(texts.some((r) => r[0] === 'Carrington Builders')).toBe(false);
  });

  it('filters the financial report, its print and its export by JobSiteId (decision 11)', async () => {
    const token = await signInAs('finance');
    const site = db.jobSites.find((s) =>
      db.jobs.some((j) => j.JobSiteId === s.Id && db.paymentRecords.some((r) => r.JobId === j.Id)),
    )!;
    const filter = { BuilderId: 0, JobSiteId: site.Id, JobSiteName: '', StartDate: null, EndDate: null };
    const rows = await json<Array<{ JobId: number; JobSite: string; IsGutterStatistics: boolean }>>(
      await call('POST', '/api/jobPayments/all', token, filter),
    );
    const jobRows = rows.filter((r) => !r.IsGutterStatistics);
    expect(jobRows.length).toBeGreaterThan(0);
    expect(jobRows.every((r) => db.jobs.find((j) => j.Id === r.JobId)?.JobSiteId === site.Id)).toBe(true);
    const all = await json<unknown[]>(
      await call('POST', '/api/jobPayments/all', token, { ...filter, JobSiteId: null }),
    );
    expect(all.length).toBeGreaterThan(rows.length);
    const printed = await (await call('POST', '/api/jobPayments/print', token, filter)).text();
    const other = db.jobSites.find(
      (s) => s.Id !== site.Id && !s.Name.includes(site.Name) && !site.Name.includes(s.Name),
    )!;
    expect(printed).toContain(site.Name);
    expect(printed).not.toContain(other.Name);
    const refused = await call('POST', '/api/jobPayments/all', token, { ...filter, JobSiteId: 'x' });
    expect(refused.status).toBe(400);
  });

  it('keeps the financial report for CanAccessProfitReports', async () => {
    const staff = await signInAs('staff');
    const res = await call('POST', '/api/jobPayments/all', staff, { BuilderId: 0 });
    expect(res.status).toBe(403);
  });
});

describe('repair orders (mock)', () => {
  it('validates the request date and times and saves a new order', async () => {
    const token = await signInAs('staff');
    const job = db.jobs[0];
    const bad = await call('POST', '/api/repairOrder', token, {
      JobId: job.Id,
      RequestDate: '05/01/2026',
      IsCompleted: false,
    });
    expect(bad.status).toBe(400);
    const badTime = await call('POST', '/api/repairOrder', token, {
      JobId: job.Id,
      RequestDate: '2026-05-01',
      InstallationStartTime: '7:30',
      IsCompleted: false,
    });
    expect(badTime.status).toBe(400);
    const ok = await call('POST', '/api/repairOrder', token, {
      JobId: job.Id,
      RequestDate: '2026-05-01',
      InstallationStartTime: '07:30:00',
      InstallationEndTime: '11:00:00',
      Detail1: 'Fix loose siding',
      POAmount: 150,
      IsCompleted: false,
    });
    expect(ok.status).toBe(200);
    const saved = await json<{ Id: number; InvoiceStatus: string; RequestDate: string }>(ok);
    expect(saved.InvoiceStatus).toBe('Not Specified');
    expect(saved.RequestDate.startsWith('2026-05-01')).toBe(true);
  });

  it('filters the global list and exports exactly those rows with totals', async () => {
    const token = await signInAs('staff');
    const filter = { RepairStatus: 'Completed', BuilderId: 1 };
    const page = await json<{ recordsFiltered: number; data: Array<{ IsCompleted: boolean }> }>(
      await call('POST', '/api/repairOrder/datatables', token, {
        draw: 1,
        start: 0,
        length: 100,
        order: [],
        columns: [],
        search: { value: '', regex: false },
        ...filter,
      }),
    );
    expect(page.data.every((o) => o.IsCompleted)).toBe(true);
    const res = await call('POST', '/api/repairOrder/exportToExcel', token, filter);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const rows = (book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][]).map((r) =>
      r.filter((v) => v !== undefined),
    );
    const header = rows.findIndex((r) => r[0] === 'Builder');
    const totals = rows.findIndex((r) => r[0] === 'Totals');
    expect(totals - header - 1).toBe(page.recordsFiltered);
  });

  it('changes the invoice status; 0 is Not Specified', async () => {
    const token = await signInAs('staff');
    const order = db.repairOrders[0];
    expect((await call('PUT', `/api/repairOrder/${order.Id}/invoiceStatus/2`, token)).status).toBe(200);
    expect(db.repairOrders[0].InvoiceStatusId).toBe(2);
    expect((await call('PUT', `/api/repairOrder/${order.Id}/invoiceStatus/0`, token)).status).toBe(200);
    expect(db.repairOrders[0].InvoiceStatusId).toBeNull();
    expect((await call('PUT', `/api/repairOrder/${order.Id}/invoiceStatus/99`, token)).status).toBe(400);
  });
});

describe('job attachments (mock)', () => {
  it('answers the categories by display order and a seeded file to view', async () => {
    const token = await signInAs('staff');
    const categories = await json<Array<{ DisplayOrder: number }>>(
      await call('GET', '/api/jobattachment/categories', token),
    );
    expect(categories.map((c) => c.DisplayOrder)).toEqual([1, 2, 3, 4, 5]);
    const a = db.jobAttachments[0];
    const view = await call('GET', `/api/jobattachment/${a.Id}/viewattachment`, token);
    expect(view.status).toBe(200);
    expect(await view.text()).toContain('Subcontract agreement');
  });
});
