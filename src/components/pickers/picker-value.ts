import type { QueryKey } from '@tanstack/react-query';

/* A picker's value and options, without the select library: shared by the pickers and their light stand-ins. */

/** A picker value: an id, or a string key ('na', a tag). */
export type PickerValue = string | number;

/** One choice of a picker; `item` carries the API record it came from. */
export interface PickerOption<V extends PickerValue = number, T = unknown> {
  value: V;
  label: string;
  item?: T;
  isDisabled?: boolean;
}

/**
 * How a picker learns the label of a value it has not loaded (a saved choice, a deep link's id):
 * one background single read per value, cached like reference data. `queryKey` must not be the
 * key of the record itself (the answer here is the label only): add a 'label' suffix.
 */
export interface LabelQuery {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<string>;
}

export type LabelResolver<V extends PickerValue> = (value: V) => LabelQuery;

/**
 * How a select takes over from the light stand-in the user started on (picker-stand-in.tsx): it mounts focused,
 * with the text typed so far, its menu open when the user asked for it (a click, an arrow key) or typed.
 */
export interface PickerStart {
  input: string;
  open: boolean;
}

export interface SinglePickerProps<V extends PickerValue, T> {
  isMulti?: false;
  value: V | null | undefined;
  onChange: (value: V | null, option: PickerOption<V, T> | null) => void;
}

export interface MultiPickerProps<V extends PickerValue, T> {
  isMulti: true;
  value: readonly V[] | null | undefined;
  onChange: (values: V[], options: PickerOption<V, T>[]) => void;
}

export type PickerValueProps<V extends PickerValue, T> = SinglePickerProps<V, T> | MultiPickerProps<V, T>;

/**
 * The option objects of the current value, looked up with `find`. A value whose label is not known
 * never shows as its bare id: it gets `fallbackLabel` (a loading hint while it is resolved, else '').
 */
export function resolveValue<V extends PickerValue, T>(
  props: PickerValueProps<V, T>,
  find: (value: V) => PickerOption<V, T> | undefined,
  fallbackLabel: (value: V) => string = () => '',
): PickerOption<V, T> | readonly PickerOption<V, T>[] | null {
  const toOption = (v: V): PickerOption<V, T> => find(v) ?? { value: v, label: fallbackLabel(v) };
  if (props.isMulti) return (props.value ?? []).map(toOption);
  return props.value === null || props.value === undefined ? null : toOption(props.value);
}
