import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { DAEWON, MEMBERSHIP } from '../utils';
import { signInAs } from '@/test/test-utils';

async function call(method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`http://localhost${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json().catch(() => null)) as Record<string, unknown> };
}

const valid = {
  CompanyName: 'Harbor Point Homes',
  Address: '12 Harbor Way, Annapolis, MD 21401',
  PhoneNumber: '410-555-0100',
  FaxNumber: '',
  ContactName: '',
  ContactPhoneNumber: '',
  MainContactUser: {
    FirstName: 'Nina',
    LastName: 'Ross',
    Email: 'nina.ross@harbor.example.com',
    CellPhoneNumber: '',
  },
};

const table = (extra: Record<string, unknown> = {}) => ({
  draw: 3,
  start: 0,
  length: 25,
  order: [{ column: 0, dir: 'asc' }],
  columns: [
    { data: 'CompanyName', name: '', searchable: true, orderable: true, search: { value: '', regex: false } },
  ],
  search: { value: '', regex: false },
  ...extra,
});

describe('client company endpoints', () => {
  it('answers 401 without a token, 403 to a client and 404 for an unknown id', async () => {
    expect((await call('POST', `${DAEWON}/clientCompany`, valid)).status).toBe(401);
    const client = await signInAs('client');
    expect((await call('POST', `${DAEWON}/clientCompany`, valid, client)).status).toBe(403);
    const staff = await signInAs('staff');
    expect((await call('GET', `${DAEWON}/clientCompany/9999`, undefined, staff)).status).toBe(404);
  });

  it('validates the required fields with a message', async () => {
    const token = await signInAs('staff');
    const res = await call('POST', `${DAEWON}/clientCompany`, { ...valid, PhoneNumber: '' }, token);
    expect(res.status).toBe(400);
    expect(res.data.Message).toBe('Phone number is required.');
    const noEmail = { ...valid, MainContactUser: { ...valid.MainContactUser, Email: '' } };
    expect((await call('POST', `${DAEWON}/clientCompany`, noEmail, token)).data.Message).toBe(
      'The main contact email is required.',
    );
  });

  it('creates a builder with its main contact user, updates and lists it', async () => {
    const token = await signInAs('staff');
    const created = await call('POST', `${DAEWON}/clientCompany`, valid, token);
    expect(created.status).toBe(201);
    const id = created.data.Id as number;
    const contact = db.users.find((u) => u.Email === valid.MainContactUser.Email)!;
    expect(contact.Roles).toEqual(['BizClientCompanyManager']);
    expect(contact.ClientCompanyId).toBe(id);

    const updated = await call(
      'PUT',
      `${DAEWON}/clientCompany/${id}`,
      {
        ...valid,
        CompanyName: 'Harbor Point Homes LLC',
        MainContactUser: { ...valid.MainContactUser, LastName: 'Ross-Lee' },
      },
      token,
    );
    expect(updated.status).toBe(200);
    expect((updated.data.MainContactUser as { LastName: string }).LastName).toBe('Ross-Lee');

    const list = await call('POST', `${DAEWON}/clientCompany/datatables`, table({ name: 'harbor' }), token);
    expect(list.data.recordsFiltered).toBe(1);
    expect((list.data.data as Array<{ CompanyName: string }>)[0].CompanyName).toBe('Harbor Point Homes LLC');

    // the builder's managers: /user/autocomplete takes clientCompanyId (C §7)
    const ofBuilder = await fetch(
      `http://localhost${MEMBERSHIP}/user/autocomplete?roleFilter=BizClientCompanyManager&clientCompanyId=${id}`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    const names = (await ofBuilder.json()) as Array<{ LastName: string }>;
    expect(names.map((u) => u.LastName)).toEqual(['Ross-Lee']);
    // /datasource/bizUsers reads its documented role filter only: an undocumented clientCompanyId is ignored
    const managers = await call(
      'POST',
      `${MEMBERSHIP}/datasource/bizUsers`,
      table({ role: 'BizClientCompanyManager', clientCompanyId: id }),
      token,
    );
    const rows = managers.data.data as Array<Record<string, unknown>>;
    expect(rows.map((u) => u.Email)).toContain(valid.MainContactUser.Email);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows[0]).not.toHaveProperty('ClientCompanyId');

    expect((await call('DELETE', `${DAEWON}/clientCompany/${id}`, undefined, token)).status).toBe(204);
  });

  it('refuses to delete a builder that still has job sites', async () => {
    const token = await signInAs('staff');
    const res = await call('DELETE', `${DAEWON}/clientCompany/1`, undefined, token);
    expect(res.status).toBe(400);
    expect(String(res.data.Message)).toContain('has job sites');
  });
});
