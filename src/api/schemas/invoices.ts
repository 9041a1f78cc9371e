import { z } from 'zod';
import { dateSchema, idSchema } from './common';
import { invoiceWorkLogSchema } from './work-logs';

/*
 * Subcontractor invoices (C §3 "Invoice", C §7 "Invoices"; Daewon base). The documents list no answer
 * fields for GET /api/invoice/{id}, PUT /api/invoice/{id}, GET /api/invoice/getInvoices and the rows of
 * POST /api/invoice/getInvoicesForDatatable: each returns the entity (or a list of it).
 * Invoice: Id, SubcontractorId, Subcontractor (FirstName, LastName), CheckNumber, TotalAmount, CreatedDate,
 * IsProceeded (paid), ProceededDate, ModifiedDate, ModifiedBy, MarkToPrint (a client-side flag: never in
 * an answer), WorkLogs (as above plus IsNegativeAmount; lists may leave them out).
 */

export const invoiceSchema = z.strictObject({
  Id: idSchema,
  SubcontractorId: idSchema,
  Subcontractor: z.strictObject({ FirstName: z.string(), LastName: z.string() }).nullable().optional(),
  CheckNumber: z.string().nullable(),
  TotalAmount: z.number().nullable(),
  CreatedDate: dateSchema,
  IsProceeded: z.boolean(),
  ProceededDate: dateSchema.nullable(),
  ModifiedDate: dateSchema.optional(),
  ModifiedBy: z.string().optional(),
  WorkLogs: z.array(invoiceWorkLogSchema).optional(),
});

export const invoiceListSchema = z.array(invoiceSchema);
