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

describe('job site endpoints', () => {
  it('answers 401, 403 and 404', async () => {
    expect((await call('GET', '/api/jobsites/1')).status).toBe(401);
    const client = await signInAs('client');
    expect((await call('DELETE', '/api/jobsites/1', undefined, client)).status).toBe(403);
    const staff = await signInAs('staff');
    expect((await call('GET', '/api/jobsites/999', undefined, staff)).status).toBe(404);
  });

  it('validates with the spec messages; the code is not enforced on save (A §5)', async () => {
    const token = await signInAs('staff');
    const fieldManager = db.users.find((u) => u.Roles.includes('BizStaff'))!;
    let res = await call(
      'POST',
      '/api/jobsites',
      { Name: ' ', BuilderId: 1, FieldManagerId: fieldManager.Id },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.data.Message).toBe('Please enter job site name');
    res = await call('POST', '/api/jobsites', { Name: 'X', BuilderId: 1 }, token);
    expect(res.status).toBe(400);
    expect(res.data.Message).toBe('Please select a field manager');
    for (const name of ['No Code A', 'No Code B']) {
      res = await call(
        'POST',
        '/api/jobsites',
        { Name: name, BuilderId: 1, FieldManagerId: fieldManager.Id },
        token,
      );
      expect(res.status).toBe(201);
      expect(res.data.JobSiteCode).toBe('');
    }
  });

  it('tells HasJobs and deletes a site with its jobs', async () => {
    const token = await signInAs('staff');
    const site = (await call('GET', '/api/jobsites/1', undefined, token)).data;
    expect(site.HasJobs).toBe(true);
    expect((await call('DELETE', '/api/jobsites/1', undefined, token)).status).toBe(204);
    expect(db.jobs.some((j) => j.JobSiteId === 1)).toBe(false);
  });

  it('filters the data table by builder and sorts by name; lists models by name', async () => {
    const token = await signInAs('staff');
    const res = await call(
      'POST',
      '/api/jobsites/datatables',
      {
        draw: 1,
        start: 0,
        length: 25,
        order: [{ column: 0, dir: 'desc' }],
        columns: [
          { data: 'Name', name: '', searchable: true, orderable: true, search: { value: '', regex: false } },
        ],
        search: { value: '', regex: false },
        builderId: 1,
      },
      token,
    );
    const names = (res.data.data as Array<{ Name: string; BuilderId: number }>).map((s) => s.Name);
    expect(names).toEqual(['Willow Creek', 'Stonegate Manor', 'Hickory Pointe']);
    const models = (await call('GET', '/api/jobSite/1/jobModels', undefined, token))
      .data as unknown as Array<{
      Name: string;
    }>;
    const modelNames = models.map((m) => m.Name);
    expect(modelNames).toEqual([...modelNames].sort());
  });
});
