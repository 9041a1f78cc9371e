import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_TYPES,
  useSaveSubcontractorDocument,
  type SubcontractorDocument,
} from '@/api/subcontractor-documents';
import { feedback } from '@/components/feedback';
import { UploadDialog } from '@/components/files';
import { NoticeDaysField, NotificationRecipientsField } from '@/components/compliance';
import { DateInput, DraftNotice, FormField, useFormDraft } from '@/components/form';
import { toApiError } from '@/lib/api-error';
import {
  documentFormDefaults,
  documentFormSchema,
  toDocumentPayload,
  type DocumentFormInput,
  type DocumentFormValues,
} from './document-schema';
import { documentDraftId } from './document-list-source';

export interface DocumentDialogProps {
  show: boolean;
  onHide: () => void;
  subcontractorId: number;
  /** the document to edit; a new one when left out */
  document?: SubcontractorDocument | null;
}

/**
 * The document add/edit dialog (C §2, C §4, C §5): the shared upload dialog (50MB limit, Save disabled without a
 * file when adding) with the document's type (required: 'Please select Type for the document'), validity,
 * comment, notification when expired, its target and the days before expiry (default 7). Upload, then the record
 * is saved ('Document saved successfully' / 'Error while saving document'), then it closes.
 */
export function DocumentDialog({ show, onHide, subcontractorId, document }: DocumentDialogProps) {
  const { t } = useTranslation();
  const savedValues = documentFormDefaults(document);
  const form = useForm<DocumentFormInput, unknown, DocumentFormValues>({
    resolver: zodResolver(documentFormSchema),
    defaultValues: savedValues,
  });
  const draft = useFormDraft({
    formId: documentDraftId(subcontractorId),
    recordId: document?.Id,
    form,
    savedValues,
    active: show,
  });
  const save = useSaveSubcontractorDocument();
  const { register, control, formState, watch } = form;
  const { errors } = formState;
  const notify = watch('SendNotificationWhenExpired');
  useEffect(() => {
    if (!show) form.clearErrors();
  }, [show, form]);

  const validate = async () => {
    if (!form.getValues('DocumentType')) {
      await feedback.alert({
        title: t('people.documents.typeMissingTitle'),
        text: t('people.documents.validation.typeRequired'),
      });
      return false;
    }
    return form.trigger();
  };

  const onSaveRecord = async (records: { Id: number }[]) => {
    const values = documentFormSchema.parse(form.getValues());
    try {
      await save.mutateAsync(toDocumentPayload(values, subcontractorId, records[0]?.Id ?? null, document));
      draft.clear();
    } catch (e) {
      const message = toApiError(e).message;
      feedback.notify.error(
        message ? `${t('people.documents.saveError')}: ${message}` : t('people.documents.saveError'),
      );
      throw e;
    }
  };

  const id = (name: string) => `document-${name}`;
  return (
    <UploadDialog
      show={show}
      onHide={draft.guard(onHide)}
      mode={document ? 'edit' : 'create'}
      uploadType="UserProfileAttachment"
      identifier={subcontractorId}
      title={t(document ? 'people.documents.editTitle' : 'people.documents.addTitle')}
      currentFileName={document?.FileRecord?.FileName}
      validate={validate}
      onSaveRecord={onSaveRecord}
      successText={t('people.documents.saved')}
      size="lg"
    >
      <DraftNotice draft={draft} />
      <Row>
        <Col md={6}>
          <FormField
            id={id('type')}
            label={t('people.documents.fields.type')}
            error={errors.DocumentType}
            required
          >
            {(c) => (
              <Form.Select {...c} {...register('DocumentType')}>
                <option value="">{t('people.documents.chooseType')}</option>
                {DOCUMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`people.documents.types.${type}`)}
                  </option>
                ))}
              </Form.Select>
            )}
          </FormField>
        </Col>
        {(
          [
            ['ValidFrom', 'validFrom', 'people.documents.fields.validFrom'],
            ['ValidTo', 'validTo', 'people.documents.fields.validTo'],
          ] as const
        ).map(([name, key, label]) => (
          <Col md={3} key={name}>
            <FormField id={id(key)} label={t(label)} error={errors[name]}>
              <Controller
                name={name}
                control={control}
                render={({ field }) => (
                  <DateInput
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            </FormField>
          </Col>
        ))}
        <Col md={12}>
          <FormField id={id('comment')} label={t('people.documents.fields.comment')} error={errors.Comment}>
            {(c) => <Form.Control {...c} as="textarea" rows={2} {...register('Comment')} />}
          </FormField>
        </Col>
        <Col md={12} className="mb-2">
          <Form.Check
            id={id('notify')}
            type="checkbox"
            label={t('people.documents.fields.notify')}
            {...register('SendNotificationWhenExpired')}
          />
        </Col>
        {notify && (
          <Col md={8}>
            <NotificationRecipientsField
              id={id('target')}
              label={t('people.documents.fields.target')}
              error={errors.NotificationTargetWhenExpired}
              help={t('people.documents.targetHint')}
              required
              registration={register('NotificationTargetWhenExpired')}
            />
          </Col>
        )}
        <Col md={4}>
          <NoticeDaysField
            control={control}
            name="NotifyBeforeExpiryInDay"
            id={id('days')}
            label={t('people.documents.fields.days')}
            error={errors.NotifyBeforeExpiryInDay}
          />
        </Col>
      </Row>
    </UploadDialog>
  );
}
