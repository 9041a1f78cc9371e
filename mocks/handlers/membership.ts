import type { HttpHandler } from 'msw';
import { passwordComplexity } from '@/api/account';
import { db, nextId, persist } from '../db';
import { dataTableAnswer, readDataTableRequest } from '../datatables';
import { removalRefusal, removeUser } from './biz-users';
import type { MockCompany, MockRole, MockUser, MockUserGroup } from '../types';
import {
  findOr404,
  hasRole,
  HttpError,
  MEMBERSHIP,
  nowIso,
  permissionsOf,
  readJson,
  requireFields,
  respond,
  route,
} from '../utils';

/*
 * Membership administration (issue 16; C §7 "Users, biz users, roles, permissions, groups", "Companies",
 * "Authentication and account"). It reads and writes the same users, roles and permissions the sign-in
 * and /auth/permissions read, so a grant here shows at the user's next sign-in.
 */

const SYSADMIN = { permission: '/sysadmin' };

/** The server's password rule (GET /account/ChangePasswordRequirements). */
export const PASSWORD_MIN_COMPLEXITY = 70;
const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_REQUIREMENTS = [
  `At least ${PASSWORD_MIN_LENGTH} characters`,
  'Mix lower case and upper case letters, digits and symbols',
  `A complexity of at least ${PASSWORD_MIN_COMPLEXITY} %`,
];

function passwordErrors(password: string, repeat: string): string[] {
  const errors: string[] = [];
  if (!password) errors.push('New password is required.');
  if (password !== repeat) errors.push('The password and its confirmation do not match.');
  if (password && password.length < PASSWORD_MIN_LENGTH)
    errors.push(`The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`);
  if (password && passwordComplexity(password) < PASSWORD_MIN_COMPLEXITY)
    errors.push(
      `The password is too weak: complexity ${passwordComplexity(password)} % of the required ${PASSWORD_MIN_COMPLEXITY} %.`,
    );
  return errors;
}

const companyName = (user: MockUser) =>
  db.companies.find((c) => c.Id === user.MembershipCompanyId)?.CompanyName ?? '';

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const permissionByName = (name: string) => db.permissions.find((p) => p.Name === name);
const rolesOf = (user: MockUser) => db.roles.filter((r) => user.Roles.some((n) => sameName(n, r.Name)));
const toRole = (r: MockRole) => ({ Id: r.Id, Name: r.Name, Description: r.Description });
const rolePermissions = (r: MockRole) =>
  r.Permissions.map(permissionByName)
    .filter((p) => !!p)
    .map((p) => ({ Id: p.Id, Name: p.Name, Type: p.Type }));

/** A user's permissions: each role's (with its roleId), then the direct ones (roleId null). */
function userPermissions(user: MockUser) {
  const inherited = rolesOf(user).flatMap((r) => rolePermissions(r).map((p) => ({ ...p, roleId: r.Id })));
  const direct = user.Permissions.map(permissionByName)
    .filter((p) => !!p)
    .map((p) => ({ Id: p.Id, Name: p.Name, Type: p.Type, roleId: null }));
  return [...inherited, ...direct];
}

const userRow = (u: MockUser) => ({
  Id: u.Id,
  CompanyName: companyName(u),
  Roles: [...u.Roles],
  FirstName: u.FirstName,
  LastName: u.LastName,
  Email: u.Email,
});

const groupUser = (u: MockUser) => ({
  Id: u.Id,
  FirstName: u.FirstName,
  LastName: u.LastName,
  Email: u.Email,
  CellPhoneNumber: u.CellPhoneNumber,
});

const groupDto = (g: MockUserGroup) => ({
  Id: g.Id,
  Name: g.Name,
  Users: g.UserIds.map((id) => db.users.find((u) => u.Id === id))
    .filter((u): u is MockUser => !!u)
    .map(groupUser),
});

function ownerOf(c: MockCompany) {
  const o = db.users.find((u) => u.Id === c.OwnerId);
  return o
    ? // the owner's fields of C §3 (no password)
      {
        FirstName: o.FirstName,
        LastName: o.LastName,
        Phone: o.CellPhoneNumber,
        Email: o.Email,
        Comment: o.Comment ?? '',
      }
    : null;
}

