import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdateClientCompany, type ClientCompany } from '@/api/client-companies';
import { feedback } from '@/components/feedback';
import { ViewEditPanel } from '@/components/view-edit';
import { toApiError } from '@/lib/api-error';
import { ClientCompanyFields } from '../client-company-form/client-company-fields';
import {
  clientCompanyFormDefaults,
  clientCompanyFormSchema,
  toClientCompanyPayload,
  type ClientCompanyFormInput,
  type ClientCompanyFormValues,
} from '../client-company-form/client-company-schema';

/**
 * The builder's info panel in edit mode (C §4): Save returns to view, Discard restores what was shown (the form
 * starts from the record each time edit mode is entered). A failed save keeps what was typed. Its code (the form
 * and schema libraries) loads when editing starts, so the detail page opens without them.
 */
export function ClientCompanyInfoEditor({
  company,
  onSaved,
  onDiscard,
}: {
  company: ClientCompany;
  onSaved: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const current = useMemo(() => clientCompanyFormDefaults(company), [company]);
  const form = useForm<ClientCompanyFormInput, unknown, ClientCompanyFormValues>({
    resolver: zodResolver(clientCompanyFormSchema),
    defaultValues: current,
  });
  const update = useUpdateClientCompany();

  const save = form.handleSubmit(async (values) => {
    if (update.isPending) return;
    try {
      await update.mutateAsync({ ...toClientCompanyPayload(values, company), Id: company.Id });
      feedback.notify.success(t('builders.form.updateSuccess'));
      onSaved();
    } catch (e) {
      const message = toApiError(e).message;
      feedback.notify.error(
        message ? `${t('builders.form.updateError')}: ${message}` : t('builders.form.updateError'),
      );
    }
  });

  return (
    <ViewEditPanel
      title={t('builders.detail.info')}
      isEditing
      onEdit={() => undefined}
      onDiscard={onDiscard}
      onSave={() => void save()}
      isSaving={update.isPending}
    >
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
    </ViewEditPanel>
  );
}
