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
export { DeferredDateInput, DeferredTimeInput } from './deferred-inputs';
export { DateRangeFilter, type DateRangeFilterProps } from './date-range-filter';
export { DraftNotice } from './draft-notice';
export { FormDialog, type FormDialogProps } from './form-dialog';
export { useFormDraft, type FormDraft, type UseFormDraftOptions } from './use-form-draft';
export { useFormSave, type FormSave, type UseFormSaveOptions } from './use-form-save';
export { useReopenDraft, type UseReopenDraftOptions } from './use-reopen-draft';
