import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { useTranslation } from 'react-i18next';
import { usePickerInput, type PickerInputProps } from './picker-input';
import './form.css';

/** Minutes between the picker's choices (A §9). */
export const TIME_STEP_MINUTES = 5;
/** The shown format (date-fns tokens): 9:05 AM. */
export const PICKER_TIME_FORMAT = 'h:mm aa';

const TIME = /^(\d{1,2}):(\d{2})/;

/** 'HH:mm' (or 'HH:mm:ss') to a Date today at that time. */
export function parseTimeValue(value: string | null | undefined): Date | null {
  const m = value ? TIME.exec(value) : null;
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  const d = new Date();
  d.setHours(h, min, 0, 0);
  return d;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const formatTimeValue = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

export interface TimeInputProps extends PickerInputProps {
  /** the time of day 'HH:mm' (24 h), or null; 'HH:mm:ss' is accepted. Send with toRequestTime → 'HH:mm:00'. */
  value: string | null | undefined;
  /** receives 'HH:mm', or null when cleared */
  onChange: (value: string | null) => void;
  /** minutes between choices, default 5 */
  step?: number;
}

/**
 * Time picker in 5-minute steps (react-datepicker, time only). Shows 9:05 AM; the value is 'HH:mm'.
 *
 * @example <Controller name="StartTime" control={control} render={({ field }) => <TimeInput {...field} />} />
 */
export function TimeInput({
  value,
  onChange,
  placeholder,
  step = TIME_STEP_MINUTES,
  ...props
}: TimeInputProps) {
  const { t } = useTranslation();
  const picker = usePickerInput(props, 'time');
  return (
    <DatePicker
      {...picker}
      selected={parseTimeValue(value)}
      onChange={(date: Date | null) => onChange(date ? formatTimeValue(date) : null)}
      showTimeSelect
      showTimeSelectOnly
      timeIntervals={step}
      timeCaption={t('common.form.time.caption')}
      dateFormat={PICKER_TIME_FORMAT}
      timeFormat={PICKER_TIME_FORMAT}
      placeholderText={placeholder ?? t('common.form.time.placeholder')}
    />
  );
}
