import { memo, type ReactElement } from 'react';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { FormField, type FieldErrorLike } from '@/components/form';

export interface ControlledFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
  /** the visible label */
  label: string;
  /** the field's error; shown when `showErrors` (FormField's default: always) */
  error?: FieldErrorLike;
  showErrors?: boolean;
  required?: boolean;
  /** the control, given the form field and the id the label points to (a picker's `inputId`) */
  render: (field: ControllerRenderProps<T, N>, inputId: string) => ReactElement;
}

/**
 * One labelled row of the repair order form whose control is bound with a react-hook-form Controller (a picker,
 * a date, time or money input): FormField around Controller, the control drawn by `render`. Memoized: give it
 * stable props (a `render` made once) and the form drawing again (its reset on opening, a keystroke in a text
 * field) does not draw the control again; the Controller still follows its own field.
 */
export const ControlledField = memo(ControlledFieldRow) as typeof ControlledFieldRow;

function ControlledFieldRow<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  error,
  showErrors,
  required,
  render,
}: ControlledFieldProps<T, N>) {
  return (
    <FormField label={label} error={error} showErrors={showErrors} required={required}>
      {(c) => <Controller name={name} control={control} render={({ field }) => render(field, c.id)} />}
    </FormField>
  );
}
