import dayjs from 'dayjs';
import { useImperativeHandle, useRef, type FocusEvent, type Ref } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { useTranslation } from 'react-i18next';
import { REQUEST_DATE_FORMAT } from '@/lib/format';
import { mergeFieldControl, useFieldControl } from './form-field';
import './form.css';

/** The picker's display format (date-fns tokens for MM/DD/YYYY). */
export const PICKER_DATE_FORMAT = 'MM/dd/yyyy';
/** The class given to Sundays in the calendar (A §9). */
export const SUNDAY_CLASS = 'date-input-sunday';

/** What a date or time input can focus (react-hook-form focuses the first invalid field). */
export interface FocusableInput {
  focus: () => void;
}

/**
 * A calendar date string to a local Date: 'YYYY-MM-DD' is read as that local day (no time-zone shift);
 * any other ISO string is parsed by dayjs.
 */
export function parseDateValue(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const d = dayjs(value);
  return d.isValid() ? d.toDate() : null;
}

export const sundayClass = (date: Date) => (date.getDay() === 0 ? SUNDAY_CLASS : '');

export interface DateInputProps {
  /**
   * The date as a calendar-date string 'YYYY-MM-DD' (an ISO 8601 date, decision 16). A full ISO date-time
   * from the API is accepted too; null or '' for none.
   */
  value: string | null | undefined;
  /** receives 'YYYY-MM-DD', or null when cleared */
  onChange: (value: string | null) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  ref?: Ref<FocusableInput>;
  id?: string;
  name?: string;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  /** shows an (x) button that clears the date (default true) */
  isClearable?: boolean;
  placeholder?: string;
  /** earliest / latest selectable day, 'YYYY-MM-DD' */
  minDate?: string | null;
  maxDate?: string | null;
  isInvalid?: boolean;
  isValid?: boolean;
  /** for a control without a visible label */
  'aria-label'?: string;
  'aria-describedby'?: string;
  className?: string;
  size?: 'sm' | 'lg';
  autoFocus?: boolean;
}

/**
 * Date picker (react-datepicker): types and shows MM/DD/YYYY, Sundays styled, no week numbers, clearable.
 * The value is a 'YYYY-MM-DD' string.
 *
 * @example <Controller name="StartDate" control={control} render={({ field }) => <DateInput {...field} />} />
 */
export function DateInput({
  value,
  onChange,
  onBlur,
  ref,
  id,
  name,
  disabled,
  readOnly,
  required,
  isClearable = true,
  placeholder,
  minDate,
  maxDate,
  isInvalid,
  isValid,
  className,
  size,
  autoFocus,
  ...aria
}: DateInputProps) {
  const { t } = useTranslation();
  const field = mergeFieldControl(useFieldControl(), {
    id,
    isInvalid,
    isValid,
    'aria-describedby': aria['aria-describedby'],
  });
  const picker = useRef<DatePicker>(null);
  useImperativeHandle(ref, () => ({ focus: () => picker.current?.setFocus() }), []);

  const classes = [
    'form-control',
    size ? `form-control-${size}` : '',
    field.isInvalid ? 'is-invalid' : '',
    field.isValid ? 'is-valid' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <DatePicker
      ref={picker}
      id={field.id}
      name={name}
      selected={parseDateValue(value)}
      onChange={(date: Date | null) => onChange(date ? dayjs(date).format(REQUEST_DATE_FORMAT) : null)}
      onBlur={onBlur}
      dateFormat={PICKER_DATE_FORMAT}
      placeholderText={placeholder ?? t('common.form.date.placeholder')}
      dayClassName={sundayClass}
      showWeekNumbers={false}
      isClearable={isClearable && !disabled && !readOnly}
      clearButtonTitle={t('common.form.date.clear')}
      ariaLabelClose={t('common.form.date.clear')}
      minDate={parseDateValue(minDate) ?? undefined}
      maxDate={parseDateValue(maxDate) ?? undefined}
      disabled={disabled}
      readOnly={readOnly}
      required={required}
      autoFocus={autoFocus}
      autoComplete="off"
      className={classes}
      wrapperClassName="date-input-wrapper"
      popperClassName="date-input-popper"
      ariaInvalid={field.isInvalid ? 'true' : undefined}
      ariaDescribedBy={field.describedBy}
      aria-label={aria['aria-label']}
    />
  );
}
