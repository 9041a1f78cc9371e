import { z } from 'zod';
import {
  DEFAULT_NOTIFY_BEFORE_EXPIRY_DAYS,
  DOCUMENT_TYPES,
  type DocumentType,
  type SubcontractorDocument,
  type SubcontractorDocumentPayload,
} from '@/api/subcontractor-documents';
import { optionalDate, optionalText } from '@/lib/validation';

const v = 'people.documents.validation';

/** The document dialog's fields (C §3, C §5): the type is required (checked with its alert before upload). */
export const documentFormSchema = z
  .object({
    DocumentType: z.enum(DOCUMENT_TYPES, { error: `${v}.typeRequired` }).or(z.literal('')),
    ValidFrom: optionalDate,
    ValidTo: optionalDate,
    Comment: optionalText(500),
    SendNotificationWhenExpired: z.boolean(),
    NotificationTargetWhenExpired: optionalText(500),
    NotifyBeforeExpiryInDay: z
      .number({ error: `${v}.days` })
      .int({ error: `${v}.days` })
      .min(0, { error: `${v}.days` })
      .max(365, { error: `${v}.days` }),
  })
  .refine((d) => !d.ValidFrom || !d.ValidTo || d.ValidTo.slice(0, 10) >= d.ValidFrom.slice(0, 10), {
    error: `${v}.validToBeforeFrom`,
    path: ['ValidTo'],
  })
  .refine((d) => !d.SendNotificationWhenExpired || !!d.NotificationTargetWhenExpired, {
    error: `${v}.targetRequired`,
    path: ['NotificationTargetWhenExpired'],
  });

export type DocumentFormInput = z.input<typeof documentFormSchema>;
export type DocumentFormValues = z.output<typeof documentFormSchema>;

export function documentFormDefaults(document?: SubcontractorDocument | null): DocumentFormInput {
  return {
    DocumentType: document?.DocumentType ?? '',
    ValidFrom: document?.ValidFrom?.slice(0, 10) ?? null,
    ValidTo: document?.ValidTo?.slice(0, 10) ?? null,
    Comment: document?.Comment ?? '',
    SendNotificationWhenExpired: document?.SendNotificationWhenExpired ?? false,
    NotificationTargetWhenExpired: document?.NotificationTargetWhenExpired ?? '',
    NotifyBeforeExpiryInDay: document?.NotifyBeforeExpiryInDay ?? DEFAULT_NOTIFY_BEFORE_EXPIRY_DAYS,
  };
}

export function toDocumentPayload(
  values: DocumentFormValues,
  subcontractorId: number,
  fileRecordId: number | null,
  document?: SubcontractorDocument | null,
): SubcontractorDocumentPayload {
  return {
    ...(document ? { Id: document.Id } : {}),
    SubcontractorId: subcontractorId,
    FileRecordId: fileRecordId ?? document?.FileRecordId ?? null,
    DocumentType: values.DocumentType as DocumentType,
    ValidFrom: values.ValidFrom,
    ValidTo: values.ValidTo,
    Comment: values.Comment,
    SendNotificationWhenExpired: values.SendNotificationWhenExpired,
    NotificationTargetWhenExpired: values.SendNotificationWhenExpired
      ? values.NotificationTargetWhenExpired
      : '',
    NotifyBeforeExpiryInDay: values.NotifyBeforeExpiryInDay,
    OtherProperties: document?.OtherProperties ?? null,
  };
}
