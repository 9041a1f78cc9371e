import { z } from 'zod';
import { idSchema } from './common';

/*
 * Supply companies (B §3 "Supply company": Id, Name, Fax, PhoneNumber, Attention, Email, modified fields;
 * B §7 "/api/SupplyCompany"). Every call answers supply companies (the data table a page of them).
 */
export const supplyCompanySchema = z.strictObject({
  Id: idSchema,
  Name: z.string(),
  Fax: z.string(),
  PhoneNumber: z.string(),
  Attention: z.string(),
  Email: z.string(),
  ModifiedBy: z.string().optional(),
  ModifiedDate: z.string().optional(),
});
