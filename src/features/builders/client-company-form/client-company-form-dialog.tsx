import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateClientCompany, useUpdateClientCompany, type ClientCompany } from '@/api/client-companies';
import { feedback } from '@/components/feedback';
import { AppModal } from '@/components/modal';
import { toApiError } from '@/lib/api-client';
import { ClientCompanyFields } from './client-company-fields';
import {
  clientCompanyFormDefaults,
  clientCompanyFormSchema,
  toClientCompanyPayload,
  type ClientCompanyFormInput,
  type ClientCompanyFormValues,
} from './client-company-schema';

interface ClientCompanyFormDialogProps {
  show: boolean;
  onHide: () => void;
  /** the builder to edit; a new builder when left out */
  company?: ClientCompany | null;
  onSaved?: (company: ClientCompany) => void;
}

/** Builder create and edit modal (C §2, C §3, C §5): one form for both. */
export function ClientCompanyFormDialog({ show, onHide, company, onSaved }: ClientCompanyFormDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const isEdit = !!company;
  const form = useForm<ClientCompanyFormInput, unknown, ClientCompanyFormValues>({
    resolver: zodResolver(clientCompanyFormSchema),
    defaultValues: clientCompanyFormDefaults(company),
  });
  const { reset, handleSubmit } = form;
  const [error, setError] = useState<string | null>(null);
  const create = useCreateClientCompany();
  const update = useUpdateClientCompany();
  const saving = create.isPending || update.isPending;

  useEffect(() => {
    if (show) {
      reset(clientCompanyFormDefaults(company));
      setError(null);
    }
  }, [show, company, reset]);

  const save = handleSubmit(async (values) => {
    const payload = toClientCompanyPayload(values, company);
    setError(null);
    try {
      const saved = company
        ? await update.mutateAsync({ ...payload, Id: company.Id })
        : await create.mutateAsync(payload);
      feedback.notify.success(t(isEdit ? 'builders.form.updateSuccess' : 'builders.form.createSuccess'));
      onSaved?.(saved);
      onHide();
    } catch (e) {
      const message = toApiError(e).message;
      setError(message);
      feedback.notify.error(t(isEdit ? 'builders.form.updateError' : 'builders.form.createError'));
    }
  });

  return (
    <AppModal
      show={show}
      onHide={onHide}
      size="lg"
      staticBackdrop
      title={t(isEdit ? 'builders.form.editTitle' : 'builders.form.createTitle')}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onHide} disabled={saving}>
            {t('builders.form.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="primary" disabled={saving}>
            {t('builders.form.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void save(e)}>
        {error && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        <ClientCompanyFields form={form} idPrefix={`cc${formId.replace(/:/g, '')}`} />
      </form>
    </AppModal>
  );
}
