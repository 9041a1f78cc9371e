import { useMemo, useRef, useState } from 'react';
import { createFilter, type InputActionMeta, type SelectInstance } from 'react-select';
import {
  emitChange,
  PickerSelect,
  useSelectBase,
  useStartWith,
  type CommonSelectProps,
  type PickerOption,
  type PickerValue,
  type PickerValueProps,
} from './select-base';
import { useShownValue } from './resolve-labels';

export interface SelectFieldOwnProps<V extends PickerValue, T> extends CommonSelectProps<V, T> {
  options: readonly PickerOption<V, T>[];
  isLoading?: boolean;
  /** show at most this many matches of the typed text */
  maxOptions?: number;
  /** a load failure: shown in the menu instead of 'No results found' */
  errorText?: string | null;
}

export type SelectFieldProps<V extends PickerValue = number, T = unknown> = SelectFieldOwnProps<V, T> &
  PickerValueProps<V, T>;

const defaultFilter = createFilter<PickerOption<PickerValue, unknown>>();

/**
 * A select over options known up front (client-side filtering). The value is an id, or an array
 * of ids with isMulti; onChange gets the id(s) and the option(s).
 *
 * @example
 * <label htmlFor="status">Status</label>
 * <SelectField inputId="status" options={[{ value: 1, label: 'Open' }]} value={status} onChange={setStatus} />
 */
export function SelectField<V extends PickerValue = number, T = unknown>(props: SelectFieldProps<V, T>) {
  const { options, isLoading, maxOptions, errorText, onCreateOption } = props;
  const base = useSelectBase<V, T>(props, { errorText });
  const [inputValue, setInputValue] = useState('');

  const byValue = useMemo(() => new Map(options.map((o) => [o.value, o])), [options]);
  const value = useShownValue(props, (v) => byValue.get(v), !!isLoading);

  const shown = useMemo(() => {
    if (!maxOptions) return options;
    return options
      .filter((o) =>
        defaultFilter(
          { label: o.label, value: String(o.value), data: o as PickerOption<PickerValue> },
          inputValue,
        ),
      )
      .slice(0, maxOptions);
  }, [options, maxOptions, inputValue]);

  const selectRef = useRef<SelectInstance<PickerOption<V, T>, boolean>>(null);
  const onInputChange = (next: string, _meta: InputActionMeta) => setInputValue(next);
  useStartWith(selectRef, props.startWith, onInputChange);

  const selectProps = {
    ...base,
    options: shown,
    value,
    isMulti: props.isMulti ?? false,
    isLoading,
    inputValue,
    onInputChange,
    filterOption: maxOptions ? null : base.filterOption,
    onChange: (next: Parameters<NonNullable<typeof base.onChange>>[0]) => emitChange(props, next),
  };

  return (
    <PickerSelect
      select={selectProps}
      selectRef={selectRef}
      onCreateOption={onCreateOption}
      context={{ describedBy: props['aria-describedby'] }}
    />
  );
}
