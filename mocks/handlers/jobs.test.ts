import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { DAEWON } from '../utils';
import { signInAs } from '@/test/test-utils';

async function call(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`http://localhost${DAEWON}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json().catch(() => null)) as Record<string, unknown> };
}

const columns = ['BuilderName', 'JobSiteName', 'LotGroupCode', 'Address', 'ModifiedDate'].map((data) => ({
  data,
  name: data,
  searchable: true,
  orderable: true,
  search: { value: '', regex: false },
}));
const table = (extra: Record<string, unknown>, order = [{ column: 4, dir: 'desc' }]) => ({
  draw: 1,
  start: 0,
  length: 100,
  order,
  columns,
  search: { value: '', regex: false },
  ...extra,
});

type Row = {
  Id: number;
  JobSite: { BuilderId: number } | null;
  BuilderName: string;
  IsCompleted: boolean;
  InvoiceStatus: string;
};

describe('jobs endpoints', () => {
  it('answers 401 without a token and 403 to a client', async () => {
    expect((await call('POST', '/api/jobs/datatables', table({}))).status).toBe(401);
    const token = await signInAs('client');
    expect((await call('POST', '/api/jobs/datatables', table({}), token)).status).toBe(403);
    expect((await call('DELETE', '/api/jobs/1001', undefined, token)).status).toBe(403);
  });

  it('answers 404 for an unknown job', async () => {
    const token = await signInAs('staff');
    const { status, data } = await call('GET', '/api/jobs/999999', undefined, token);
    expect(status).toBe(404);
    expect(data.Message).toBe('Job not found');
  });

  it('lets the job list and the job report permissions read one job; others get 403', async () => {
    const finance = await signInAs('finance'); // CanAccessJobReports only
    expect((await call('GET', '/api/jobs/1001', undefined, finance)).status).toBe(200);
    const staff = await signInAs('staff');
    expect((await call('GET', '/api/jobs/1001', undefined, staff)).status).toBe(200);
    const client = await signInAs('client');
    expect((await call('GET', '/api/jobs/1001', undefined, client)).status).toBe(403);
  });

  it('refuses a lot without a lot code with a message the screen can show', async () => {
    const token = await signInAs('staff');
    const site = db.jobSites[0];
    const model = db.jobModels.find((m) => m.JobSiteId === site.Id)!;
    const lot = {
      LotCode: '',
      Address: '',
      HomeOwner: '',
      PhoneNumber: '',
      IsDeleted: false,
      SidingTypes: [],
    };
    const res = await call(
      'POST',
      '/api/jobs',
      { JobSiteId: site.Id, JobModelId: model.Id, Lots: [{ ...lot, LotCode: 'A' }, lot] },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.data.Message).toBe('Please enter lot code (lot 2).');
  });

  it('refuses a job without a job site or a job model with the spec messages', async () => {
    const token = await signInAs('staff');
    let res = await call('POST', '/api/jobs', { JobModelId: 1 }, token);
    expect(res.status).toBe(400);
    expect(res.data.Message).toBe('Please select Job Site');
    res = await call('POST', '/api/jobs', { JobSiteId: 1 }, token);
    expect(res.status).toBe(400);
    expect(res.data.Message).toBe('Please select Job Model');
  });

  it('filters the table by builder and status and sorts by builder name', async () => {
    const token = await signInAs('staff');
    const { status, data } = await call(
      'POST',
      '/api/jobs/datatables',
      table({ builderId: 1, status: 'Completed' }, [{ column: 2, dir: 'asc' }]),
      token,
    );
    expect(status).toBe(200);
    const rows = data.data as Array<Row & { LotGroupCode: string }>;
    const expected = db.jobs.filter(
      (j) => j.IsCompleted && db.jobSites.find((s) => s.Id === j.JobSiteId)?.BuilderId === 1,
    );
    expect(data.recordsFiltered).toBe(expected.length);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.JobSite?.BuilderId === 1 && r.IsCompleted)).toBe(true);
    const codes = rows.map((r) => Number(r.LotGroupCode));
    expect(codes).toEqual([...codes].sort((a, b) => a - b));
  });

  it('filters the dashboard by start date range, and ignores filters the documents do not name', async () => {
    const token = await signInAs('finance');
    const now = new Date();
    const from = new Date(now.getFullYear(), now.getMonth(), 1);
    const to = new Date(now.getFullYear(), now.getMonth() + 1, 0);
    const ymd = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const { status, data } = await call(
      'POST',
      '/api/jobs/datatables',
      table({ startDate: ymd(from), endDate: ymd(to), invoiceStatusId: 0, jobSite: 999_999 }),
      token,
    );
    expect(status).toBe(200);
    const rows = data.data as Array<Row & { StartDate: string }>;
    expect(rows.length).toBeGreaterThan(0);
    // invoiceStatusId and jobSite are not jobs-table filters (A §7): the same rows as the dates alone
    const datesOnly = await call(
      'POST',
      '/api/jobs/datatables',
      table({ startDate: ymd(from), endDate: ymd(to) }),
      token,
    );
    expect(data.recordsFiltered).toBe(datesOnly.data.recordsFiltered);
    for (const row of rows) {
      expect(row).not.toHaveProperty('InvoiceStatusId');
      expect(Date.parse(row.StartDate)).toBeGreaterThanOrEqual(from.getTime());
      expect(Date.parse(row.StartDate)).toBeLessThan(to.getTime() + 86_400_000);
    }
  });

  it('completes a job through PUT of the whole job, soft-deletes lots and keeps notes', async () => {
    const token = await signInAs('staff');
    const seeded = db.jobs.find((j) => j.Lots.length >= 2 && !j.IsCompleted)!;
    const job = (await call('GET', `/api/jobs/${seeded.Id}`, undefined, token)).data;
    const lots = (job.Lots as Array<Record<string, unknown>>).map((l, i) =>
      i === 0 ? { ...l, IsDeleted: true } : l,
    );
    const res = await call(
      'PUT',
      `/api/jobs/${seeded.Id}`,
      { ...job, IsCompleted: true, Notes: 'Call before noon', Lots: lots },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.data.IsCompleted).toBe(true);
    expect(res.data.CompletedDate).toEqual(expect.any(String));
    expect(res.data.Notes).toBe('Call before noon');
    const saved = db.jobs.find((j) => j.Id === seeded.Id)!;
    expect(saved.Lots).toHaveLength(seeded.Lots.length);
    expect(saved.Lots[0].IsDeleted).toBe(true);
  });

  it('changes the invoice status and the dashboard dates', async () => {
    const token = await signInAs('staff');
    let res = await call('PUT', '/api/jobs/1001/invoiceStatus/2', undefined, token);
    expect(res.status).toBe(200);
    expect(res.data.InvoiceStatus).toBe('Paid');
    res = await call('PUT', '/api/jobs/1001/invoiceStatus/0', undefined, token);
    expect(res.data.InvoiceStatus).toBe('Not Specified');
    res = await call(
      'PUT',
      '/api/jobs/1001/bulkDateUpdate',
      { GutterOrderInstallDate: '2026-03-04', PurchaseOrderShipDate: null },
      token,
    );
    expect(res.status).toBe(200);
    // a calendar date is kept as that day, without an offset, in every time zone
    expect(res.data.GutterOrderInstallDate).toBe('2026-03-04T00:00:00');
    expect(res.data.PurchaseOrderShipDate).toBeNull();
  });
});
