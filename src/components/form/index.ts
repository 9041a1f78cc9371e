export {
  FormField,
  mergeFieldControl,
  useFieldControl,
  type FieldControlProps,
  type FieldErrorLike,
  type FormFieldProps,
} from './form-field';
export { PhoneInput, type PhoneInputProps } from './phone-input';
export { MoneyInput, type MoneyInputProps } from './money-input';
export { NumberInput, type NumberInputProps } from './number-input';
export {
  DateInput,
  parseDateValue,
  PICKER_DATE_FORMAT,
  SUNDAY_CLASS,
  type DateInputProps,
  type FocusableInput,
} from './date-input';
export {
  formatTimeValue,
  parseTimeValue,
  PICKER_TIME_FORMAT,
  TIME_STEP_MINUTES,
  TimeInput,
  type TimeInputProps,
} from './time-input';
export { DateRangeFilter, type DateRangeFilterProps } from './date-range-filter';
export {
  applyPreset,
  clear as clearDateRange,
  createRange,
  customRange,
  DATE_RANGE_PRESETS,
  isDateRangePreset,
  presetRange,
  resolveRange,
  setEnd as setRangeEnd,
  setStart as setRangeStart,
  toRequest as dateRangeToRequest,
  type DateRange,
  type DateRangePreset,
  type DateRangeVariant,
} from '@/lib/date-range';
export * from '@/lib/validation';
