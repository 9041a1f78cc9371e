import type { HttpHandler } from 'msw';
import { Roles } from '@/lib/permissions';
import { db, nextId, persist } from '../db';
import { dataTableAnswer, filterText, readDataTableRequest, type DataTableRequest } from '../datatables';
import type { MockUser } from '../types';
import { DAEWON, findOr404, HttpError, MEMBERSHIP, nowIso, readJson, respond, route } from '../utils';

/*
 * Business users (C §3 "User", C §7 "Biz users"): GET /bizUsers, POST /bizUsers/createUser, GET, PUT,
 * DELETE /bizUsers/{id}, GET /bizUsers/checkEmail/{email} on the Daewon base, and the data-table source
 * /datasource/bizUsers (custom filter role) on the membership base (decision 3).
 */

const M = 'Membership.Permissions.';
/** who reads business users: user managers, builder managers (a builder's managers tab), admins */
const READ = {
  permission: [
    `${M}CanManageUsers`,
    `${M}CanManageClientUsers`,
    `${M}CanManageClientCompanies`,
    '/manageUsers',
    '/sysadmin',
  ],
};
/** who creates, changes and removes them */
const WRITE = { permission: [`${M}CanManageUsers`, `${M}CanManageClientUsers`, '/manageUsers', '/sysadmin'] };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\d{3}-\d{3}-\d{4}$/;
const SSN = /^\d{3}-\d{2}-\d{4}$/;
export const EMAIL_EXISTS = 'The email already exist';
export const MIN_PASSWORD_LENGTH = 6;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const bad = (message: string) => new HttpError(respond.badRequest(message));

/** A user as /bizUsers answers it: the fields of C §3, never the password or the server's own fields. */
export function bizUserView(user: MockUser) {
  return {
    Id: user.Id,
    FirstName: user.FirstName,
    LastName: user.LastName,
    Email: user.Email,
    CellPhoneNumber: user.CellPhoneNumber,
    Roles: [...user.Roles],
    IsActive: user.IsActive,
    CompanyName: user.CompanyName ?? '',
    Ssn: user.Ssn ?? '',
    Address: user.Address ?? '',
    HomePhoneNumber: user.HomePhoneNumber ?? '',
    Comment: user.Comment ?? '',
    isNeedInvite: !!user.isNeedInvite,
    userName: user.Email,
  };
}

/** Every role a user may be given: the role table and the roles of C §6 (defaults not created yet too). */
function knownRole(name: string): string | undefined {
  const all = [...db.roles.map((r) => r.Name), ...Object.values(Roles)];
  return all.find((r) => r.toLowerCase() === name.toLowerCase());
}

export function emailTaken(email: string, exceptId?: number): boolean {
  const e = email.trim().toLowerCase();
  return !!e && db.users.some((u) => u.Id !== exceptId && u.Email.toLowerCase() === e);
}

interface UserBody {
  FirstName?: unknown;
  LastName?: unknown;
  Email?: unknown;
  CellPhoneNumber?: unknown;
  HomePhoneNumber?: unknown;
  Comment?: unknown;
  Roles?: unknown;
  IsActive?: unknown;
  CompanyName?: unknown;
  Ssn?: unknown;
  Address?: unknown;
  isNeedInvite?: unknown;
  Password?: unknown;
}

