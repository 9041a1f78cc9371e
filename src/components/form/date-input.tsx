import dayjs from 'dayjs';
import DatePicker, { registerLocale } from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { useTranslation } from 'react-i18next';
import { pickerDateFormat, REQUEST_DATE_FORMAT } from '@/lib/format';
import { useSpanishResource } from '@/lib/use-spanish-resource';
import { usePickerInput, type PickerInputProps } from './picker-input';
import './form.css';

export type { FocusableInput } from './picker-input';

/** The picker's display format in English (date-fns tokens for MM/DD/YYYY); Spanish types DD/MM/YYYY. */
export const PICKER_DATE_FORMAT = 'MM/dd/yyyy';

let spanish: Promise<'es'> | null = null;
/** date-fns's Spanish month and day names for the calendar, fetched the first time a Spanish picker shows. */
const loadSpanish = () =>
  (spanish ??= import('date-fns/locale/es').then(({ es }) => {
    registerLocale('es', es);
    return 'es' as const;
  }));

/** The calendar's locale: Spanish once its names are in (English until then, or when they cannot be loaded). */
const usePickerLocale = (): 'es' | undefined => useSpanishResource(loadSpanish, undefined) ?? undefined;

/** The class given to Sundays in the calendar (A §9). */
export const SUNDAY_CLASS = 'date-input-sunday';

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

export interface DateInputProps extends PickerInputProps {
  /**
   * The date as a calendar-date string 'YYYY-MM-DD' (an ISO 8601 date, decision 16). A full ISO date-time
   * from the API is accepted too; null or '' for none.
   */
  value: string | null | undefined;
  /** receives 'YYYY-MM-DD', or null when cleared */
  onChange: (value: string | null) => void;
  /** earliest / latest selectable day, 'YYYY-MM-DD' */
  minDate?: string | null;
  maxDate?: string | null;
  autoFocus?: boolean;
}

/**
 * Date picker (react-datepicker): types and shows MM/DD/YYYY (DD/MM/YYYY with Spanish names in Spanish), Sundays styled, no week numbers, clearable.
 * The value is a 'YYYY-MM-DD' string.
 *
 * @example <Controller name="StartDate" control={control} render={({ field }) => <DateInput {...field} />} />
 */
export function DateInput({
  value,
  onChange,
  placeholder,
  minDate,
  maxDate,
  autoFocus,
  ...props
}: DateInputProps) {
  const { t } = useTranslation();
  const picker = usePickerInput(props, 'date');
  const locale = usePickerLocale();
  return (
    <DatePicker
      {...picker}
      selected={parseDateValue(value)}
      onChange={(date: Date | null) => onChange(date ? dayjs(date).format(REQUEST_DATE_FORMAT) : null)}
      dateFormat={pickerDateFormat()}
      locale={locale}
      placeholderText={placeholder ?? t('common.form.date.placeholder')}
      dayClassName={sundayClass}
      showWeekNumbers={false}
      minDate={parseDateValue(minDate) ?? undefined}
      maxDate={parseDateValue(maxDate) ?? undefined}
      autoFocus={autoFocus}
    />
  );
}