const companyDto = (c: MockCompany) => ({
  Id: c.Id,
  CompanyName: c.CompanyName,
  Code: c.Code,
  LogoUrl: c.LogoUrl,
  Domain: c.Domain,
  IsDropBoxAttached: c.IsDropBoxAttached,
  Owner: ownerOf(c),
});

interface GroupBody {
  Name?: unknown;
  Users?: Array<{ Id?: unknown }>;
}

function readGroup(body: GroupBody, id?: number) {
  const name = typeof body.Name === 'string' ? body.Name.trim() : '';
  if (!name) throw new HttpError(respond.badRequest('The group name is required.'));
  if (db.userGroups.some((g) => g.Id !== id && sameName(g.Name, name)))
    throw new HttpError(respond.badRequest(`A group named ${name} already exists.`));
  const ids = (Array.isArray(body.Users) ? body.Users : []).map((u) => Number(u?.Id));
  if (ids.some((uid) => !db.users.some((u) => u.Id === uid)))
    throw new HttpError(respond.badRequest('The group names a user that does not exist.'));
  return { Name: name, UserIds: [...new Set(ids)] };
}

interface CompanyBody {
  Id?: unknown;
  CompanyName?: unknown;
  Code?: unknown;
  LogoUrl?: unknown;
  Domain?: unknown;
  Owner?: {
    FirstName?: unknown;
    LastName?: unknown;
    Phone?: unknown;
    Email?: unknown;
    Password?: unknown;
    PasswordRepeat?: unknown;
    Comment?: unknown;
  } | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function readCompanyFields(body: CompanyBody) {
  const name = text(body.CompanyName);
  if (!name) throw new HttpError(respond.badRequest('The company name is required.'));
  return { CompanyName: name, Code: text(body.Code), LogoUrl: text(body.LogoUrl), Domain: text(body.Domain) };
}

function findRole(id: string | undefined) {
  return findOr404(db.roles, id, 'Role');
}

/** How one assignment (a user's permission or role, a role's permission) is read and changed. */
interface Grant<H, G> {
  /** the endpoint, with the holder's `:id` and the granted thing's `:grant` */
  path: string;
  /** the user or role holding the grant (404 when unknown) */
  holder: (id: string) => H;
  /** the permission or role granted (404 when unknown) */
  grant: (id: string) => G;
  holds: (holder: H, grant: G) => boolean;
  add: (holder: H, grant: G) => void;
  remove: (holder: H, grant: G) => void;
  /** the 400 message when unassigning what the holder does not hold */
  notHeld: string;
}

/** POST assigns (nothing changes when already held), DELETE unassigns; both answer true. */
function grantRoutes<H, G>(g: Grant<H, G>): HttpHandler[] {
  const find = (params: { id: string; grant: string }) =>
    [g.holder(params.id), g.grant(params.grant)] as const;
  return [
    route<{ id: string; grant: string }>(
      'post',
      MEMBERSHIP,
      g.path,
      ({ params }) => {
        const [holder, grant] = find(params);
        if (!g.holds(holder, grant)) g.add(holder, grant);
        persist();
        return respond.ok(true);
      },
      SYSADMIN,
    ),
    route<{ id: string; grant: string }>(
      'delete',
      MEMBERSHIP,
      g.path,
      ({ params }) => {
        const [holder, grant] = find(params);
        if (!g.holds(holder, grant)) return respond.badRequest(g.notHeld);
        g.remove(holder, grant);
        persist();
        return respond.ok(true);
      },
      SYSADMIN,
    ),
  ];
}

export const membershipHandlers: HttpHandler[] = [
  /* ---------- users ---------- */
  route(
    'post',
    MEMBERSHIP,
    '/datasource/user',
    async ({ request }) =>
      respond.ok(dataTableAnswer(await readDataTableRequest(request), db.users.map(userRow))),
    SYSADMIN,
  ),
  route('get', MEMBERSHIP, '/user', () => respond.ok(db.users.map(userRow)), SYSADMIN),
  route<{ id: string }>(
    'get',
    MEMBERSHIP,
    '/user/:id/permission',
    ({ params }) => respond.ok(userPermissions(findOr404(db.users, params.id, 'User'))),
    SYSADMIN,
  ),
  route<{ id: string }>(
    'get',
    MEMBERSHIP,
    '/user/:id/role',
    ({ params }) => respond.ok(rolesOf(findOr404(db.users, params.id, 'User')).map(toRole)),
    SYSADMIN,
  ),
  ...grantRoutes({
    path: '/user/:id/permission/:grant',
    holder: (id) => findOr404(db.users, id, 'User'),
    grant: (id) => findOr404(db.permissions, id, 'Permission'),
    holds: (user, permission) => user.Permissions.includes(permission.Name),
    add: (user, permission) => user.Permissions.push(permission.Name),
    remove: (user, permission) => {
      user.Permissions = user.Permissions.filter((p) => p !== permission.Name);
    },
    notHeld: 'The user does not hold this permission directly.',
  }),
  ...grantRoutes({
    path: '/user/:id/role/:grant',
    holder: (id) => findOr404(db.users, id, 'User'),
    grant: findRole,
    holds: (user, role) => hasRole(user, role.Name),
    add: (user, role) => user.Roles.push(role.Name),
    remove: (user, role) => {
      user.Roles = user.Roles.filter((r) => !sameName(r, role.Name));
    },
    notHeld: 'The user does not hold this role.',
  }),
  route<{ id: string }>(
    'delete',
    MEMBERSHIP,
    '/user/:id',
    // decision 14: the membership users' removal; refused (400, the reason) for oneself or a user in use
    ({ params, user: me }) => {
      const user = findOr404(db.users, params.id, 'User');
      const refusal = removalRefusal(user, me);
      if (refusal) return respond.badRequest(refusal);
      removeUser(user);
      return respond.ok(true);
    },
    SYSADMIN,
  ),

  /* ---------- permissions and roles ---------- */
  route('get', MEMBERSHIP, '/permission', () => respond.ok(db.permissions.map((p) => ({ ...p }))), SYSADMIN),
  route(
    'post',
    MEMBERSHIP,
    '/datasource/role',
    async ({ request }) =>
      respond.ok(dataTableAnswer(await readDataTableRequest(request), db.roles.map(toRole))),
    SYSADMIN,
  ),
  route<{ id: string }>(
    'get',
    MEMBERSHIP,
    '/role/:id',
    ({ params }) => {
      const role = findRole(params.id);
      return respond.ok({ ...toRole(role), Permissions: rolePermissions(role) });
    },
    SYSADMIN,
  ),
  route<{ id: string }>(
    'get',
    MEMBERSHIP,
    '/role/:id/permission',
    ({ params }) => respond.ok(rolePermissions(findRole(params.id))),
    SYSADMIN,
  ),
  route<{ id: string }>(
    'put',
    MEMBERSHIP,
    '/role/:id',
    async ({ request, params }) => {
      const role = findRole(params.id);
      const body = await readJson<{ Name?: unknown; Description?: unknown }>(request);
      requireFields(body, ['Name']);
      const name = String(body.Name).trim();
      if (db.roles.some((r) => r.Id !== role.Id && sameName(r.Name, name)))
        return respond.badRequest(`Role ${name} already exists.`);
      // users hold roles by name: a rename follows them
      for (const u of db.users) u.Roles = u.Roles.map((r) => (sameName(r, role.Name) ? name : r));
      role.Name = name;
      role.Description = typeof body.Description === 'string' ? body.Description : '';
      persist();
      return respond.ok(toRole(role));
    },
    SYSADMIN,
  ),
  route<{ id: string }>(
    'delete',
    MEMBERSHIP,
    '/role/:id',
    ({ params }) => {
      const role = findRole(params.id);
      db.roles = db.roles.filter((r) => r.Id !== role.Id);
      for (const u of db.users) u.Roles = u.Roles.filter((r) => !sameName(r, role.Name));
      persist();
      return respond.ok(true);
    },
    SYSADMIN,
  ),
  ...grantRoutes({
    path: '/role/:id/permission/:grant',
    holder: findRole,
    grant: (id) => findOr404(db.permissions, id, 'Permission'),
    holds: (role, permission) => role.Permissions.includes(permission.Name),
    add: (role, permission) => role.Permissions.push(permission.Name),
    remove: (role, permission) => {
      role.Permissions = role.Permissions.filter((p) => p !== permission.Name);
    },
    notHeld: 'The role does not hold this permission.',
  }),

  /* ---------- user groups (no access restriction: any signed-in user) ---------- */
  route('post', MEMBERSHIP, '/datasource/userGroup', async ({ request }) =>
    respond.ok(
      dataTableAnswer(
        await readDataTableRequest(request),
        db.userGroups.map((g) => ({ Id: g.Id, Name: g.Name })),
      ),
    ),
  ),
  route('get', MEMBERSHIP, '/api/userGroup/getAll', () =>
    respond.ok(
      [...db.userGroups]
        .sort((a, b) => a.Name.localeCompare(b.Name))
        .map((g) => ({ Id: g.Id, Name: g.Name })),
    ),
  ),
  route<{ id: string }>('get', MEMBERSHIP, '/api/userGroup/getUsers/:id', ({ params }) =>
    respond.ok(groupDto(findOr404(db.userGroups, params.id, 'User group')).Users),
  ),
  route('post', MEMBERSHIP, '/userGroup/post', async ({ request }) => {
    const group = { Id: nextId(db.userGroups), ...readGroup(await readJson<GroupBody>(request)) };
    db.userGroups.push(group);
    persist();
    return respond.ok(groupDto(group));
  }),
  route<{ id: string }>('get', MEMBERSHIP, '/userGroup/:id', ({ params }) =>
    respond.ok(groupDto(findOr404(db.userGroups, params.id, 'User group'))),
  ),
  route<{ id: string }>('put', MEMBERSHIP, '/userGroup/:id', async ({ request, params }) => {
    const group = findOr404(db.userGroups, params.id, 'User group');
    Object.assign(group, readGroup(await readJson<GroupBody>(request), group.Id));
    persist();
    return respond.ok(groupDto(group));
  }),
  route<{ id: string }>('delete', MEMBERSHIP, '/userGroup/:id', ({ params }) => {
    const group = findOr404(db.userGroups, params.id, 'User group');
    db.userGroups = db.userGroups.filter((g) => g.Id !== group.Id);
    persist();
    return respond.ok(true);
  }),

  /* ---------- companies ---------- */
  route(
    'post',
    MEMBERSHIP,
    '/datasource/manageCompanies',
    async ({ request }) =>
      respond.ok(dataTableAnswer(await readDataTableRequest(request), db.companies.map(companyDto))),
    SYSADMIN,
  ),
  route(
    'get',
    MEMBERSHIP,
    '/manageCompanies/GetAllCompanies',
    () => respond.ok(db.companies.map(companyDto)),
    SYSADMIN,
  ),
  route<{ id: string }>(
    'get',
    MEMBERSHIP,
    '/manageCompanies/get/:id',
    ({ params }) => respond.ok(companyDto(findOr404(db.companies, params.id, 'Company'))),
    SYSADMIN,
  ),
  route(
    'post',
    MEMBERSHIP,
    '/manageCompanies/postCompany',
    async ({ request, user }) => {
      const body = await readJson<CompanyBody>(request);
      const fields = readCompanyFields(body);
      const owner = body.Owner ?? {};
      const first = text(owner.FirstName);
      const last = text(owner.LastName);
      const email = text(owner.Email).toLowerCase();
      if (!first || !last || !email)
        return respond.badRequest("The owner's first name, last name and e-mail are required.");
      if (db.users.some((u) => u.Email.toLowerCase() === email))
        return respond.badRequest('The email already exist');
      const password = typeof owner.Password === 'string' ? owner.Password : '';
      const errors = passwordErrors(
        password,
        typeof owner.PasswordRepeat === 'string' ? owner.PasswordRepeat : '',
      );
      if (errors.length) return respond.badRequest(errors.join(' '));
      const company: MockCompany = {
        Id: nextId(db.companies),
        ...fields,
        IsDropBoxAttached: false,
        Theme: 'default',
        BackupLimit: 7,
        OwnerId: null,
        Comment: text(owner.Comment),
      };
      const ownerUser: MockUser = {
        Id: nextId(db.users),
        FirstName: first,
        LastName: last,
        Email: email,
        CellPhoneNumber: text(owner.Phone),
        Roles: [],
        Password: password,
        Permissions: [],
        IsActive: true,
        ModifiedBy: user.Email,
        ModifiedDate: nowIso(),
        Comment: text(owner.Comment),
        MembershipCompanyId: company.Id,
      };
      company.OwnerId = ownerUser.Id;
      db.users.push(ownerUser);
      db.companies.push(company);
      persist();
      return respond.ok(companyDto(company));
    },
    SYSADMIN,
  ),
  route(
    'put',
    MEMBERSHIP,
    '/manageCompanies/putCompany',
    async ({ request }) => {
      const body = await readJson<CompanyBody>(request);
      const company = findOr404(db.companies, body.Id as number, 'Company');
      Object.assign(company, readCompanyFields(body));
      persist();
      return respond.ok(companyDto(company));
    },
    SYSADMIN,
  ),
  route(
    'post',
    MEMBERSHIP,
    '/manageCompanies/UnattachDropBox',
    async ({ request, url }) => {
      const fromBody = await request
        .clone()
        .json()
        .then((b: { companyId?: unknown }) => b?.companyId)
        .catch(() => undefined);
      const company = findOr404(
        db.companies,
        String(url.searchParams.get('companyId') ?? fromBody),
        'Company',
      );
      if (!company.IsDropBoxAttached) return respond.badRequest('No Dropbox account is attached.');
      company.IsDropBoxAttached = false;
      persist();
      return respond.ok(true);
    },
    SYSADMIN,
  ),

  /* ---------- account ---------- */
  // C §7 names this call but none of its fields (decision 19): the client reads them defensively
  // (readPasswordRequirements) and works without them, so the mock's spelling is one of several it accepts
  route('get', MEMBERSHIP, '/account/ChangePasswordRequirements', () =>
    respond.ok({
      MinimumLength: PASSWORD_MIN_LENGTH,
      MinimumComplexity: PASSWORD_MIN_COMPLEXITY,
      Requirements: PASSWORD_REQUIREMENTS,
    }),
  ),
  route<{ userId: string }>(
    'get',
    MEMBERSHIP,
    '/account/IsUserAllowedToChangePassword/:userId',
    ({ params, user }) => {
      const target = findOr404(db.users, params.userId, 'User');
      const may = target.Id === user.Id || permissionsOf(user).includes('/sysadmin');
      return respond.ok({ isAllowed: may && target.IsActive });
    },
  ),
  route('post', MEMBERSHIP, '/account/SecureChangePassword', async ({ request, user }) => {
    const body = await readJson<{ UserId?: unknown; NewPassword?: unknown; NewPasswordRepeat?: unknown }>(
      request,
    );
    const target = findOr404(db.users, Number(body.UserId), 'User');
    const may = target.Id === user.Id || permissionsOf(user).includes('/sysadmin');
    if (!may) return respond.forbidden();
    if (!target.IsActive)
      return respond.ok({
        success: false,
        errorMessages: ['The password of an inactive user cannot be changed.'],
      });
    const errors = passwordErrors(
      typeof body.NewPassword === 'string' ? body.NewPassword : '',
      typeof body.NewPasswordRepeat === 'string' ? body.NewPasswordRepeat : '',
    );
    if (errors.length) return respond.ok({ success: false, errorMessages: errors });
    target.Password = String(body.NewPassword);
    persist();
    return respond.ok({ success: true, errorMessages: [] });
  }),
];
