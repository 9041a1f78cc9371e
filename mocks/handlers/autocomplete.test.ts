import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { MEMBERSHIP } from '../utils';
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
    expect(data).toEqual({
      Id: user.Id,
      FirstName: user.FirstName,
      LastName: user.LastName,
      Email: user.Email,
    });
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
