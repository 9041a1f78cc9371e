import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdateClientCompany, type ClientCompany } from '@/api/client-companies';
import { feedback } from '@/components/feedback';
import { DetailList, useViewEdit, ViewEditPanel } from '@/components/view-edit';
import { toApiError } from '@/lib/api-error';
import { fullName } from '@/lib/format';
import { ClientCompanyFields } from '../client-company-form/client-company-fields';
import {
  clientCompanyFormDefaults,
  clientCompanyFormSchema,
  toClientCompanyPayload,
  type ClientCompanyFormInput,
  type ClientCompanyFormValues,
} from '../client-company-form/client-company-schema';

/**
 * The builder's info panel (C §4): view mode, and edit mode with a backup of the values; Save returns
 * to view, Discard restores the backup. A failed save keeps what was typed.
 */
export function ClientCompanyInfoPanel({ company }: { company: ClientCompany }) {
  const { t } = useTranslation();
  const current = useMemo(() => clientCompanyFormDefaults(company), [company]);
  const ve = useViewEdit<ClientCompanyFormInput>(current);
  const form = useForm<ClientCompanyFormInput, unknown, ClientCompanyFormValues>({
    resolver: zodResolver(clientCompanyFormSchema),
    defaultValues: current,
  });
  const update = useUpdateClientCompany();

  const edit = () => {
    form.reset(current);
    ve.edit();
  };
  const discard = () => {
    form.reset(ve.backup ?? current);
    ve.discard();
  };
  const save = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ ...toClientCompanyPayload(values, company), Id: company.Id });
      feedback.notify.success(t('builders.form.updateSuccess'));
      ve.saved();
    } catch (e) {
      const message = toApiError(e).message;
      feedback.notify.error(
        message ? `${t('builders.form.updateError')}: ${message}` : t('builders.form.updateError'),
      );
    }
  });

  const contact = company.MainContactUser;
  return (
    <ViewEditPanel
      title={t('builders.detail.info')}
      isEditing={ve.isEditing}
      onEdit={edit}
      onDiscard={discard}
      onSave={() => void save()}
      isSaving={update.isPending}
    >
      {ve.isEditing ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          aria-label={t('builders.detail.info')}
        >
          <ClientCompanyFields form={form} idPrefix="builder-info" />
        </form>
      ) : (
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
      )}
    </ViewEditPanel>
  );
}
