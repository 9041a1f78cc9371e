import type { FocusEvent, InputHTMLAttributes, Ref } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';
import { mergeFieldControl, useFieldControl } from './form-field';
import { useNumericText } from './use-numeric-text';

export interface MoneyInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'onBlur' | 'onFocus' | 'type' | 'defaultValue' | 'size'
> {
  /** the amount in dollars, or null when empty */
  value: number | null | undefined;
  /** receives the amount (null when the input is emptied); rounded to cents on blur */
  onChange: (value: number | null) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  ref?: Ref<HTMLInputElement>;
  /** allow a leading minus (default false) */
  allowNegative?: boolean;
  isInvalid?: boolean;
  isValid?: boolean;
  size?: 'sm' | 'lg';
}

/**
 * Money input with a $ prefix (C §9): numeric value, two decimals shown once the input is left.
 *
 * @example <Controller name="Amount" control={control} render={({ field }) => <MoneyInput {...field} />} />
 */
export function MoneyInput({
  value,
  onChange,
  onBlur,
  onFocus,
  ref,
  allowNegative = false,
  isInvalid,
  isValid,
  id,
  size,
  className,
  ...rest
}: MoneyInputProps) {
  const { t } = useTranslation();
  const field = mergeFieldControl(useFieldControl(), {
    id,
    isInvalid,
    isValid,
    'aria-describedby': rest['aria-describedby'],
  });
  const text = useNumericText({
    value,
    onChange,
    onBlur,
    onFocus,
    decimals: 2,
    fixed: true,
    allowNegative,
    emptyValue: null,
  });
  return (
    <InputGroup size={size} hasValidation className={className}>
      <InputGroup.Text aria-hidden="true">{t('common.form.money.currencySymbol')}</InputGroup.Text>
      <Form.Control
        {...rest}
        ref={ref}
        id={field.id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        {...text}
        isInvalid={field.isInvalid}
        isValid={field.isValid}
        aria-invalid={field.isInvalid || undefined}
        aria-describedby={field.describedBy}
        aria-required={field.required}
        className="text-end"
      />
    </InputGroup>
  );
}
