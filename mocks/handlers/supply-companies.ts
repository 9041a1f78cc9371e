import { db } from '../db';
import { resourceRoutes } from '../resource-routes';
import type { MockSupplyCompany } from '../types';
import { DAEWON } from '../utils';
import { bad, byName, requireName, sameName, SUPPLY, text } from './reference-common';

/* Supply companies (B §3, B §7 /api/SupplyCompany, /api/supplyCompany/datatables). */

const PHONE = /^\d{3}-\d{3}-\d{4}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function readCompany(body: Record<string, unknown>, current: MockSupplyCompany | undefined) {
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

export const supplyCompanyHandlers = resourceRoutes({
  collection: 'supplyCompanies',
  api: DAEWON,
  // the list and single reads feed the purchase order's supply company picker: any signed-in user
  path: '/api/SupplyCompany',
  tablePath: '/api/supplyCompany/datatables',
  what: 'Supply company',
  access: SUPPLY,
  order: byName,
  read: readCompany,
});
