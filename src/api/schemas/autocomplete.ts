import { z } from 'zod';
import { idNameSchema, idSchema } from './common';
import { lotSchema } from './jobs';

/*
 * The Daewon-base look-ups of src/api/autocomplete.ts (A §7): job autocomplete (items Id, BuilderName,
 * JobSiteName, LotGroupCode), job lots (A §3 Lot), job-site autocomplete (A §7 lists no answer fields: it
 * answers job sites of A §3) and invoice statuses (A §3 "Invoice status": Id, Name). The membership user
 * autocomplete and the client-company list (document C) are declared by their area.
 */

export const jobAutocompleteItemSchema = z.strictObject({
  Id: idSchema,
  BuilderName: z.string(),
  JobSiteName: z.string(),
  LotGroupCode: z.string(),
});
export const jobAutocompleteSchema = z.array(jobAutocompleteItemSchema);

/** GET /api/jobs/{jobId}/lots: the job's lots (A §3 Lot). */
export const jobLotListSchema = z.array(lotSchema);

/** GET /api/jobsites/autocomplete: job sites as A §3 lists them (the fields a suggestion needs). */
export const jobSiteAutocompleteItemSchema = z.strictObject({
  Id: idSchema,
  Name: z.string(),
  JobSiteCode: z.string(),
  BuilderId: idSchema,
  Builder: z.strictObject({ Id: idSchema, CompanyName: z.string() }).nullable().optional(),
});
export const jobSiteAutocompleteSchema = z.array(jobSiteAutocompleteItemSchema);

/** GET /api/invoiceStatuses (A §3: Id, Name; the synthetic 'Not Specified' is the client's). */
export const invoiceStatusSchema = idNameSchema;
export const invoiceStatusListSchema = z.array(invoiceStatusSchema);
