import {
  useCallback,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type InputHTMLAttributes,
  type Ref,
} from 'react';
import Form from 'react-bootstrap/Form';
import { maskPhone, PHONE_PLACEHOLDER } from '@/lib/format';
import { mergeFieldControl, useFieldControl } from './form-field';
import { assignRef } from './refs';

export interface PhoneInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'defaultValue' | 'size'
> {
  /** the phone as typed so far, masked 999-999-9999 ('' for none) */
  value: string | null | undefined;
  /** receives the masked text ('703-555-12' while typing, '703-555-1234' when complete) */
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
  isInvalid?: boolean;
  isValid?: boolean;
  size?: 'sm' | 'lg';
}

/** Position in `masked` just after its n-th digit (0 → start). */
function caretAfterDigits(masked: string, n: number): number {
  if (n <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i++) {
    if (/\d/.test(masked[i])) seen++;
    if (seen === n) return i + 1;
  }
  return masked.length;
}

/**
 * Phone input with the mask 999-999-9999 and the placeholder ###-###-#### (A §5, C §9): only digits are
 * kept, hyphens are put in as the user types, and the caret stays next to the digit being edited
 * (backspace over a hyphen deletes the digit before it).
 *
 * @example <Controller name="Phone" control={control} render={({ field }) => <PhoneInput {...field} />} />
 */
export function PhoneInput({
  value,
  onChange,
  ref,
  isInvalid,
  isValid,
  id,
  className,
  placeholder = PHONE_PLACEHOLDER,
  ...rest
}: PhoneInputProps) {
  const field = mergeFieldControl(useFieldControl(), {
    id,
    isInvalid,
    isValid,
    'aria-describedby': rest['aria-describedby'],
  });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const shown = maskPhone(value ?? '');

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (input && caret !== null && document.activeElement === input) input.setSelectionRange(caret, caret);
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const caret = event.target.selectionStart ?? raw.length;
    let digits = raw.replace(/\D/g, '');
    let digitsBefore = raw.slice(0, caret).replace(/\D/g, '').length;
    const inputType = (event.nativeEvent as InputEvent).inputType;
    const previousDigits = shown.replace(/\D/g, '');
    // Backspace over a hyphen removes no digit: remove the digit before it instead.
    if (inputType === 'deleteContentBackward' && digits === previousDigits && digitsBefore > 0) {
      digits = digits.slice(0, digitsBefore - 1) + digits.slice(digitsBefore);
      digitsBefore -= 1;
    }
    const masked = maskPhone(digits);
    pendingCaret.current = caretAfterDigits(masked, Math.min(digitsBefore, 10));
    onChange(masked);
  };

  return (
    <Form.Control
      {...rest}
      ref={setRefs}
      id={field.id}
      type="tel"
      inputMode="numeric"
      autoComplete={rest.autoComplete ?? 'tel-national'}
      placeholder={placeholder}
      value={shown}
      onChange={handleChange}
      isInvalid={field.isInvalid}
      isValid={field.isValid}
      aria-invalid={field.isInvalid || undefined}
      aria-describedby={field.describedBy}
      aria-required={field.required}
      className={className}
    />
  );
}
