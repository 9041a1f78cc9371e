import { useImperativeHandle, useRef, useState, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type DatePicker from 'react-datepicker';
import { mergeFieldControl, useFieldControl } from './form-field';

/** What a date or time input can focus (react-hook-form focuses the first invalid field). */
export interface FocusableInput {
  focus: () => void;
}

/** The props the date and time inputs share (each adds its value, onChange and own options). */
export interface PickerInputProps {
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  ref?: Ref<FocusableInput>;
  id?: string;
  name?: string;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  /** shows an (x) button that clears the value (default true) */
  isClearable?: boolean;
  placeholder?: string;
  isInvalid?: boolean;
  isValid?: boolean;
  /** for a control without a visible label */
  'aria-label'?: string;
  'aria-describedby'?: string;
  className?: string;
  size?: 'sm' | 'lg';
}

/**
 * The react-datepicker props a date or time input passes on alike: id, validity and description merged over the
 * surrounding FormField's, the focus handle for react-hook-form, the Bootstrap control classes, clearing (not
 * when disabled or read-only) and the shared wrapper and popper classes. The placeholder is the input's own.
 */
export function usePickerInput(
  {
    onBlur,
    ref,
    id,
    name,
    disabled,
    readOnly,
    required,
    isClearable = true,
    isInvalid,
    isValid,
    className,
    size,
    ...aria
  }: Omit<PickerInputProps, 'placeholder'>,
  /** what the input holds: its clear button is "Clear <field>", or "Clear date" / "Clear time" without a label */
  kind: 'date' | 'time',
) {
  const { t } = useTranslation();
  const field = mergeFieldControl(useFieldControl(), {
    id,
    isInvalid,
    isValid,
    'aria-describedby': aria['aria-describedby'],
  });
  const picker = useRef<DatePicker>(null);
  useImperativeHandle(ref, () => ({ focus: () => picker.current?.setFocus() }), []);

  // Enter (which picks the calendar's day) and Escape close the calendar, and the picker then blurs its field a
  // frame later: the focus fell to the page, and a keyboard user's next Tab started again from the top of the dialog.
  // Once that blur has happened, the focus comes back to the field (unless the user has moved on), without opening
  // the calendar again.
  const [refocusing, setRefocusing] = useState(false);
  const keepFocusOnClose = (event: KeyboardEvent<HTMLElement>) => {
    if ((event.key !== 'Enter' && event.key !== 'Escape') || !picker.current?.isCalendarOpen()) return;
    const field = event.currentTarget;
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!field.isConnected || (active && active !== document.body)) return;
        flushSync(() => setRefocusing(true));
        field.focus();
        setRefocusing(false);
      }),
    );
  };

  const classes = [
    'form-control',
    size ? `form-control-${size}` : '',
    field.isInvalid ? 'is-invalid' : '',
    field.isValid ? 'is-valid' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');

  // Several dates in one form each had a "Clear date" button: the name says which field it clears.
  const clearButtonName = (fieldName: string | undefined) => {
    const name = fieldName
      ? t('common.form.clearField', { field: fieldName })
      : t(`common.form.${kind}.clear`);
    return { clearButtonTitle: name, ariaLabelClose: name };
  };

  return {
    ref: picker,
    id: field.id,
    name,
    onBlur,
    isClearable: isClearable && !disabled && !readOnly,
    disabled,
    readOnly,
    required,
    autoComplete: 'off',
    className: classes,
    wrapperClassName: 'date-input-wrapper',
    popperClassName: 'date-input-popper',
    ariaInvalid: field.isInvalid ? 'true' : undefined,
    ariaDescribedBy: field.describedBy,
    ariaRequired: field.required && !required ? 'true' : undefined,
    'aria-label': aria['aria-label'],
    ...clearButtonName(aria['aria-label'] ?? field.label),
    onKeyDown: keepFocusOnClose,
    preventOpenOnFocus: refocusing,
  };
}
