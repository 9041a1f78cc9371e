import { z } from 'zod';
import { dateSchema, idSchema } from './common';

/*
 * Client companies, i.e. builders (C §3 "Client company (builder)", A §3; C §7 "Client companies"; Daewon
 * base). The documents list no answer fields for GET /clientCompany, GET /clientCompany/{id}, POST
 * /clientCompany, PUT /clientCompany/{id} and the rows of /clientCompany/datatables: each returns the entity
 * (or a list of it): Id, CompanyName, Address, PhoneNumber, FaxNumber, ContactName, ContactPhoneNumber,
 * LastModifiedBy, ModifiedDate, MainContactUser (FirstName, LastName, Email, CellPhoneNumber, Password,
 * RepeatPassword, Address). The main contact's Password and RepeatPassword are what the form sends: no
 * answer carries them.
 */

export const mainContactUserSchema = z.strictObject({
  // decision 19: the form sends the contact's Id back on save when the server gives it; the server finds the
  // main contact through the company (PUT /clientCompany/{id}) without it
  Id: idSchema.optional(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  CellPhoneNumber: z.string(),
  Address: z.string(),
});

export const clientCompanySchema = z.strictObject({
  Id: idSchema,
  CompanyName: z.string(),
  Address: z.string(),
  PhoneNumber: z.string(),
  FaxNumber: z.string(),
  ContactName: z.string(),
  ContactPhoneNumber: z.string(),
  LastModifiedBy: z.string(),
  ModifiedDate: dateSchema,
  MainContactUser: mainContactUserSchema.nullable(),
});

export const clientCompanyListSchema = z.array(clientCompanySchema);
