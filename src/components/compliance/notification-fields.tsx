import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';
import {
  Controller,
  type Control,
  type FieldPathByValue,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { feedback } from '@/components/feedback';
import { FormField, NumberInput, type FieldErrorLike } from '@/components/form';
import { lazyDialog } from '@/components/modal';
import type { Contact } from '@/components/pickers/contacts-picker';
import { fullName } from '@/lib/format';
import { contactEmails } from './recipients';

const ContactsPicker = lazyDialog(() =>
  import('@/components/pickers/contacts-picker').then((m) => m.ContactsPicker),
);

interface NotificationFieldProps {
  /** the control's id (the label points to it) */
  id: string;
  label: string;
  error?: FieldErrorLike;
}

export interface NoticeDaysFieldProps<T extends FieldValues> extends NotificationFieldProps {
  control: Control<T>;
  /** the form's whole-number field of the days before expiry a notification goes out */
  name: FieldPathByValue<T, number>;
}

/**
 * The number of days before a document expires that its notification is sent (C §2, C §3): a whole-number
 * input bound with a Controller. Used by a subcontractor document and by the site-wide document settings.
 */
export function NoticeDaysField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  error,
}: NoticeDaysFieldProps<T>) {
  return (
    <FormField id={id} label={label} error={error}>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <NumberInput
            name={field.name}
            ref={field.ref}
            integer
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
    </FormField>
  );
}

export interface NotificationRecipientsFieldProps extends NotificationFieldProps {
  /** what `register()` gave for the recipients' text field */
  registration: UseFormRegisterReturn;
  /** help text under the input (how to write several addresses) */
  help: ReactNode;
  required?: boolean;
  /**
   * When given, an "Add from contacts" button beside the input opens the contacts picker (C §2: users or groups,
   * a group adding its members); the e-mail addresses of the chosen contacts are handed here to be added to the
   * text (`appendRecipients`).
   */
  onAddRecipients?: (emails: string[]) => void;
}

/**
 * Who an expiry notification goes to (C §2, C §3): a text input of e-mail addresses with its help text and, with
 * `onAddRecipients`, the contacts picker to add users and groups next to typing addresses.
 */
export function NotificationRecipientsField({
  registration,
  id,
  label,
  error,
  help,
  required,
  onAddRecipients,
}: NotificationRecipientsFieldProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);

  const add = (contacts: Contact[]) => {
    if (!onAddRecipients) return;
    const { emails, missing } = contactEmails(contacts);
    if (emails.length) onAddRecipients(emails);
    if (missing.length)
      feedback.notify.error(
        t('common.compliance.noEmail', { names: missing.map((c) => fullName(c)).join(', ') }),
      );
  };

  return (
    <>
      <FormField id={id} label={label} error={error} help={help} required={required}>
        {(c) =>
          onAddRecipients ? (
            <InputGroup hasValidation>
              <Form.Control {...c} {...registration} />
              <Button variant="outline-secondary" onClick={() => setPicking(true)}>
                {t('common.compliance.addFromContacts')}
              </Button>
            </InputGroup>
          ) : (
            <Form.Control {...c} {...registration} />
          )
        }
      </FormField>
      {onAddRecipients && <ContactsPicker show={picking} onHide={() => setPicking(false)} onPick={add} />}
    </>
  );
}
