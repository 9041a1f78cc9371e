import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { MEMBERSHIP } from '../utils';
import { DEFAULT_ROLES } from '@/lib/permissions';
import { signInAs } from '@/test/test-utils';

async function call(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`http://localhost${MEMBERSHIP}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json().catch(() => null)) as unknown };
}

describe('role endpoints (decision 13)', () => {
  it('the seed leaves two default roles out, so that the first admin sign-in creates them', () => {
    const seeded = new Set(db.roles.map((r) => r.Name));
    expect(DEFAULT_ROLES.filter((r) => !seeded.has(r.Name)).map((r) => r.Name)).toEqual([
      'BizVicePresident',
      'BizService',
    ]);
    // Their users still carry the role names.
    expect(db.users.some((u) => u.Roles.includes('BizVicePresident'))).toBe(true);
    expect(db.users.some((u) => u.Roles.includes('BizService'))).toBe(true);
  });

  it('GET /role and POST /role/post need a token (401) and /sysadmin (403)', async () => {
    expect((await call('GET', '/role')).status).toBe(401);
    expect((await call('POST', '/role/post', { Name: 'BizService', Description: 'Service' })).status).toBe(
      401,
    );
    const staff = await signInAs('staff');
    expect((await call('GET', '/role', undefined, staff)).status).toBe(403);
    expect(
      (await call('POST', '/role/post', { Name: 'BizService', Description: 'Service' }, staff)).status,
    ).toBe(403);
    expect(db.roles.some((r) => r.Name === 'BizService')).toBe(false);
  });

  it('POST /role/post validates: 400 without Name, 400 for a name that exists', async () => {
    const admin = await signInAs('admin');
    const before = db.roles.length;
    const noName = await call('POST', '/role/post', { Description: 'Service' }, admin);
    expect(noName.status).toBe(400);
    expect(noName.data).toMatchObject({ Message: expect.stringContaining('Name') });
    expect((await call('POST', '/role/post', { Name: '  ', Description: 'x' }, admin)).status).toBe(400);
    expect((await call('POST', '/role/post', { Name: 'bizstaff', Description: 'x' }, admin)).status).toBe(
      400,
    );
    expect(db.roles.length).toBe(before);
  });

  it('POST /role/post creates the role, which GET /role then lists', async () => {
    const admin = await signInAs('admin');
    const created = await call('POST', '/role/post', { Name: 'BizService', Description: 'Service' }, admin);
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ Name: 'BizService', Description: 'Service' });
    const list = (await call('GET', '/role', undefined, admin)).data as Array<{ Name: string }>;
    expect(list.map((r) => r.Name)).toContain('BizService');
  });
});
