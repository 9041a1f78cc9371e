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
  const text = await res.text();
  let data: Record<string, unknown> | null = null;
  try {
    data = JSON.parse(text) as Record<string, unknown>;
  } catch {
    /* a printed document */
  }
  return { status: res.status, data, text, type: res.headers.get('content-type') ?? '' };
}

const jobWithout = (pick: (jobId: number) => boolean) => db.jobs.find((j) => pick(j.Id))!;
const townHouse = () =>
  db.jobs.find((j) => j.Lots.length > 0 && !db.workOrders.some((w) => w.JobId === j.Id))!;
const category = (name: string) => db.materialCategories.find((c) => c.Name === name)!;

describe('work order endpoints (B §7, B §8)', () => {
  it('answer 401 without a token and 403 to a user who does not manage jobs', async () => {
    const job = db.jobs[0];
    expect((await call('GET', `/api/jobs/${job.Id}/workorder`)).status).toBe(401);
    const finance = await signInAs('finance');
    expect((await call('GET', `/api/jobs/${job.Id}/workorder`, undefined, finance)).status).toBe(403);
  });

  it('says "The requested Work order could not be found" for a job without one', async () => {
    const token = await signInAs('staff');
    const job = jobWithout((id) => !db.workOrders.some((w) => w.JobId === id));
    const res = await call('GET', `/api/jobs/${job.Id}/workorder`, undefined, token);
    expect(res.status).toBe(404);
    expect(res.data?.Message).toBe('The requested Work order could not be found');
  });

  it('refuses a line without a category, saves a valid work order and prints it with ignored and highlighted lines', async () => {
    const token = await signInAs('staff');
    const job = townHouse();
    const lot = job.Lots[0];
    const base = {
      CategoryName: '',
      IsPrePopulatedMaterial: true,
      MaterialName: '',
      MaterialId: null,
      UnitId: 1,
      Quantity: 4,
      SelectedColorId: null,
      ShouldIgnoreWhenPrint: false,
      ShouldHighlightWhenPrint: false,
    };
    const bad = await call(
      'POST',
      '/api/workorder',
      {
        JobId: job.Id,
        WorkOrderLineItems: [{ ...base, CategoryId: null, DisplayOrder: 1 }],
        LotWorkOrderLineItems: [],
      },
      token,
    );
    expect(bad.status).toBe(400);
    expect(bad.data?.Message).toBe(
      'One or some records do not have category selected. Please check again before saving.',
    );

    const lines = [
      {
        ...base,
        CategoryId: category('Siding').Id,
        MaterialName: 'Highlighted siding',
        DisplayOrder: 1,
        ShouldHighlightWhenPrint: true,
      },
      {
        ...base,
        CategoryId: category('Trim').Id,
        MaterialName: 'Left-out trim',
        DisplayOrder: 2,
        ShouldIgnoreWhenPrint: true,
      },
      {
        ...base,
        CategoryId: category('Soffit').Id,
        IsPrePopulatedMaterial: false,
        MaterialName: 'Custom soffit vents',
        DisplayOrder: 3,
      },
    ];
    const saved = await call(
      'POST',
      '/api/workorder',
      {
        JobId: job.Id,
        WorkOrderLineItems: lines,
        LotWorkOrderLineItems: [
          {
            LotId: lot.Id,
            Type: lot.SidingTypes[0],
            SelectedSidingColorId: null,
            SelectedTrimColorId: null,
            MaterialQuantities: { SID: 14 },
          },
        ],
      },
      token,
    );
    expect(saved.status).toBe(200);
    expect(db.jobs.find((j) => j.Id === job.Id)?.HasWorkOrder).toBe(true);
    const read = await call('GET', `/api/jobs/${job.Id}/workorder`, undefined, token);
    expect((read.data?.WorkOrderLineItems as unknown[]).length).toBe(3);

    const key = await call(
      'POST',
      `/api/jobs/${job.Id}/workorder/print`,
      { IgnoredPrintItems: [2], HighlightPrintItems: [1] },
      token,
    );
    expect(key.status).toBe(200);
    const doc = await call(
      'GET',
      `/api/jobs/workorder/print/${String(key.data?.securityKey)}`,
      undefined,
      token,
    );
    expect(doc.type).toContain('text/html');
    expect(doc.text).toMatch(/<tr class="highlight"><td>Siding<\/td><td>Highlighted siding/);
    expect(doc.text).not.toContain('Left-out trim');
    expect(doc.text).toContain('Custom soffit vents');
    expect(doc.text).toContain(lot.LotCode);
    expect((await call('GET', '/api/jobs/workorder/print/nope', undefined, token)).status).toBe(404);
  });
});

