import { z } from 'zod';
import { idSchema } from './common';

/*
 * Payments (B §3 "Payment record" and "Financial row", B §7 "Payments", C §3 "Record types"; decision 11).
 * B §7 lists no answer fields: the job's records, a record's read, create and update answer payment records
 * of B §3; the available record types answer record types of C §3 (Id, Name, IsNegativeAmount); POST
 * /api/jobPayments/all answers financial rows (decision 11). Print and Excel export are files.
 */

export const paymentRecordSchema = z.strictObject({
  Id: idSchema,
  JobId: idSchema,
  JobType: z.strictObject({ Name: z.string() }).nullable().optional(),
  /** Backcharge, BuilderPayment and others from the server */
  RecordType: z.string(),
  Description: z.string().nullable(),
  Amount: z.number(),
  ItemStatus: z.string().nullable().optional(),
  ItemOrder: z.number().nullable().optional(),
  ModifiedBy: z.string().nullable().optional(),
  ModifiedDate: z.string().nullable().optional(),
});

/** A record type (C §3: Id, Name, IsNegativeAmount). */
export const recordTypeSchema = z.strictObject({
  Id: idSchema,
  Name: z.string(),
  IsNegativeAmount: z.boolean(),
});

export const financialRowSchema = z.strictObject({
  JobId: idSchema,
  Builder: z.string(),
  JobSite: z.string(),
  LotCode: z.string(),
  IsJobCompleted: z.boolean(),
  InvoiceStatusId: idSchema.nullable(),
  Profit: z.number(),
  Cost: z.number(),
  MaterialCost: z.number(),
  LaborCost: z.number(),
  Revenue: z.number(),
  ProfitPercentage: z.number(),
  /** a summary row */
  IsGutterStatistics: z.boolean(),
});
