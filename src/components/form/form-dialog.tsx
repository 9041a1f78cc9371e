import { useId, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { AppModal, type ModalSize } from '@/components/modal';
import { DraftNotice } from './draft-notice';
import type { FormDraft } from './use-form-draft';
import type { FormSave } from './use-form-save';

export interface FormDialogProps<TValues> {
  show: boolean;
  onHide: () => void;
  title: ReactNode;
  /** From `useFormSave`: the submit handler and the saving flag. */
  save: FormSave<TValues>;
  /** From `useFormDraft`: the restored notice, and closing with changes asks first. */
  draft?: FormDraft;
  /** A submit handler of the form's own (checks before validation); default `save.submit`. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => unknown;
  size?: ModalSize;
  /** A click outside does not close it; default true (typing must not be lost by a stray click). */
  staticBackdrop?: boolean;
  /** The form element's id; a generated one by default. */
  id?: string;
  saveLabel?: string;
  cancelLabel?: string;
  /** false disables Save (e.g. while a required name is empty, C §5 role); true by default */
  canSave?: boolean;
  children: ReactNode;
}

/**
 * A create or edit dialog: AppModal with the form, Cancel and Save (disabled while saving), the draft's notice,
 * and Cancel / × / Escape asking before changes are discarded. The dialog stays open after a failed save; the
 * save helper's `onSaved` closes it. Example: see `useFormDraft`.
 */
export function FormDialog<TValues>({
  show,
  onHide,
  title,
  save,
  draft,
  onSubmit,
  size,
  staticBackdrop = true,
  id,
  saveLabel,
  cancelLabel,
  canSave = true,
  children,
}: FormDialogProps<TValues>) {
  const { t } = useTranslation();
  const generatedId = useId();
  const formId = id ?? `form${generatedId.replace(/:/g, '')}`;
  const close = draft ? draft.guard(onHide) : onHide;
  return (
    <AppModal
      show={show}
      onHide={close}
      size={size}
      staticBackdrop={staticBackdrop}
      title={title}
      footer={
        <>
          <Button variant="outline-secondary" onClick={close} disabled={save.saving}>
            {cancelLabel ?? t('common.formDialog.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="primary" disabled={save.saving || !canSave}>
            {save.saving ? t('common.formDialog.saving') : (saveLabel ?? t('common.formDialog.save'))}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void (onSubmit ? onSubmit(event) : save.submit(event));
        }}
      >
        {draft && <DraftNotice draft={draft} />}
        {children}
      </Form>
    </AppModal>
  );
}
