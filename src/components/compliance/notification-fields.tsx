import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import {
  Controller,
  type Control,
  type FieldPathByValue,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { FormField, NumberInput, type FieldErrorLike } from '@/components/form';

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
}

/** Who an expiry notification goes to (C §2, C §3): a text input of e-mail addresses with its help text. */
export function NotificationRecipientsField({
  registration,
  id,
  label,
  error,
  help,
  required,
}: NotificationRecipientsFieldProps) {
  return (
    <FormField id={id} label={label} error={error} help={help} required={required}>
      {(c) => <Form.Control {...c} {...registration} />}
    </FormField>
  );
}
