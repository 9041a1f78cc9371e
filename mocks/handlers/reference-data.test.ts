import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { DAEWON } from '../utils';
import { signInAs } from '@/test/test-utils';

type Answer = { status: number; data: unknown };

async function call(method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`http://localhost${DAEWON}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json().catch(() => null)) as unknown };
}

const message = (a: Answer) => (a.data as { Message?: string }).Message;
const table = (extra: Record<string, unknown> = {}, columns = ['Name', 'ModifiedDate']) => ({
  draw: 1,
  start: 0,
  length: 25,
  order: [{ column: 0, dir: 'asc' }],
  columns: columns.map((data) => ({
    data,
    name: data,
    searchable: true,
    orderable: true,
    search: { value: '', regex: false },
  })),
  search: { value: '', regex: false },
  ...extra,
});

describe('reference data endpoints', () => {
  it('seeds a believable catalogue', () => {
    expect(db.materials.length).toBeGreaterThan(30);
    expect(db.manufacturers.length).toBeGreaterThan(8);
    expect(db.colors.every((c) => /^#[0-9A-F]{6}$/.test(c.ColorCode))).toBe(true);
    expect(db.colors.some((c) => c.IsGutterColor && c.IsDownSpoutColor && c.IsSplashblockColor)).toBe(true);
    expect(db.colors.some((c) => c.IsShutterColor)).toBe(true);
    expect(db.units.map((u) => u.Name)).toContain('Each');
    expect(db.supplyCompanies.every((s) => s.Fax && s.PhoneNumber && s.Attention && s.Email)).toBe(true);
    expect(db.materialCategories.some((c) => c.DisabledByDefault)).toBe(true);
  });

  it('guards the tables and writes by permission; reads need a sign-in only', async () => {
    expect((await call('GET', '/api/unit')).status).toBe(401);
    const client = await signInAs('client');
    expect((await call('POST', '/api/material/datatables', client, table())).status).toBe(403);
    expect((await call('POST', '/api/supplyCompany/datatables', client, table())).status).toBe(403);
    expect((await call('POST', '/api/materialManufacture', client, { Name: 'X' })).status).toBe(403);
    expect((await call('GET', '/api/unit', client)).status).toBe(200);
    const staff = await signInAs('staff');
    expect((await call('GET', '/api/material/99999', staff)).status).toBe(404);
  });

  it('filters materials by name, manufacture name and category', async () => {
    const token = await signInAs('staff');
    const answer = await call(
      'POST',
      '/api/material/datatables',
      token,
      table({ materialName: 'hardie', manufactureName: 'james', categoryId: 1 }),
    );
    const rows = (
      answer.data as { data: Array<{ Name: string; CategoryId: number; Manufacture: { Name: string } }> }
    ).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.CategoryId === 1 && r.Manufacture.Name === 'James Hardie')).toBe(true);
  });

  it('filters colours by every flag asked for, in the table and the autocomplete', async () => {
    const token = await signInAs('staff');
    const answer = await call(
      'POST',
      '/api/color/datatables',
      token,
      table({ gutterColor: true, splashblockColor: true }),
    );
    const rows = (answer.data as { data: Array<{ IsGutterColor: boolean; IsSplashblockColor: boolean }> })
      .data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.IsGutterColor && r.IsSplashblockColor)).toBe(true);
    const gutter = db.materials.find((m) => m.Name === 'GUTTER')!;
    const auto = await call(
      'GET',
      `/api/color/autocomplete?q=&materialId=${gutter.Id}&shutterColor=true`,
      token,
    );
    const names = (auto.data as Array<{ Name: string }>).map((c) => c.Name);
    expect(names).toEqual(['Black', 'White']);
  });

  it('creates a material, turning typed colours into colours and refusing a missing category', async () => {
    const token = await signInAs('staff');
    const refused = await call('POST', '/api/material', token, { Name: 'Test', AvailableColors: [] });
    expect(refused.status).toBe(400);
    expect(message(refused)).toBe('CategoryId is required.');
    const created = await call('POST', '/api/material', token, {
      Name: 'Test Panel',
      CategoryId: 1,
      ManufactureId: 1,
      AvailableColors: [
        { Id: 1, Name: 'Arctic White' },
        { Id: 0, Name: 'Seafoam' },
        { Id: 0, Name: 'arctic white' },
      ],
    });
    expect(created.status).toBe(201);
    const material = created.data as {
      AvailableColors: Array<{ Id: number; Name: string }>;
      Category: { Name: string };
    };
    expect(material.AvailableColors.map((c) => c.Name)).toEqual(['Arctic White', 'Seafoam']);
    expect(material.Category.Name).toBe('Siding');
    expect(db.colors.some((c) => c.Name === 'Seafoam')).toBe(true);
  });

  it('validates supply companies and deletes one', async () => {
    const token = await signInAs('staff');
    const bad = await call('POST', '/api/SupplyCompany', token, { Name: 'X Supply', PhoneNumber: '12' });
    expect(bad.status).toBe(400);
    const ok = await call('POST', '/api/SupplyCompany', token, {
      Name: 'X Supply',
      PhoneNumber: '703-555-0000',
      Fax: '703-555-0001',
      Attention: 'Ann',
      Email: 'ann@x.com',
    });
    expect(ok.status).toBe(201);
    const id = (ok.data as { Id: number }).Id;
    expect((await call('DELETE', `/api/SupplyCompany/${id}`, token)).status).toBe(204);
    expect((await call('GET', `/api/SupplyCompany/${id}`, token)).status).toBe(404);
  });

  it('sorts categories by display order and refuses a duplicate short name', async () => {
    const token = await signInAs('staff');
    const list = (await call('GET', '/api/materialCategory', token)).data as Array<{
      DisplayOrder: number;
      Id: number;
    }>;
    const orders = list.map((c) => c.DisplayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const first = (await call('GET', `/api/materialCategory/${list[0].Id}`, token)).data as Record<
      string,
      unknown
    >;
    const dup = await call('PUT', `/api/materialCategory/${list[0].Id}`, token, {
      ...first,
      ShortName: 'TRM',
    });
    expect(dup.status).toBe(400);
  });
});
