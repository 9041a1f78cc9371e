import { z } from 'zod';
import { dateSchema, idSchema } from './common';
import { userSchema } from './users';

/*
 * Work logs (C §3 "Work log", C §7 "Work logs", decision 6; Daewon base).
 * The documents list no answer fields for these calls: each returns the C §3 entity (or a list of it).
 * - Work log: Id, SubcontractorName, Subcontractor (FirstName, LastName), SubcontractorId, JobId, JobTypeId,
 *   JobInfo (builder, job site, lot number), JobType.Name, Status (Id, Name, Code, RequireAmount), StatusId,
 *   RecordType, Description, Quantity, UnitPrice, RequestedAmount, ApprovedAmount, ReadyForPayment,
 *   ModifiedBy, ModifiedDate. The joined ones (SubcontractorName, Subcontractor, JobInfo, JobType, Status)
 *   may be left out; amounts may be null until set. InvoiceId (undocumented) may come too (decision 19).
 * - JobType is a job type ("Job types and statuses: Id and Name"); Status a work log status.
 * - Record types: Id, Name, IsNegativeAmount.
 * - GET /api/worklog/getUsers lists "contractors with work logs": subcontractor users (C §3 "Subcontractor
 *   user": FirstName, LastName, Ssn, Address, CellPhoneNumber), i.e. the User entity (./users).
 * - POST /api/worklog/existingWorkLogs "answers a list of work logs" (decision 6).
 */

export const workLogStatusSchema = z.strictObject({
  Id: idSchema,
  Name: z.string(),
  Code: z.string(),
  RequireAmount: z.boolean(),
});

export const recordTypeSchema = z.strictObject({
  Id: idSchema,
  Name: z.string(),
  IsNegativeAmount: z.boolean(),
});

export const jobTypeSchema = z.strictObject({
  Id: idSchema,
  Name: z.string(),
});

/** JobInfo names the builder, job site and lot number; the documents do not say whether as one text. */
export const jobInfoSchema = z.union([z.string(), z.record(z.string(), z.unknown())]).nullable();

const workLogFields = {
  Id: idSchema,
  SubcontractorId: idSchema,
  SubcontractorName: z.string().optional(),
  Subcontractor: z.strictObject({ FirstName: z.string(), LastName: z.string() }).nullable().optional(),
  JobId: idSchema,
  JobTypeId: idSchema,
  JobInfo: jobInfoSchema.optional(),
  JobType: z.strictObject({ Id: idSchema.optional(), Name: z.string() }).nullable().optional(),
  StatusId: idSchema,
  Status: workLogStatusSchema.nullable().optional(),
  RecordType: z.string(),
  Description: z.string(),
  Quantity: z.string(),
  UnitPrice: z.number().nullable(),
  RequestedAmount: z.number().nullable(),
  ApprovedAmount: z.number().nullable(),
  ReadyForPayment: z.boolean(),
  ModifiedBy: z.string().optional(),
  ModifiedDate: dateSchema.optional(),
  /** not in C §3: the invoice the log is on, read only where the answer carries it (decision 19) */
  InvoiceId: idSchema.nullable().optional(),
};

export const workLogSchema = z.strictObject(workLogFields);
export const workLogListSchema = z.array(workLogSchema);

/** A work log on an invoice: "as above plus IsNegativeAmount" (C §3 Invoice). */
export const invoiceWorkLogSchema = z.strictObject({
  ...workLogFields,
  IsNegativeAmount: z.boolean().optional(),
});

export const workLogStatusListSchema = z.array(workLogStatusSchema);
export const recordTypeListSchema = z.array(recordTypeSchema);
export const jobTypeListSchema = z.array(jobTypeSchema);
export const workLogUserSchema = userSchema;
export const workLogUserListSchema = z.array(workLogUserSchema);
