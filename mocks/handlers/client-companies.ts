import type { HttpHandler } from 'msw';
import { db, nextId, persist } from '../db';
import { dataTableAnswer, filterText, readDataTableRequest, type DataTableRequest } from '../datatables';
import type { MockClientCompany, MockUser } from '../types';
import { DAEWON, findOr404, HttpError, nowIso, readJson, respond, route } from '../utils';
import { DEMO_PASSWORD } from '../seed';
import { clientCompanyView } from '../views';

/* Client companies (builders) with their main contact user (C §3, C §5, C §7). GET /clientCompany (the
 * full list) is served by the autocomplete handlers. */

const CAN_MANAGE_CLIENT_COMPANIES = 'Membership.Permissions.CanManageClientCompanies';
const MANAGE = { permission: CAN_MANAGE_CLIENT_COMPANIES };
const MANAGER_ROLE = 'BizClientCompanyManager';

const clientCompanyDto = clientCompanyView;

interface ContactBody {
  FirstName?: unknown;
  LastName?: unknown;
  Email?: unknown;
  CellPhoneNumber?: unknown;
  Address?: unknown;
  Password?: unknown;
  RepeatPassword?: unknown;
}

interface CompanyBody {
  CompanyName?: unknown;
  Address?: unknown;
  PhoneNumber?: unknown;
  FaxNumber?: unknown;
  ContactName?: unknown;
  ContactPhoneNumber?: unknown;
  MainContactUser?: ContactBody | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const bad = (message: string) => new HttpError(respond.badRequest(message));
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Validates a builder body (C §5): CompanyName, Address, PhoneNumber, the contact's names and e-mail. */
function readCompany(body: CompanyBody, existing?: MockClientCompany) {
  const company = {
    CompanyName: text(body.CompanyName),
    Address: text(body.Address),
    PhoneNumber: text(body.PhoneNumber),
    FaxNumber: text(body.FaxNumber),
    ContactName: text(body.ContactName),
    ContactPhoneNumber: text(body.ContactPhoneNumber),
  };
  if (!company.CompanyName) throw bad('Company name is required.');
  if (!company.Address) throw bad('Address is required.');
  if (!company.PhoneNumber) throw bad('Phone number is required.');
  if (
    db.clientCompanies.some(
      (c) => c.Id !== existing?.Id && c.CompanyName.toLowerCase() === company.CompanyName.toLowerCase(),
    )
  )
    throw bad(`A client company named '${company.CompanyName}' already exists.`);
  const c = body.MainContactUser ?? {};
  const contact = {
    FirstName: text(c.FirstName),
    LastName: text(c.LastName),
    Email: text(c.Email),
    CellPhoneNumber: text(c.CellPhoneNumber),
    Address: text(c.Address),
    Password: text(c.Password),
    RepeatPassword: text(c.RepeatPassword),
  };
  if (!contact.FirstName) throw bad('The main contact first name is required.');
  if (!contact.LastName) throw bad('The main contact last name is required.');
  if (!contact.Email) throw bad('The main contact email is required.');
  if (!EMAIL.test(contact.Email)) throw bad('The main contact email is not valid.');
  if (contact.Password && contact.Password !== contact.RepeatPassword)
    throw bad('The password and its repetition do not match.');
  const owner = existing?.MainContactUserId ?? null;
  if (db.users.some((u) => u.Id !== owner && u.Email.toLowerCase() === contact.Email.toLowerCase()))
    throw bad(`The email ${contact.Email} is already in use.`);
  return { company, contact };
}

function saveContact(
  company: MockClientCompany,
  contact: ReturnType<typeof readCompany>['contact'],
  by: string,
): MockUser {
  const { Password, RepeatPassword: _repeat, ...fields } = contact;
  let user = db.users.find((u) => u.Id === company.MainContactUserId);
  if (!user) {
    user = {
      Id: nextId(db.users),
      Password: Password || DEMO_PASSWORD,
      Roles: [MANAGER_ROLE],
      Permissions: [],
      IsActive: true,
      ...fields,
      ClientCompanyId: company.Id,
      CompanyName: company.CompanyName,
      ModifiedBy: by,
      ModifiedDate: nowIso(),
    };
    db.users.push(user);
  } else {
    Object.assign(user, fields, { CompanyName: company.CompanyName, ModifiedBy: by, ModifiedDate: nowIso() });
    if (Password) user.Password = Password;
  }
  company.MainContactUserId = user.Id;
  return user;
}

function companiesAnswer(req: DataTableRequest) {
  const name = filterText(req.filters.name ?? req.filters.companyName);
  const rows = db.clientCompanies
    .filter((c) => !name || c.CompanyName.toLowerCase().includes(name))
    .sort((a, b) => b.ModifiedDate.localeCompare(a.ModifiedDate))
    .map(clientCompanyDto);
  return dataTableAnswer(req, rows);
}

export const clientCompaniesHandlers: HttpHandler[] = [
  route(
    'post',
    DAEWON,
    '/clientCompany/datatables',
    async ({ request }) => respond.ok(companiesAnswer(await readDataTableRequest(request))),
    MANAGE,
  ),
  route(
    'get',
    DAEWON,
    '/clientCompany/datatables',
    async ({ request }) => respond.ok(companiesAnswer(await readDataTableRequest(request))),
    MANAGE,
  ),
  route(
    'post',
    DAEWON,
    '/clientCompany',
    async ({ request, user }) => {
      const { company: values, contact } = readCompany(await readJson<CompanyBody>(request));
      const company: MockClientCompany = {
        Id: nextId(db.clientCompanies),
        ...values,
        MainContactUserId: null,
        LastModifiedBy: user.Email,
        ModifiedDate: nowIso(),
      };
      const contactUser = saveContact(company, contact, user.Email);
      if (!company.ContactName) company.ContactName = `${contactUser.FirstName} ${contactUser.LastName}`;
      if (!company.ContactPhoneNumber) company.ContactPhoneNumber = contactUser.CellPhoneNumber;
      db.clientCompanies.push(company);
      persist();
      return respond.ok(clientCompanyDto(company), 201);
    },
    MANAGE,
  ),
  route<{ id: string }>('get', DAEWON, '/clientCompany/:id', ({ params }) =>
    respond.ok(clientCompanyDto(findOr404(db.clientCompanies, params.id, 'Client company'))),
  ),
  route<{ id: string }>(
    'put',
    DAEWON,
    '/clientCompany/:id',
    async ({ request, params, user }) => {
      const company = findOr404(db.clientCompanies, params.id, 'Client company');
      const { company: values, contact } = readCompany(await readJson<CompanyBody>(request), company);
      Object.assign(company, values, { LastModifiedBy: user.Email, ModifiedDate: nowIso() });
      saveContact(company, contact, user.Email);
      for (const u of db.users) if (u.ClientCompanyId === company.Id) u.CompanyName = company.CompanyName;
      persist();
      return respond.ok(clientCompanyDto(company));
    },
    MANAGE,
  ),
  route<{ id: string }>(
    'delete',
    DAEWON,
    '/clientCompany/:id',
    ({ params }) => {
      const company = findOr404(db.clientCompanies, params.id, 'Client company');
      if (db.jobSites.some((s) => s.BuilderId === company.Id))
        return respond.badRequest(
          `${company.CompanyName} has job sites and cannot be deleted. Delete its job sites first.`,
        );
      db.clientCompanies = db.clientCompanies.filter((c) => c.Id !== company.Id);
      for (const u of db.users) if (u.ClientCompanyId === company.Id) u.IsActive = false;
      persist();
      return respond.noContent();
    },
    MANAGE,
  ),
];
