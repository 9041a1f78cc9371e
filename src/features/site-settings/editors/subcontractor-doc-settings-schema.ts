import { z } from 'zod';
import { splitRecipients } from '@/components/compliance';
import { optionalText } from '@/lib/validation';

const v = 'siteSettings.subcontractorDocs.validation';
const EMAIL = z.email();

/** The subcontractor document settings form (C §3): recipients and title needed when notifications are sent. */
export const docSettingsSchema = z
  .object({
    SendNotificationWhenDocumentsAreGoingToExpire: z.boolean(),
    NumerOfDayPriorToExpiration: z
      .number({ error: `${v}.days` })
      .int({ error: `${v}.days` })
      .min(0, { error: `${v}.days` })
      .max(365, { error: `${v}.days` }),
    RecipientEmailsToSendNotification: optionalText(1000).refine(
      (text) => splitRecipients(text).every((e) => EMAIL.safeParse(e).success),
      { error: `${v}.emails` },
    ),
    ExpirationNotificationEmailTitle: optionalText(200),
    ExpirationNotificationEmailTemplate: z
      .string()
      .nullish()
      .transform((s) => s ?? ''),
  })
  .refine((s) => !s.SendNotificationWhenDocumentsAreGoingToExpire || !!s.RecipientEmailsToSendNotification, {
    error: `${v}.recipientsRequired`,
    path: ['RecipientEmailsToSendNotification'],
  })
  .refine((s) => !s.SendNotificationWhenDocumentsAreGoingToExpire || !!s.ExpirationNotificationEmailTitle, {
    error: `${v}.titleRequired`,
    path: ['ExpirationNotificationEmailTitle'],
  });

export type DocSettingsInput = z.input<typeof docSettingsSchema>;
export type DocSettingsValues = z.output<typeof docSettingsSchema>;
