import type { FocusEvent, InputHTMLAttributes, Ref } from 'react';
import Form from 'react-bootstrap/Form';
import { mergeFieldControl, useFieldControl } from './form-field';
import { useNumericText } from './use-numeric-text';

export interface NumberInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'onBlur' | 'onFocus' | 'type' | 'defaultValue' | 'size'
> {
  value: number | null | undefined;
  /** receives the number; an empty input gives 0 (A §5) */
  onChange: (value: number) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  ref?: Ref<HTMLInputElement>;
  /** whole numbers only (default false) */
  integer?: boolean;
  /** decimals kept when not integer (default 2) */
  decimals?: number;
  allowNegative?: boolean;
  isInvalid?: boolean;
  isValid?: boolean;
  size?: 'sm' | 'lg';
}

/**
 * Number input: digits, one decimal point and (if allowed) a leading minus; empty becomes 0 (A §5).
 *
 * @example <Controller name="Quantity" control={control} render={({ field }) => <NumberInput integer {...field} />} />
 */
export function NumberInput({
  value,
  onChange,
  onBlur,
  onFocus,
  ref,
  integer = false,
  decimals = 2,
  allowNegative = false,
  isInvalid,
  isValid,
  id,
  size,
  ...rest
}: NumberInputProps) {
  const field = mergeFieldControl(useFieldControl(), {
    id,
    isInvalid,
    isValid,
    'aria-describedby': rest['aria-describedby'],
  });
  const text = useNumericText({
    value,
    onChange: (n) => onChange(n ?? 0),
    onBlur,
    onFocus,
    decimals: integer ? 0 : decimals,
    allowNegative,
    emptyValue: 0,
  });
  return (
    <Form.Control
      {...rest}
      ref={ref}
      id={field.id}
      type="text"
      inputMode={integer ? 'numeric' : 'decimal'}
      autoComplete="off"
      size={size}
      {...text}
      isInvalid={field.isInvalid}
      isValid={field.isValid}
      aria-invalid={field.isInvalid || undefined}
      aria-describedby={field.describedBy}
      aria-required={field.required}
    />
  );
}
