import type { DocumentType, SubcontractorDocSettings } from '@/api/subcontractor-documents';
import { serverDateTime } from './dates';
import type { MockSubcontractorDocument, MockUser } from './types';

/*
 * Subcontractors' documents (C §3) and the document site setting: for every subcontractor an insurance
 * certificate and a driver licence, some valid, some expiring within their notice period, some expired, so
 * the documents tab, the "Expiring documents" panel and the picker flags all have something to show.
 */

const DAEWON_BASE = (import.meta.env?.VITE_DAEWON_API_BASE as string | undefined) || '/daewon.api';

function dateFrom(now: Date, days: number): string {
  return serverDateTime(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, 0, 0, 0));
}

const INSURERS = ['Erie Insurance', 'Travelers', 'The Hartford', 'Liberty Mutual', 'Nationwide', 'Selective'];

/**
 * Validity per subcontractor (by position among the subcontractors): days from today to ValidTo of the
 * insurance and of the licence. The first is the demo subcontractor (Luis Ortega): his licence expires soon.
 */
const PLAN: ReadonlyArray<{ insurance: number; license: number }> = [
  { insurance: 210, license: 5 },
  { insurance: -12, license: 400 },
  { insurance: 3, license: 160 },
  { insurance: 95, license: -40 },
  { insurance: 300, license: 620 },
  { insurance: 45, license: 6 },
  { insurance: 180, license: 900 },
  { insurance: 120, license: 510 },
];

export const DEFAULT_DOC_SETTINGS: SubcontractorDocSettings = {
  SendNotificationWhenDocumentsAreGoingToExpire: true,
  NumerOfDayPriorToExpiration: 14,
  RecipientEmailsToSendNotification: 'office@example.com; sam.rivera@example.com',
  ExpirationNotificationEmailTitle: 'Subcontractor documents expiring soon',
  ExpirationNotificationEmailTemplate:
    'Hello,\n\nThe following subcontractor documents expire within the next days:\n\n{Documents}\n\nPlease ask the subcontractors for renewed copies.\n\nDaewon Back Office',
};

/** The seeded documents of the subcontractors, and the document settings. */
export function seedPeople(
  now: Date,
  users: readonly MockUser[],
): {
  subcontractorDocuments: MockSubcontractorDocument[];
  subcontractorDocSettings: SubcontractorDocSettings;
} {
  const subcontractors = users.filter((u) => u.Roles.includes('BizSubContractor'));
  const documents: MockSubcontractorDocument[] = [];
  const add = (
    sub: MockUser,
    type: DocumentType,
    validFromDays: number,
    validToDays: number,
    fileName: string,
    comment: string,
    notify = true,
  ) => {
    const id = documents.length + 1;
    documents.push({
      Id: id,
      SubcontractorId: sub.Id,
      FileRecordId: 9000 + id,
      FileRecord: { FileName: fileName, FileUrl: `${DAEWON_BASE}/api/subcontractorDocument/${id}/download` },
      DocumentType: type,
      ValidFrom: dateFrom(now, validFromDays),
      ValidTo: dateFrom(now, validToDays),
      Comment: comment,
      SendNotificationWhenExpired: notify,
      NotificationTargetWhenExpired: notify ? sub.Email : '',
      NotifyBeforeExpiryInDay: 7,
      OtherProperties: null,
      ModifiedBy: 'staff@example.com',
      ModifiedDate: serverDateTime(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 30, 10, 0, 0)),
    });
  };
  subcontractors.forEach((sub, i) => {
    const plan = PLAN[i % PLAN.length];
    const slug = sub.LastName.toLowerCase().replace(/[^a-z]/g, '');
    const insurer = INSURERS[i % INSURERS.length];
    add(
      sub,
      'Insurance',
      plan.insurance - 365,
      plan.insurance,
      `${slug}-general-liability-certificate.pdf`,
      `${insurer}, general liability $1,000,000`,
    );
    add(
      sub,
      'DriverLicense',
      plan.license - 8 * 365,
      plan.license,
      `${slug}-driver-license.jpg`,
      'Virginia driver license',
    );
    if (i % 3 === 0) add(sub, 'Other', -200, 165, `${slug}-w9-form.pdf`, 'W-9 on file', false);
  });
  return { subcontractorDocuments: documents, subcontractorDocSettings: { ...DEFAULT_DOC_SETTINGS } };
}
