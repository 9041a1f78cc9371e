import { useId, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { FieldControlContext, type FieldControlProps } from './field-control';

export {
  describedByIds,
  mergeFieldControl,
  useFieldControl,
  useOwnField,
  type FieldControlProps,
} from './field-control';

/** A message as react-hook-form gives it (FieldError) or as text / an i18n key. */
export type FieldErrorLike = string | { message?: string } | null | undefined;

export interface FormFieldProps {
  /** the visible label, tied to the control by htmlFor/id */
  label: ReactNode;
  /** the control's id; generated when left out */
  id?: string;
  /** the field's error: an i18n key (schema convention), plain text, or RHF's FieldError */
  error?: FieldErrorLike;
  /**
   * Whether errors (and validity icons) are shown now. Default true. For forms whose errors appear only
   * after a save attempt (C §5), pass `showErrors={formState.submitCount > 0}`.
   */
  showErrors?: boolean;
  /** mark a valid control with Bootstrap's is-valid (green check) too, once errors are shown */
  validityIcon?: boolean;
  /** help text under the control */
  help?: ReactNode;
  /** adds a required marker (*) to the label, and aria-required to the control (the marker is hidden from screen readers) */
  required?: boolean;
  /** hides the label visually (kept for screen readers) */
  labelHidden?: boolean;
  className?: string;
  /**
   * The control. The inputs of this folder wire themselves; for others pass a function, which receives
   * id, isInvalid, isValid and aria props for a react-bootstrap control: `{(c) => <Form.Control {...c} {...register('Name')} />}`.
   */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}

/**
 * One labelled form row: label, control, invalid feedback, optional validity icon, help text.
 * Schema messages are i18n keys; FormField translates them when shown.
 *
 * @example
 * <FormField label={t('x.phone')} error={errors.Phone} showErrors={formState.submitCount > 0} validityIcon>
 *   <Controller name="Phone" control={control} render={({ field }) => <PhoneInput {...field} />} />
 * </FormField>
 */
export function FormField({
  label,
  id,
  error,
  showErrors = true,
  validityIcon = false,
  help,
  required = false,
  labelHidden = false,
  className = 'mb-3',
  children,
}: FormFieldProps) {
  const { t } = useTranslation();
  const generated = useId();
  const controlId = id ?? `field-${generated.replace(/:/g, '')}`;
  const message = typeof error === 'string' ? error : error?.message;
  const hasError = !!error;
  const invalid = showErrors && hasError;
  const valid = showErrors && validityIcon && !hasError;
  const errorId = `${controlId}-error`;
  const helpId = `${controlId}-help`;
  const describedBy = [invalid && message ? errorId : null, help ? helpId : null].filter(Boolean).join(' ');

  const control: FieldControlProps = {
    id: controlId,
    isInvalid: invalid,
    isValid: valid,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': required || undefined,
  };

  return (
    <div className={className}>
      <Form.Label htmlFor={controlId} className={labelHidden ? 'visually-hidden' : undefined}>
        {label}
        {required && (
          <span className="text-danger ms-1" aria-hidden="true">
            *
          </span>
        )}
      </Form.Label>
      <FieldControlContext.Provider
        value={{ ...control, label: typeof label === 'string' ? label : undefined }}
      >
        {typeof children === 'function' ? children(control) : children}
      </FieldControlContext.Provider>
      {invalid && message && (
        <div id={errorId} className="invalid-feedback d-block">
          {t(message, { defaultValue: message })}
        </div>
      )}
      {help && (
        <Form.Text id={helpId} muted>
          {help}
        </Form.Text>
      )}
    </div>
  );
}
