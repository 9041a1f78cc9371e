import { z } from 'zod';
import { idSchema } from './common';

/*
 * Job attachments (B §3 "Job attachment" and "Attachment category", B §7 "Job attachments and upload").
 * B §7 lists no answer fields: the categories answer attachment categories, the table, read, create and
 * update job attachments of B §3. Downloads and views are files.
 */

export const attachmentCategorySchema = z.strictObject({
  Id: idSchema,
  CategoryName: z.string(),
  DisplayOrder: z.number(),
});

export const jobAttachmentSchema = z.strictObject({
  Id: idSchema,
  File: z.strictObject({ FileName: z.string() }).nullable().optional(),
  FileId: idSchema,
  Comment: z.string().nullable(),
  JobId: idSchema,
  CategoryId: idSchema,
  ModifiedDate: z.string().nullable().optional(),
  ModifiedBy: z.string().nullable().optional(),
});