describe('purchase order endpoints (B §5, B §7)', () => {
  it('lists a job’s orders as rows, creates, reads, prints and deletes one', async () => {
    const token = await signInAs('staff');
    const job = db.jobs.find((j) => db.purchaseOrders.some((o) => o.JobId === j.Id))!;
    const count = db.purchaseOrders.filter((o) => o.JobId === job.Id).length;
    const table = {
      draw: 1,
      start: 0,
      length: 25,
      order: [{ column: 0, dir: 'desc' }],
      columns: [
        {
          data: 'ModifiedDate',
          name: 'ModifiedDate',
          searchable: true,
          orderable: true,
          search: { value: '', regex: false },
        },
      ],
      search: { value: '', regex: false },
    };
    const list = await call('POST', `/api/jobs/${job.Id}/purchaseOrders/datatables`, table, token);
    expect(list.data?.recordsTotal).toBe(count);
    expect(Array.isArray(list.data?.rows)).toBe(true);

    const order = {
      Id: 0,
      JobId: job.Id,
      PurchaseOrderNumber: 'TEST-1',
      SupplyCompanyId: null,
      DueDate: '2026-12-01',
      ShipDate: null,
      ShipTo: '',
      PickupDate: null,
      PickupBy: '',
      PurchaseOrderLineItems: [],
      LotPurchaseOrderLineItems: [],
    };
    const missing = await call('POST', '/api/purchaseorder', order, token);
    expect(missing.status).toBe(400);
    expect(missing.data?.Message).toBe('Please select Supply Company');

    const created = await call(
      'POST',
      '/api/purchaseorder',
      { ...order, SupplyCompanyId: db.supplyCompanies[0].Id },
      token,
    );
    expect(created.status).toBe(201);
    const id = created.data?.Id as number;
    const read = await call('GET', `/api/purchaseOrder/${id}`, undefined, token);
    expect((read.data?.SupplyCompany as { Name: string }).Name).toBe(db.supplyCompanies[0].Name);
    const all = await call('GET', `/api/jobs/${job.Id}/purchaseOrders`, undefined, token);
    expect(all.data).toHaveLength(count + 1);
    const printed = await call('GET', `/api/purchaseOrder/${id}/print`, undefined, token);
    expect(printed.text).toContain('TEST-1');
    expect(printed.text).toContain(db.supplyCompanies[0].Name);
    expect((await call('DELETE', `/api/purchaseOrder/${id}`, undefined, token)).status).toBe(204);
    expect((await call('GET', `/api/purchaseOrder/${id}`, undefined, token)).status).toBe(404);
  });
});

describe('gutter and ARF endpoints (B §7)', () => {
  it('answer 404 for a job without a gutter order, then save and print one', async () => {
    const token = await signInAs('staff');
    const job = db.jobs.find((j) => j.Lots.length > 0 && !db.gutterOrders.some((g) => g.JobId === j.Id))!;
    expect((await call('GET', `/api/jobs/${job.Id}/gutterOrder`, undefined, token)).status).toBe(404);
    const gutter = db.colors.find((c) => c.IsGutterColor)!;
    const saved = await call(
      'POST',
      '/api/gutterOrder',
      {
        JobId: job.Id,
        PurchaseOrderNumber: 'G-77',
        GutterName: 'Blue Line Gutters',
        GutterFax: '703-555-0100',
        GutterPhone: '703-555-0101',
        Date: '2026-11-20',
        InstallDate: '2026-12-03',
        GutterLineItems: [
          { Material: 'GUTTER', Description: '6" K-style', ColorId: gutter.Id, GScreen: true },
        ],
        LotIndividualLineItems: [
          {
            LotId: job.Lots[0].Id,
            SelectedColorId: gutter.Id,
            GutterDescription: '48 LF',
            DownspoutDescription: '',
            SplashblocksDescription: '',
          },
        ],
      },
      token,
    );
    expect(saved.status).toBe(200);
    const printed = await call('GET', `/api/jobs/${job.Id}/gutterOrder/print`, undefined, token);
    expect(printed.text).toContain('Blue Line Gutters');
    expect(printed.text).toContain(gutter.Name);
    expect(printed.text).toContain('48 LF');
  });

  it('checks the ARF sections’ row counts and prints the saved order', async () => {
    const token = await signInAs('staff');
    const job = db.jobs.find((j) => !db.arfOrders.some((a) => a.JobId === j.Id))!;
    const rows = (n: number) => Array.from({ length: n }, () => ({ Length: null, NumberOfPieces: null }));
    const order = {
      JobId: job.Id,
      ArfName: 'Allied Roll Forming',
      ArfFax: '',
      ShipTo: 'Job site',
      OrderDate: '2026-11-20',
      NeededDate: null,
      RakeColorId: null,
      CrColorId: null,
      SoColorId: null,
      RakeConfiguration: [{ Length: 14, NumberOfPieces: 3 }, ...rows(3)],
      CrConfiguration: rows(12),
      SoConfiguration: rows(4),
      RakeNote: 'Front gable only',
      CrNote: '',
      SoNote: '',
    };
    expect((await call('POST', '/api/arf', { ...order, CrConfiguration: rows(11) }, token)).status).toBe(400);
    expect((await call('POST', '/api/arf', order, token)).status).toBe(200);
    const printed = await call('GET', `/api/jobs/${job.Id}/arf/print`, undefined, token);
    expect(printed.text).toContain('FRIEZE CROWN W/ SOLID SOFFT');
    expect(printed.text).toContain('Front gable only');
    expect(printed.text).toMatch(/<td>1<\/td><td>14<\/td><td>3<\/td>/);
  });
});
