import { describe, expect, it } from 'vitest';
import { signInAs } from '@/test/test-utils';
import { db } from '../db';
import { membershipAnswerSchemas } from './membership';
import { routeKeys, sweep } from './sweep';

/*
 * Every route of the membership base, called as a permitted demo user with valid data; each 2xx answer is
 * parsed through its strict registry schema (mocks/answer-schemas/membership.ts).
 */

const M = '/membership.api';
const table = { draw: 1, start: 0, length: 10, order: [], columns: [], search: { value: '', regex: false } };
const idOf = (email: string) => db.users.find((u) => u.Email === email)!.Id;
const permissionId = (name: string) => db.permissions.find((p) => p.Name === name)!.Id;

describe('membership answers (strict schemas)', () => {
  it('every membership route has a registry entry', () => {
    const routes = routeKeys((key) => key.includes(` ${M}/`));
    expect(routes.filter((key) => !(key in membershipAnswerSchemas))).toEqual([]);
    expect(Object.keys(membershipAnswerSchemas).filter((key) => !routes.includes(key))).toEqual([]);
  });

  it('every route answers its documented shape', async () => {
    const { call, called } = sweep(membershipAnswerSchemas);
    const admin = await signInAs('admin');
    const staff = await signInAs('staff');
    const staffId = idOf('staff@example.com');
    const clientId = idOf('client@example.com');

    /* authentication and account */
    await call(`POST ${M}/auth`, '/auth', admin, { Login: 'finance@example.com', Password: 'demo1234' });
    await call(`GET ${M}/auth/user`, '/auth/user', staff);
    await call(`GET ${M}/auth/permissions`, '/auth/permissions', staff);
    await call(`GET ${M}/account/ChangePasswordRequirements`, '/account/ChangePasswordRequirements', staff);
    await call(
      `GET ${M}/account/IsUserAllowedToChangePassword/:userId`,
      `/account/IsUserAllowedToChangePassword/${staffId}`,
      staff,
    );
    const weak = await call<{ success: boolean }>(
      `POST ${M}/account/SecureChangePassword`,
      '/account/SecureChangePassword',
      staff,
      { UserId: staffId, NewPassword: 'abc', NewPasswordRepeat: 'abc' },
    );
    expect(weak.success).toBe(false);
    await call(`POST ${M}/account/SecureChangePassword`, '/account/SecureChangePassword', staff, {
      UserId: staffId,
      NewPassword: 'Str0ng!Passw0rd',
      NewPasswordRepeat: 'Str0ng!Passw0rd',
    });

    /* users */
    await call(`POST ${M}/datasource/user`, '/datasource/user', admin, table);
    await call(`GET ${M}/user`, '/user', admin);
    await call(`GET ${M}/user/autocomplete`, '/user/autocomplete?q=a&page_limit=11&page=1', admin);
    await call(`GET ${M}/user/:id`, `/user/${staffId}`, admin);
    await call(`GET ${M}/user/:id/permission`, `/user/${staffId}/permission`, admin);
    await call(`GET ${M}/user/:id/role`, `/user/${staffId}/role`, admin);
    const profit = permissionId('Daewon.Permissions.CanAccessProfitReports');
    await call(`POST ${M}/user/:id/permission/:grant`, `/user/${staffId}/permission/${profit}`, admin);
    await call(`DELETE ${M}/user/:id/permission/:grant`, `/user/${staffId}/permission/${profit}`, admin);
    const roles = await call<Array<{ Id: number; Name: string }>>(`GET ${M}/role`, '/role', admin);
    const financeRole = roles.find((r) => r.Name === 'BizFinanceManager')!.Id;
    await call(`POST ${M}/user/:id/role/:grant`, `/user/${staffId}/role/${financeRole}`, admin);
    await call(`DELETE ${M}/user/:id/role/:grant`, `/user/${staffId}/role/${financeRole}`, admin);
    await call(`POST ${M}/datasource/bizUsers`, '/datasource/bizUsers', admin, {
      ...table,
      role: 'BizStaff',
    });
    await call(
      `GET ${M}/datasource/bizUsers`,
      '/datasource/bizUsers?draw=1&start=0&length=10&role=BizSubContractor',
      admin,
    );

    /* roles and permissions */
    await call(`GET ${M}/permission`, '/permission', admin);
    const role = await call<{ Id: number }>(`POST ${M}/role/post`, '/role/post', admin, {
      Name: 'Estimators',
      Description: 'Estimates',
    });
    await call(`POST ${M}/datasource/role`, '/datasource/role', admin, table);
    await call(`POST ${M}/role/:id/permission/:grant`, `/role/${role.Id}/permission/${profit}`, admin);
    await call(`GET ${M}/role/:id`, `/role/${role.Id}`, admin);
    await call(`GET ${M}/role/:id/permission`, `/role/${role.Id}/permission`, admin);
    await call(`DELETE ${M}/role/:id/permission/:grant`, `/role/${role.Id}/permission/${profit}`, admin);
    await call(`PUT ${M}/role/:id`, `/role/${role.Id}`, admin, {
      Id: role.Id,
      Name: 'Estimate',
      Description: '',
    });
    await call(`DELETE ${M}/role/:id`, `/role/${role.Id}`, admin);

    /* user groups (no access restriction) */
    const group = await call<{ Id: number }>(`POST ${M}/userGroup/post`, '/userGroup/post', staff, {
      Name: 'Night crew',
      Users: [{ Id: staffId }, { Id: clientId }],
    });
    await call(`POST ${M}/datasource/userGroup`, '/datasource/userGroup', staff, table);
    await call(`GET ${M}/api/userGroup/getAll`, '/api/userGroup/getAll', staff);
    await call(`GET ${M}/api/userGroup/getUsers/:id`, `/api/userGroup/getUsers/${group.Id}`, staff);
    await call(`GET ${M}/userGroup/:id`, `/userGroup/${group.Id}`, staff);
    await call(`PUT ${M}/userGroup/:id`, `/userGroup/${group.Id}`, staff, {
      Id: group.Id,
      Name: 'Day crew',
      Users: [{ Id: staffId }],
    });
    await call(`DELETE ${M}/userGroup/:id`, `/userGroup/${group.Id}`, staff);

    /* companies */
    await call(`POST ${M}/datasource/manageCompanies`, '/datasource/manageCompanies', admin, table);
    await call(`GET ${M}/manageCompanies/GetAllCompanies`, '/manageCompanies/GetAllCompanies', admin);
    await call(`GET ${M}/manageCompanies/get/:id`, '/manageCompanies/get/1', admin);
    const company = await call<{ Id: number }>(
      `POST ${M}/manageCompanies/postCompany`,
      '/manageCompanies/postCompany',
      admin,
      {
        CompanyName: 'Daewon North',
        Code: 'DWN',
        LogoUrl: '',
        Domain: 'north.example.com',
        Owner: {
          FirstName: 'Nora',
          LastName: 'North',
          Phone: '555-010-0199',
          Email: 'nora.north@example.com',
          Password: 'Str0ng!Passw0rd',
          PasswordRepeat: 'Str0ng!Passw0rd',
          Comment: '',
        },
      },
    );
    await call(`PUT ${M}/manageCompanies/putCompany`, '/manageCompanies/putCompany', admin, {
      Id: company.Id,
      CompanyName: 'Daewon North East',
      Code: 'DWN',
      LogoUrl: '',
      Domain: 'north.example.com',
    });
    await call(
      `POST ${M}/manageCompanies/UnattachDropBox`,
      '/manageCompanies/UnattachDropBox?companyId=1',
      admin,
    );

    /* the deletes and impersonation last */
    await call(`GET ${M}/auth/impersonate/:userId`, `/auth/impersonate/${clientId}`, admin);
    await call(`GET ${M}/auth/CancelImpersonation`, '/auth/CancelImpersonation', admin);
    await call(`DELETE ${M}/user/:id`, `/user/${idOf('priya.shah@example.com')}`, admin);

    expect(Object.keys(membershipAnswerSchemas).filter((key) => !called.has(key))).toEqual([]);
  });
});
