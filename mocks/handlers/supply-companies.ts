import { dataTableAnswer, readDataTableRequest } from '../datatables';
import { db, nextId, persist } from '../db';
import type { MockSupplyCompany } from '../types';
import { DAEWON, findOr404, nowIso, readJson, respond, route } from '../utils';
import { bad, byName, requireName, sameName, SUPPLY, text } from './reference-common';

/* Supply companies (B §3, B §7 /api/SupplyCompany, /api/supplyCompany/datatables). */

const PHONE = /^\d{3}-\d{3}-\d{4}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function readCompany(body: Record<string, unknown>, current?: MockSupplyCompany) {
  const Name = requireName(body, 'Supply company', 200);
  if (db.supplyCompanies.some((c) => c.Id !== current?.Id && sameName(c.Name, Name)))
    throw bad(`A supply company named '${Name}' already exists.`);
  const PhoneNumber = text(body.PhoneNumber);
  const Fax = text(body.Fax);
  const Email = text(body.Email);
  if (PhoneNumber && !PHONE.test(PhoneNumber)) throw bad('The phone number must be 999-999-9999.');
  if (Fax && !PHONE.test(Fax)) throw bad('The fax number must be 999-999-9999.');
  if (Email && !EMAIL.test(Email)) throw bad('The email is not valid.');
  return { Name, PhoneNumber, Fax, Email, Attention: text(body.Attention) };
}

const table = async ({ request }: { request: Request }) => {
  const req = await readDataTableRequest(request);
  return respond.ok(dataTableAnswer(req, db.supplyCompanies));
};

export const supplyCompanyHandlers = [
  route('post', DAEWON, '/api/supplyCompany/datatables', table, SUPPLY),
  route('get', DAEWON, '/api/supplyCompany/datatables', table, SUPPLY),
  // the list and single reads feed the purchase order's supply company picker: any signed-in user
  route('get', DAEWON, '/api/SupplyCompany', () => respond.ok([...db.supplyCompanies].sort(byName))),
  route(
    'post',
    DAEWON,
    '/api/SupplyCompany',
    async ({ request, user }) => {
      const company: MockSupplyCompany = {
        Id: nextId(db.supplyCompanies),
        ...readCompany(await readJson<Record<string, unknown>>(request)),
        ModifiedBy: user.Email,
        ModifiedDate: nowIso(),
      };
      db.supplyCompanies.push(company);
      persist();
      return respond.ok(company, 201);
    },
    SUPPLY,
  ),
  route<{ id: string }>('get', DAEWON, '/api/SupplyCompany/:id', ({ params }) =>
    respond.ok(findOr404(db.supplyCompanies, params.id, 'Supply company')),
  ),
  route<{ id: string }>(
    'put',
    DAEWON,
    '/api/SupplyCompany/:id',
    async ({ request, params, user }) => {
      const company = findOr404(db.supplyCompanies, params.id, 'Supply company');
      Object.assign(company, readCompany(await readJson<Record<string, unknown>>(request), company), {
        ModifiedBy: user.Email,
        ModifiedDate: nowIso(),
      });
      persist();
      return respond.ok(company);
    },
    SUPPLY,
  ),
  route<{ id: string }>(
    'delete',
    DAEWON,
    '/api/SupplyCompany/:id',
    ({ params }) => {
      const company = findOr404(db.supplyCompanies, params.id, 'Supply company');
      db.supplyCompanies = db.supplyCompanies.filter((c) => c !== company);
      persist();
      return respond.noContent();
    },
    SUPPLY,
  ),
];
