import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateClientCompany, useUpdateClientCompany, type ClientCompany } from '@/api/client-companies';
import { feedback } from '@/components/feedback';
import { FormDialog, useFormDraft, useFormSave } from '@/components/form';
import { ClientCompanyFields } from './client-company-fields';
import { CLIENT_COMPANY_FORM_ID } from './client-company-draft';
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
  const idPrefix = `cc${useId().replace(/:/g, '')}`;
  const isEdit = !!company;
  const savedValues = clientCompanyFormDefaults(company);
  const form = useForm<ClientCompanyFormInput, unknown, ClientCompanyFormValues>({
    resolver: zodResolver(clientCompanyFormSchema),
    defaultValues: savedValues,
  });
  const draft = useFormDraft({
    formId: CLIENT_COMPANY_FORM_ID,
    recordId: company?.Id,
    form,
    savedValues,
    active: show,
    // passwords are never kept in the browser's storage
    exclude: ['MainContactUser.Password', 'MainContactUser.RepeatPassword'],
  });
  // the server's message, shown in the form until it opens again
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (show) setError(null);
  }, [show]);
  const create = useCreateClientCompany();
  const update = useUpdateClientCompany();
  const save = useFormSave({
    form,
    draft,
    save: (values) => {
      const payload = toClientCompanyPayload(values, company);
      return company ? update.mutateAsync({ ...payload, Id: company.Id }) : create.mutateAsync(payload);
    },
    success: t(isEdit ? 'builders.form.updateSuccess' : 'builders.form.createSuccess'),
    onError: (e) => {
      setError(e.message);
      feedback.notify.error(t(isEdit ? 'builders.form.updateError' : 'builders.form.createError'));
    },
    onSaved,
    close: onHide,
  });

  return (
    <FormDialog
      show={show}
      onHide={onHide}
      size="lg"
      title={t(isEdit ? 'builders.form.editTitle' : 'builders.form.createTitle')}
      draft={draft}
      save={save}
    >
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <ClientCompanyFields form={form} idPrefix={idPrefix} isNew={!isEdit} />
    </FormDialog>
  );
}
