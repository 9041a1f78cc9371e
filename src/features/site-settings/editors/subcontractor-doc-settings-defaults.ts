import type { SubcontractorDocSettings } from '@/api/subcontractor-documents';
import type { DocSettingsInput } from './subcontractor-doc-settings-schema';

/* The form's starting values: no zod here, so the form paints before its schema's code has loaded. */

export function docSettingsDefaults(settings?: SubcontractorDocSettings): DocSettingsInput {
  return {
    SendNotificationWhenDocumentsAreGoingToExpire:
      settings?.SendNotificationWhenDocumentsAreGoingToExpire ?? false,
    NumerOfDayPriorToExpiration: settings?.NumerOfDayPriorToExpiration ?? 7,
    RecipientEmailsToSendNotification: settings?.RecipientEmailsToSendNotification ?? '',
    ExpirationNotificationEmailTitle: settings?.ExpirationNotificationEmailTitle ?? '',
    ExpirationNotificationEmailTemplate: settings?.ExpirationNotificationEmailTemplate ?? '',
  };
}
