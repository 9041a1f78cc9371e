import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { DAEWON, MEMBERSHIP } from '../utils';
import { signInAs } from '@/test/test-utils';

async function get(path: string, token?: string) {
  const res = await fetch(`http://localhost${MEMBERSHIP}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, data: (await res.json().catch(() => null)) as Record<string, unknown> };
}

describe('GET /user/{id}', () => {
  it('answers a user’s name to a back-office user, 404 for an unknown id', async () => {
    const token = await signInAs('staff');
    const user = db.users.find((u) => u.Email === 'finance@example.com')!;
    const { status, data } = await get(`/user/${user.Id}`, token);
    expect(status).toBe(200);
    expect(data).toMatchObject({
      Id: user.Id,
      FirstName: user.FirstName,
      LastName: user.LastName,
      Email: user.Email,
      IsActive: true,
    });
    expect(data).not.toHaveProperty('Password');
    expect((await get('/user/999999', token)).status).toBe(404);
  });

  it('answers 401 without a token and 403 without a back-office permission', async () => {
    expect((await get('/user/1')).status).toBe(401);
    const client = await signInAs('client');
    expect((await get('/user/1', client)).status).toBe(403);
  });

  it('is not taken for the autocomplete', async () => {
    const token = await signInAs('staff');
    const { status, data } = await get('/user/autocomplete?q=&roleFilter=BizStaff', token);
    expect(status).toBe(200);
    expect(Array.isArray(data)).toBe(true);
  });
});

describe('GET /user/autocomplete', () => {
  it('reads one role per roleFilter (C §7): several roles in one parameter match nobody', async () => {
    const token = await signInAs('staff');
    const staff = await get('/user/autocomplete?roleFilter=BizStaff&page_limit=100', token);
    expect((staff.data as unknown as unknown[]).length).toBeGreaterThan(0);
    const both = await get('/user/autocomplete?roleFilter=BizStaff,BizProduction', token);
    expect(both.data).toEqual([]);
  });
});

describe('GET /api/jobs/autocomplete', () => {
  const jobs = async (q: string, token: string) => {
    const res = await fetch(`http://localhost${DAEWON}/api/jobs/autocomplete?q=${encodeURIComponent(q)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return (await res.json()) as Array<Record<string, unknown>>;
  };

  it('finds jobs by part of the address and by the home owner, answering the documented fields', async () => {
    const token = await signInAs('staff');
    const job = db.jobs.find((j) => j.Address && j.HomeOwner)!;
    const street = job.Address.split(' ').slice(1, 3).join(' ');
    const byAddress = await jobs(street, token);
    expect(byAddress.map((j) => j.Id)).toContain(job.Id);
    const byOwner = await jobs(job.HomeOwner, token);
    expect(byOwner.map((j) => j.Id)).toContain(job.Id);
    expect(Object.keys(byOwner[0]).sort()).toEqual(['BuilderName', 'Id', 'JobSiteName', 'LotGroupCode']);
  });
});
