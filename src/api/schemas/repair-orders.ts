import { z } from 'zod';
import { idSchema } from './common';

/*
 * Repair orders (B §3 "Repair order", B §7 "Repair order"). B §7 lists no answer fields: create, read and
 * update answer the repair order of B §3, the invoice-status update and the attachment removal too, and the
 * two data tables (per job and the global list) answer rows of it. Print, Excel export and document
 * downloads are files, not JSON.
 */

/** An attachment of a repair order (B §3: FileId; File with FileName, UploadedDate, UploadedBy). */
export const repairOrderFileSchema = z.strictObject({
  // decision 19: the attachment's id (B §7 removeAttachment/{attachmentId}); without it the form drops the
  // file from the order and the save sends the order's files without it
  Id: idSchema.optional(),
  FileId: idSchema,
  File: z
    .strictObject({
      FileName: z.string(),
      UploadedDate: z.string().nullable().optional(),
      UploadedBy: z.string().nullable().optional(),
    })
    .optional(),
});

const repairOrderShape = {
  Id: idSchema,
  JobId: idSchema,
  LotId: idSchema.nullable(),
  LotNumber: z.string().nullable(),
  /** a staff, production or service user */
  MechanicId: idSchema.nullable(),
  OriginalInstallerId: idSchema.nullable(),
  SubcontractorId: idSchema.nullable(),
  Detail1: z.string().nullable(),
  Detail2: z.string().nullable(),
  /** text of the superintendents */
  SuperCrm: z.string().nullable(),
  SidingMaterial: z.string().nullable(),
  SidingColor: z.string().nullable(),
  TrimMaterial: z.string().nullable(),
  TrimColor: z.string().nullable(),
  ShutterMaterial: z.string().nullable(),
  ShutterColor: z.string().nullable(),
  GutterMaterial: z.string().nullable(),
  GutterColor: z.string().nullable(),
  DsMaterial: z.string().nullable(),
  Date: z.string().nullable(),
  RequestDate: z.string().nullable(),
  CompletionDate: z.string().nullable(),
  POAmount: z.number().nullable(),
  ReceivedAmount: z.number().nullable(),
  InstallationStartTime: z.string().nullable(),
  InstallationEndTime: z.string().nullable(),
  IsCompleted: z.boolean(),
  InvoiceStatus: z.string().nullable().optional(),
  InvoiceStatusId: idSchema.nullable().optional(),
  ModifiedDate: z.string().nullable().optional(),
  ModifiedBy: z.string().nullable().optional(),
  Files: z.array(repairOrderFileSchema).optional(),
};

export const repairOrderSchema = z.strictObject(repairOrderShape);

/** A row of the repair order tables: a repair order (B §3). */
export const repairOrderRowSchema = z.strictObject({
  ...repairOrderShape,
  // decision 19: not in B §3; the global list shows the job's builder, site and lot and the mechanic's and
  // subcontractor's names when present, and stays usable (the job link, dates, amounts, status) without them
  BuilderName: z.string().nullable().optional(),
  JobSiteName: z.string().nullable().optional(),
  LotGroupCode: z.string().nullable().optional(),
  MechanicName: z.string().nullable().optional(),
  SubcontractorName: z.string().nullable().optional(),
});
