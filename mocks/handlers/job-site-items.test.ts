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

describe('job models, options and elevations endpoints', () => {
  it('answers 401 without a token, 403 to a client and 404 for an unknown id or site', async () => {
    expect((await call('GET', '/api/jobSite/2/jobModels')).status).toBe(401);
    const client = await signInAs('client');
    expect((await call('POST', '/api/jobModels', client, { Name: 'Hudson', JobSiteId: 2 })).status).toBe(403);
    const staff = await signInAs('staff');
    expect((await call('GET', '/api/jobModels/99999', staff)).status).toBe(404);
    expect((await call('GET', '/api/jobSite/999/jobOptions', staff)).status).toBe(404);
  });

  it("lists a site's items by name ascending", async () => {
    const token = await signInAs('staff');
    for (const kind of ['jobModels', 'jobOptions', 'jobElevations']) {
      const answer = await call('GET', `/api/jobSite/2/${kind}`, token);
      expect(answer.status).toBe(200);
      const items = answer.data as Array<{ Name: string; JobSiteId: number }>;
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((i) => i.JobSiteId === 2)).toBe(true);
      const names = items.map((i) => i.Name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    }
  });

  it('creates and renames an item, refusing an empty name and a duplicate with a message', async () => {
    const token = await signInAs('staff');
    const created = await call('POST', '/api/jobOptions', token, { Name: 'Screened Porch', JobSiteId: 2 });
    expect(created.status).toBe(201);
    const option = created.data as { Id: number; ModifiedBy: string };
    expect(option.ModifiedBy).toBe('staff@example.com');

    const duplicate = await call('POST', '/api/jobOptions', token, { Name: 'screened porch', JobSiteId: 2 });
    expect(duplicate.status).toBe(400);
    expect(message(duplicate)).toBe("Job option 'screened porch' already exists for this job site.");
    const empty = await call('POST', '/api/jobOptions', token, { Name: ' ', JobSiteId: 2 });
    expect(empty.status).toBe(400);
    expect(message(empty)).toBe('Name is required.');

    const renamed = await call('PUT', `/api/jobOptions/${option.Id}`, token, { Name: 'Screen Porch' });
    expect(renamed.status).toBe(200);
    expect((renamed.data as { Name: string; JobSiteId: number }).Name).toBe('Screen Porch');
    expect(db.jobOptions.find((o) => o.Id === option.Id)?.JobSiteId).toBe(2);
  });

  it('deletes an unused item and refuses to delete one that jobs use', async () => {
    const token = await signInAs('staff');
    const created = await call('POST', '/api/jobElevations', token, { Name: 'Tudor', JobSiteId: 4 });
    const id = (created.data as { Id: number }).Id;
    expect((await call('DELETE', `/api/jobElevations/${id}`, token)).status).toBe(204);
    expect(db.jobElevations.some((e) => e.Id === id)).toBe(false);

    const used = db.jobs[0].JobModelId!;
    const refused = await call('DELETE', `/api/jobModels/${used}`, token);
    expect(refused.status).toBe(400);
    expect(message(refused)).toContain('cannot be deleted');
    expect(db.jobModels.some((m) => m.Id === used)).toBe(true);
  });

  it('answers the job model autocomplete and the per-site data tables', async () => {
    const token = await signInAs('staff');
    const models = db.jobModels.filter((m) => m.JobSiteId === 3);
    const term = models[0].Name.slice(0, 3);
    const auto = await call('GET', `/api/jobModels/autocomplete?jobsiteId=3&query=${term}`, token);
    const suggestions = auto.data as Array<{ JobSiteId: number; Name: string }>;
    expect(suggestions.length).toBeGreaterThan(0);
    expect(
      suggestions.every((m) => m.JobSiteId === 3 && m.Name.toLowerCase().includes(term.toLowerCase())),
    ).toBe(true);

    const elevations = await call('POST', '/api/jobSite/3/jobElevations/datatables', token, {
      draw: 2,
      start: 0,
      length: 10,
      columns: [{ data: 'Name' }],
      order: [{ column: 0, dir: 'desc' }],
    });
    const table = elevations.data as { draw: number; recordsTotal: number; data: Array<{ Name: string }> };
    expect(table.draw).toBe(2);
    expect(table.recordsTotal).toBe(db.jobElevations.filter((e) => e.JobSiteId === 3).length);
    const names = table.data.map((e) => e.Name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));

    // /api/jobOptions/datatables takes no job site (A §7): an undocumented jobSiteId is ignored
    const options = await call('POST', '/api/jobOptions/datatables', token, {
      draw: 1,
      start: 0,
      length: 10,
      jobSiteId: 3,
    });
    expect((options.data as { recordsTotal: number }).recordsTotal).toBe(db.jobOptions.length);
  });
});
