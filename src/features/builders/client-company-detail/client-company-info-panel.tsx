import { useTranslation } from 'react-i18next';
import type { ClientCompany } from '@/api/client-companies';
import { DetailList, useViewEdit, ViewEditPanel } from '@/components/view-edit';
import { fullName } from '@/lib/format';
import { LoadingSpinner } from '@/components/feedback';
import { lazyComponent } from '@/lib/lazy-component';

const ClientCompanyInfoEditor = lazyComponent(
  () => import('./client-company-info-editor').then((m) => m.ClientCompanyInfoEditor),
  LoadingSpinner,
);

/**
 * The builder's info panel (C §4): view mode, and edit mode (its form loads when editing starts); Save returns
 * to view, Discard restores what was shown.
 */
export function ClientCompanyInfoPanel({ company }: { company: ClientCompany }) {
  const { t } = useTranslation();
  const ve = useViewEdit(company);

  if (ve.isEditing)
    return <ClientCompanyInfoEditor company={company} onSaved={ve.saved} onDiscard={ve.discard} />;

  const contact = company.MainContactUser;
  return (
    <ViewEditPanel
      title={t('builders.detail.info')}
      isEditing={false}
      onEdit={ve.edit}
      preloadEditor={ClientCompanyInfoEditor.preload}
      onDiscard={ve.discard}
      onSave={() => undefined}
    >
      <DetailList
        items={[
          { label: t('builders.fields.companyName'), value: company.CompanyName },
          { label: t('builders.fields.address'), value: company.Address },
          { label: t('builders.fields.phoneNumber'), value: company.PhoneNumber },
          { label: t('builders.fields.faxNumber'), value: company.FaxNumber },
          { label: t('builders.fields.contactName'), value: company.ContactName },
          { label: t('builders.fields.contactPhoneNumber'), value: company.ContactPhoneNumber },
          {
            label: t('builders.fields.mainContact'),
            value: contact
              ? [fullName(contact), contact.Email, contact.CellPhoneNumber].filter(Boolean).join(' · ')
              : '',
          },
        ]}
      />
    </ViewEditPanel>
  );
}
