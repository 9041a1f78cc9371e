import { z } from 'zod';
import { dateSchema, idSchema } from './common';

/*
 * Subcontractor documents and their site setting (C §3, C §7 "Subcontractor documents"; Daewon base).
 * The documents list no answer fields for GET, POST /api/subcontractorDocument, GET, PUT
 * /api/subcontractorDocument/{id}, the rows of /api/subcontractorDocument/{subcontractorId}/datatables and
 * GET, POST /api/subcontractorDocSettings: each returns the C §3 entity (or a list of it).
 * - Subcontractor document: Id, SubcontractorId, FileRecord (FileName, FileUrl), FileRecordId, DocumentType
 *   (Insurance, DriverLicense, Other), ValidFrom, ValidTo, IsExpired, Comment, SendNotificationWhenExpired,
 *   NotificationTargetWhenExpired, NotifyBeforeExpiryInDay (default 7), OtherProperties, ModifiedBy,
 *   ModifiedDate.
 * - Settings: SendNotificationWhenDocumentsAreGoingToExpire, NumerOfDayPriorToExpiration (spelt so),
 *   RecipientEmailsToSendNotification, ExpirationNotificationEmailTitle, ExpirationNotificationEmailTemplate.
 */

export const documentTypeSchema = z.enum(['Insurance', 'DriverLicense', 'Other']);

export const subcontractorDocumentSchema = z.strictObject({
  Id: idSchema,
  SubcontractorId: idSchema,
  FileRecord: z.strictObject({ FileName: z.string(), FileUrl: z.string() }).nullable(),
  FileRecordId: idSchema.nullable(),
  DocumentType: documentTypeSchema,
  ValidFrom: dateSchema.nullable(),
  ValidTo: dateSchema.nullable(),
  IsExpired: z.boolean(),
  Comment: z.string().nullable(),
  SendNotificationWhenExpired: z.boolean(),
  NotificationTargetWhenExpired: z.string().nullable(),
  NotifyBeforeExpiryInDay: z.number().int().nullable(),
  OtherProperties: z.string().nullable().optional(),
  ModifiedBy: z.string().nullable().optional(),
  ModifiedDate: dateSchema.nullable().optional(),
});

export const subcontractorDocumentListSchema = z.array(subcontractorDocumentSchema);

export const subcontractorDocSettingsSchema = z.strictObject({
  SendNotificationWhenDocumentsAreGoingToExpire: z.boolean(),
  NumerOfDayPriorToExpiration: z.number().int(),
  RecipientEmailsToSendNotification: z.string(),
  ExpirationNotificationEmailTitle: z.string(),
  ExpirationNotificationEmailTemplate: z.string(),
});