/** Validates a create or update body (C §5 "User creation", "User manager"). */
function readUser(body: UserBody, existing?: MockUser) {
  const roles = Array.isArray(body.Roles) ? body.Roles.map(text).filter(Boolean) : [];
  // a user holding no role (a company's owner) keeps none on update; anyone else needs one
  if (!roles.length && (!existing || existing.Roles.length)) throw bad('The user must have a role.');
  const resolved = roles.map((r) => {
    const known = knownRole(r);
    if (!known) throw bad(`Unknown role ${r}.`);
    return known;
  });
  const user = {
    FirstName: text(body.FirstName),
    LastName: text(body.LastName),
    Email: text(body.Email),
    CellPhoneNumber: text(body.CellPhoneNumber),
    HomePhoneNumber: text(body.HomePhoneNumber),
    Comment: text(body.Comment),
    CompanyName: text(body.CompanyName),
    Ssn: text(body.Ssn),
    Address: text(body.Address),
    Roles: [...new Set(resolved)],
    IsActive: body.IsActive === undefined ? (existing?.IsActive ?? true) : body.IsActive === true,
    isNeedInvite: body.isNeedInvite === true,
  };
  const password = typeof body.Password === 'string' ? body.Password : '';
  if (!user.FirstName) throw bad('First name is required.');
  if (!user.LastName) throw bad('Last name is required.');
  if (user.FirstName.length > 100 || user.LastName.length > 100) throw bad('A name is too long.');
  if (user.Email && !EMAIL.test(user.Email)) throw bad('The email is not valid.');
  if (user.isNeedInvite && !user.Email) throw bad('An invited user needs an email.');
  if (emailTaken(user.Email, existing?.Id)) throw bad(EMAIL_EXISTS);
  for (const [field, value] of [
    ['CellPhoneNumber', user.CellPhoneNumber],
    ['HomePhoneNumber', user.HomePhoneNumber],
  ] as const)
    if (value && !PHONE.test(value)) throw bad(`${field} must look like 999-999-9999.`);
  if (user.Ssn && !SSN.test(user.Ssn)) throw bad('The SSN must look like 999-99-9999.');
  const isClient = user.Roles.some((r) => r.toLowerCase() === Roles.Client.toLowerCase());
  // a password is needed to sign in: on creation, unless invited, e-mail-less or a client (C §5)
  if (!existing && !user.isNeedInvite && user.Email && !isClient && !password)
    throw bad('Password is required.');
  if (password && password.length < MIN_PASSWORD_LENGTH)
    throw bad(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  return { user, password };
}

/** What keeps a user from being removed: the records that name them. */
function blockerOf(user: MockUser): string | null {
  if (db.companies.some((c) => c.OwnerId === user.Id))
    return `${user.FirstName} ${user.LastName} owns a company and cannot be deleted.`;
  if (db.jobs.some((j) => j.JobSubcontractorIds.includes(user.Id)))
    return `${user.FirstName} ${user.LastName} is assigned to jobs and cannot be deleted.`;
  if (db.jobSites.some((s) => s.FieldManagerId === user.Id || s.SuperintendentIds.includes(user.Id)))
    return `${user.FirstName} ${user.LastName} is assigned to job sites and cannot be deleted.`;
  if (db.clientCompanies.some((c) => c.MainContactUserId === user.Id))
    return `${user.FirstName} ${user.LastName} is the main contact of a builder and cannot be deleted.`;
  return null;
}

/** Business users for /datasource/bizUsers: its one documented custom filter, role (C §7). */
function bizUsersAnswer(req: DataTableRequest) {
  const role = filterText(req.filters.role);
  const rows = db.users
    .filter((u) => !role || u.Roles.some((r) => r.toLowerCase() === role))
    .map(bizUserView);
  return dataTableAnswer(req, rows);
}

/**
 * Why the server refuses to remove `user` when `by` asks (400 with this message), or null: nobody deletes their
 * own account, nor a user whom other records name (DELETE /bizUsers/{id} and DELETE /user/{id}, decision 14).
 */
export function removalRefusal(user: MockUser, by: MockUser): string | null {
  if (user.Id === by.Id) return 'You cannot delete your own account.';
  return blockerOf(user);
}

/** Removes a user with what belongs only to them: sessions, group memberships, documents. */
export function removeUser(user: MockUser) {
  db.users = db.users.filter((u) => u.Id !== user.Id);
  db.sessions = db.sessions.filter((s) => s.userId !== user.Id && s.originalUserId !== user.Id);
  for (const g of db.userGroups) g.UserIds = g.UserIds.filter((id) => id !== user.Id);
  db.subcontractorDocuments = db.subcontractorDocuments.filter((d) => d.SubcontractorId !== user.Id);
  persist();
}

export const bizUsersHandlers: HttpHandler[] = [
  route(
    'post',
    MEMBERSHIP,
    '/datasource/bizUsers',
    async ({ request }) => respond.ok(bizUsersAnswer(await readDataTableRequest(request))),
    READ,
  ),
  route(
    'get',
    MEMBERSHIP,
    '/datasource/bizUsers',
    async ({ request }) => respond.ok(bizUsersAnswer(await readDataTableRequest(request))),
    READ,
  ),
  route('get', DAEWON, '/bizUsers', () => respond.ok(db.users.map(bizUserView)), READ),
  route<{ email: string }>(
    'get',
    DAEWON,
    '/bizUsers/checkEmail/:email',
    ({ params }) => respond.ok(emailTaken(decodeURIComponent(params.email))),
    WRITE,
  ),
  route(
    'post',
    DAEWON,
    '/bizUsers/createUser',
    async ({ request, user: by }) => {
      const { user: fields, password } = readUser(await readJson<UserBody>(request));
      const user: MockUser = {
        Id: nextId(db.users),
        ...fields,
        Password: password,
        Permissions: [],
        ModifiedBy: by.Email,
        ModifiedDate: nowIso(),
      };
      db.users.push(user);
      persist();
      return respond.ok(bizUserView(user), 201);
    },
    WRITE,
  ),
  route<{ id: string }>(
    'get',
    DAEWON,
    '/bizUsers/:id',
    ({ params }) => respond.ok(bizUserView(findOr404(db.users, params.id, 'User'))),
    READ,
  ),
  route<{ id: string }>(
    'put',
    DAEWON,
    '/bizUsers/:id',
    async ({ request, params, user: by }) => {
      const user = findOr404(db.users, params.id, 'User');
      const { user: fields, password } = readUser(await readJson<UserBody>(request), user);
      Object.assign(user, fields, { ModifiedBy: by.Email, ModifiedDate: nowIso() });
      if (password) user.Password = password;
      persist();
      return respond.ok(bizUserView(user));
    },
    WRITE,
  ),
  route<{ id: string }>(
    'delete',
    DAEWON,
    '/bizUsers/:id',
    ({ params, user: by }) => {
      const user = findOr404(db.users, params.id, 'User');
      const refusal = removalRefusal(user, by);
      if (refusal) return respond.badRequest(refusal);
      removeUser(user);
      return respond.noContent();
    },
    WRITE,
  ),
];
