import { z } from 'zod';
import { idSchema } from './common';

/*
 * Membership companies (C §3 "Company (membership)"; C §7 "Companies"; membership base).
 * The entity: Id, CompanyName, Code, LogoUrl, Domain, IsDropBoxAttached, theme, backup limit, TMS account,
 * Vonage account, Owner (FirstName, LastName, Phone, Email, Password, PasswordRepeat, Comment).
 * The documents list no answer fields for GET get/{id}, GetAllCompanies, postCompany, putCompany and
 * /datasource/manageCompanies: each returns the entity (or a list of it). The theme, backup limit, TMS and
 * Vonage values are not spelled by the documents ("not shown", C §9) and are set by their own calls: no
 * answer field is declared for them. The owner's Password and PasswordRepeat are what the new-company form
 * sends: no answer carries them.
 */

export const companyOwnerSchema = z.strictObject({
  FirstName: z.string(),
  LastName: z.string(),
  Phone: z.string().optional(),
  Email: z.string(),
  Comment: z.string().optional(),
});

export const companySchema = z.strictObject({
  Id: idSchema,
  CompanyName: z.string(),
  Code: z.string().optional(),
  LogoUrl: z.string().optional(),
  Domain: z.string().optional(),
  IsDropBoxAttached: z.boolean().optional(),
  Owner: companyOwnerSchema.nullable().optional(),
});

export const companyListSchema = z.array(companySchema);
