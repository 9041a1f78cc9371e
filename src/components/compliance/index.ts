/*
 * Compliance at a glance: subcontractors whose insurance or licence has expired or expires soon are flagged
 * wherever they are chosen. `useSubcontractorCompliance()` (from '@/api/subcontractor-documents') gives a Map
 * by subcontractor id; `<SubcontractorComplianceFlag subcontractorId={id} />` shows the warning for one;
 * `ContractorPicker` flags its options by itself. The expiry notification's fields (days before expiry,
 * recipients) are shared by a subcontractor's document and the site-wide document settings.
 */
export {
  ComplianceFlag,
  SubcontractorComplianceFlag,
  useComplianceText,
  type ComplianceFlagProps,
} from './compliance-flag';
export {
  NoticeDaysField,
  NotificationRecipientsField,
  type NoticeDaysFieldProps,
  type NotificationRecipientsFieldProps,
} from './notification-fields';
export {
  appendRecipients,
  contactEmails,
  splitRecipients,
  RECIPIENT_SEPARATOR,
  type ContactEmails,
} from './recipients';
export {
  complianceBySubcontractor,
  useSubcontractorCompliance,
  type ComplianceIssue,
  type ComplianceLevel,
  type SubcontractorCompliance,
} from '@/api/subcontractor-documents';
