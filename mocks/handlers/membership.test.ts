import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { MEMBERSHIP } from '../utils';
import { signInAs } from '@/test/test-utils';

async function call(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`http://localhost${MEMBERSHIP}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: (await res.json().catch(() => null)) as unknown };
}

const idOf = (email: string) => db.users.find((u) => u.Email === email)!.Id;
const permissionId = (name: string) => db.permissions.find((p) => p.Name === name)!.Id;

describe('membership endpoints', () => {
  it('a permission granted to a user shows in their /auth/permissions at the next sign-in', async () => {
    const admin = await signInAs('admin');
    const staffId = idOf('staff@example.com');
    const profit = permissionId('Daewon.Permissions.CanAccessProfitReports');
    expect((await call('POST', `/user/${staffId}/permission/${profit}`, undefined, admin)).status).toBe(200);
    const staff = await signInAs('staff');
    const { data } = await call('GET', '/auth/permissions', undefined, staff);
    expect(data).toContain('Daewon.Permissions.CanAccessProfitReports');
    // direct and inherited permissions: roleId tells them apart
    const perms = (await call('GET', `/user/${staffId}/permission`, undefined, admin)).data as Array<{
      Id: number;
      roleId: number | null;
    }>;
    expect(perms.find((p) => p.Id === profit)?.roleId).toBeNull();
    expect(perms.some((p) => p.roleId === db.roles.find((r) => r.Name === 'BizStaff')!.Id)).toBe(true);
  });

  it('a role created with permissions and given to a user opens what it grants', async () => {
    const admin = await signInAs('admin');
    const role = (await call('POST', '/role/post', { Name: 'Estimators', Description: 'Estimates' }, admin))
      .data as { Id: number };
    const jobs = permissionId('Daewon.Permissions.CanManageJobs');
    await call('POST', `/role/${role.Id}/permission/${jobs}`, undefined, admin);
    expect((await call('GET', `/role/${role.Id}/permission`, undefined, admin)).data).toEqual([
      expect.objectContaining({ Id: jobs }),
    ]);
    const clientId = idOf('client@example.com');
    await call('POST', `/user/${clientId}/role/${role.Id}`, undefined, admin);
    const client = await signInAs('client');
    expect((await call('GET', '/auth/permissions', undefined, client)).data).toContain(
      'Daewon.Permissions.CanManageJobs',
    );
    // removing the role takes it from its users
    await call('DELETE', `/role/${role.Id}`, undefined, admin);
    expect(db.users.find((u) => u.Id === clientId)!.Roles).not.toContain('Estimators');
  });

  it('DELETE /user/{id} (decision 14) refuses oneself and a user in use with a message, removes others', async () => {
    const admin = await signInAs('admin');
    const message = (data: unknown) => (data as { Message?: string }).Message;
    const self = await call('DELETE', `/user/${idOf('admin@example.com')}`, undefined, admin);
    expect(self.status).toBe(400);
    expect(message(self.data)).toBe('You cannot delete your own account.');
    const fieldManager = db.users.find((u) => db.jobSites.some((s) => s.FieldManagerId === u.Id))!;
    const inUse = await call('DELETE', `/user/${fieldManager.Id}`, undefined, admin);
    expect(inUse.status).toBe(400);
    expect(message(inUse.data)).toMatch(/is assigned to job sites and cannot be deleted/);
    const owner = db.companies.find((c) => c.OwnerId)!.OwnerId!;
    expect((await call('DELETE', `/user/${owner}`, undefined, admin)).status).toBe(400);
    const priya = idOf('priya.shah@example.com');
    expect((await call('DELETE', `/user/${priya}`, undefined, admin)).status).toBe(200);
    expect(db.users.some((u) => u.Id === priya)).toBe(false);
    expect(db.userGroups.some((g) => g.UserIds.includes(priya))).toBe(false);
    expect((await call('DELETE', `/user/${priya}`, undefined, admin)).status).toBe(404);
    const staff = await signInAs('staff');
    expect((await call('DELETE', `/user/${idOf('hannah.ortiz@example.com')}`, undefined, staff)).status).toBe(
      403,
    );
  });

  it('refuses the administration calls without /sysadmin', async () => {
    const staff = await signInAs('staff');
    expect((await call('GET', '/permission', undefined, staff)).status).toBe(403);
    expect((await call('POST', '/datasource/user', {}, staff)).status).toBe(403);
    expect((await call('GET', '/manageCompanies/get/1', undefined, staff)).status).toBe(403);
    expect((await call('GET', '/permission')).status).toBe(401);
  });

  it('changes a password against the complexity rule and answers the error list', async () => {
    const admin = await signInAs('admin');
    const id = idOf('finance@example.com');
    expect(
      (await call('GET', `/account/IsUserAllowedToChangePassword/${id}`, undefined, admin)).data,
    ).toEqual({
      isAllowed: true,
    });
    const weak = await call(
      'POST',
      '/account/SecureChangePassword',
      { UserId: id, NewPassword: 'abc', NewPasswordRepeat: 'abc' },
      admin,
    );
    expect(weak.data).toMatchObject({ success: false });
    expect((weak.data as { errorMessages: string[] }).errorMessages.length).toBeGreaterThan(0);
    const ok = await call(
      'POST',
      '/account/SecureChangePassword',
      { UserId: id, NewPassword: 'Gutter#Line42', NewPasswordRepeat: 'Gutter#Line42' },
      admin,
    );
    expect(ok.data).toEqual({ success: true, errorMessages: [] });
    expect(db.users.find((u) => u.Id === id)!.Password).toBe('Gutter#Line42');
    // an inactive user's password cannot be changed
    const inactive = idOf('victor.sloane@example.com');
    expect(
      (await call('GET', `/account/IsUserAllowedToChangePassword/${inactive}`, undefined, admin)).data,
    ).toEqual({ isAllowed: false });
  });

  it('keeps user groups and validates their name', async () => {
    const staff = await signInAs('staff');
    expect((await call('POST', '/userGroup/post', { Name: ' ', Users: [] }, staff)).status).toBe(400);
    const created = await call(
      'POST',
      '/userGroup/post',
      { Name: 'Estimating', Users: [{ Id: idOf('finance@example.com') }] },
      staff,
    );
    const group = created.data as { Id: number; Users: Array<{ Email: string }> };
    expect(group.Users.map((u) => u.Email)).toEqual(['finance@example.com']);
    expect((await call('GET', `/api/userGroup/getUsers/${group.Id}`, undefined, staff)).data).toHaveLength(1);
    expect((await call('DELETE', `/userGroup/${group.Id}`, undefined, staff)).status).toBe(200);
    expect((await call('GET', `/userGroup/${group.Id}`, undefined, staff)).status).toBe(404);
  });

  it('creates a company with its owner and refuses a taken e-mail', async () => {
    const admin = await signInAs('admin');
    const owner = {
      FirstName: 'Nora',
      LastName: 'Quinn',
      Email: 'nora.quinn@example.com',
      Phone: '703-555-0111',
      Password: 'Siding#2026x',
      PasswordRepeat: 'Siding#2026x',
    };
    const body = {
      CompanyName: 'Quinn Roofing',
      Code: 'QR',
      LogoUrl: '',
      Domain: 'quinn.example.com',
      Owner: owner,
    };
    const created = await call('POST', '/manageCompanies/postCompany', body, admin);
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({
      CompanyName: 'Quinn Roofing',
      Owner: { Email: 'nora.quinn@example.com' },
    });
    expect((await call('POST', '/manageCompanies/postCompany', body, admin)).data).toEqual({
      Message: 'The email already exist',
    });
  });
});
