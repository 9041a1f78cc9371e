import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  useSaveSubcontractorDocSettings,
  useSubcontractorDocSettings,
  type SubcontractorDocSettings,
} from '@/api/subcontractor-documents';
import { appendRecipients, NoticeDaysField, NotificationRecipientsField } from '@/components/compliance';
import { DraftNotice, FormField, useFormDraft, useFormSave } from '@/components/form';
import type { SiteSettingEditorProps } from '../registry';
import { docSettingsDefaults } from './subcontractor-doc-settings-defaults';
import type { DocSettingsInput, DocSettingsValues } from './subcontractor-doc-settings-schema';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';

const loadSchema = () => import('./subcontractor-doc-settings-schema');

/**
 * The form's zod validation, its schema (and zod) loaded when first needed and once the form has painted (useEffect
 * below), not before the form shows: zodResolver's validation is asynchronous either way.
 */
const docSettingsResolver: Resolver<DocSettingsInput, unknown, DocSettingsValues> = async (
  values,
  context,
  options,
) => zodResolver((await loadSchema()).docSettingsSchema)(values, context, options);

/** The subcontractor document settings (C §2, C §3), read with GET and saved with POST /api/subcontractorDocSettings. */
export function SubcontractorDocSettingsEditor(props: SiteSettingEditorProps) {
  const { t } = useTranslation();
  const query = useSubcontractorDocSettings();
  if (query.isPending) return <LoadingSpinner />;
  if (query.isError) return <Alert variant="danger">{t('siteSettings.loadError')}</Alert>;
  return <DocSettingsForm {...props} settings={query.data} />;
}

function DocSettingsForm({
  formId,
  onSaved,
  onSavingChange,
  settings,
}: SiteSettingEditorProps & { settings: SubcontractorDocSettings }) {
  const { t } = useTranslation();
  const savedValues = useMemo(() => docSettingsDefaults(settings), [settings]);
  const form = useForm<DocSettingsInput, unknown, DocSettingsValues>({
    resolver: docSettingsResolver,
    defaultValues: savedValues,
  });
  const draft = useFormDraft({ formId: 'siteSetting/subcontractorDocSettings', form, savedValues });
  const mutation = useSaveSubcontractorDocSettings();
  const save = useFormSave({
    form,
    draft,
    save: (values) => mutation.mutateAsync(values),
    success: t('siteSettings.saved'),
    errorText: t('siteSettings.saveError'),
    // the one settings record: saving it again stores the same settings
    repeatable: true,
    onSaved: () => onSaved(),
  });
  useEffect(() => onSavingChange(save.saving), [save.saving, onSavingChange]);
  useEffect(() => {
    loadSchema().catch(() => undefined);
  }, []);
  const { register, control, formState } = form;
  // the addresses of the contacts picked (users, members of groups) go after those already typed
  const addRecipients = (emails: string[]) =>
    form.setValue(
      'RecipientEmailsToSendNotification',
      appendRecipients(form.getValues('RecipientEmailsToSendNotification'), emails),
      { shouldDirty: true, shouldValidate: formState.isSubmitted },
    );
  const { errors } = formState;
  const id = (name: string) => `doc-settings-${name}`;

  return (
    <Form
      id={formId}
      noValidate
      onSubmit={(event) => void save.submit(event)}
      aria-label={t('siteSettings.subcontractorDocs.title')}
    >
      <DraftNotice draft={draft} />
      <Form.Check
        id={id('send')}
        type="switch"
        className="mb-3"
        label={t('siteSettings.subcontractorDocs.send')}
        {...register('SendNotificationWhenDocumentsAreGoingToExpire')}
      />
      <Row>
        <Col md={4}>
          <NoticeDaysField
            control={control}
            name="NumerOfDayPriorToExpiration"
            id={id('days')}
            label={t('siteSettings.subcontractorDocs.days')}
            error={errors.NumerOfDayPriorToExpiration}
          />
        </Col>
        <Col md={8}>
          <NotificationRecipientsField
            id={id('recipients')}
            label={t('siteSettings.subcontractorDocs.recipients')}
            error={errors.RecipientEmailsToSendNotification}
            help={t('siteSettings.subcontractorDocs.recipientsHint')}
            registration={register('RecipientEmailsToSendNotification')}
            onAddRecipients={addRecipients}
          />
        </Col>
        <Col md={12}>
          <FormField
            id={id('title')}
            label={t('siteSettings.subcontractorDocs.emailTitle')}
            error={errors.ExpirationNotificationEmailTitle}
          >
            {(c) => <Form.Control {...c} {...register('ExpirationNotificationEmailTitle')} />}
          </FormField>
        </Col>
        <Col md={12}>
          <FormField
            id={id('template')}
            label={t('siteSettings.subcontractorDocs.template')}
            error={errors.ExpirationNotificationEmailTemplate}
          >
            {(c) => (
              <Form.Control
                {...c}
                as="textarea"
                rows={8}
                {...register('ExpirationNotificationEmailTemplate')}
              />
            )}
          </FormField>
        </Col>
      </Row>
    </Form>
  );
}
