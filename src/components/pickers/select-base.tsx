import type { QueryKey } from '@tanstack/react-query';
import { createContext, useContext, useId, type ReactNode, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  components,
  type FormatOptionLabelMeta,
  type GroupBase,
  type InputProps,
  type MenuListProps,
  type OnChangeValue,
  type Props as SelectProps,
  type StylesConfig,
} from 'react-select';

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

/** Props shared by every select of the app (A §9: searchable, close on select, '(new)' tags). */
export interface CommonSelectProps<V extends PickerValue, T> {
  /** id of the input, so that `<label htmlFor>` names the control */
  inputId?: string;
  /** stable prefix of react-select's inner ids; useId() when omitted */
  instanceId?: string;
  name?: string;
  /** the accessible name when no label points at inputId (a default is used otherwise) */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  placeholder?: string;
  isDisabled?: boolean;
  isClearable?: boolean;
  /** red border and aria-invalid */
  isInvalid?: boolean;
  autoFocus?: boolean;
  className?: string;
  onBlur?: () => void;
  /** makes the select creatable: typed text can be added; the label reads '<text> (new)' */
  onCreateOption?: (inputValue: string) => void;
  formatOptionLabel?: (
    option: PickerOption<V, T>,
    meta: FormatOptionLabelMeta<PickerOption<V, T>>,
  ) => ReactNode;
  /** e.g. document.body inside modals */
  menuPortalTarget?: HTMLElement | null;
  /** replaces the default 'No results found' */
  noOptionsText?: string;
  /** reads the label of a value whose option is not loaded; without it such a value shows no label */
  resolveLabel?: LabelResolver<V>;
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

type AnyOption = PickerOption<PickerValue, unknown>;

function isOptionList<O>(value: O | readonly O[] | null): value is readonly O[] {
  return Array.isArray(value);
}

/** Hands react-select's new value to the picker's onChange as ids plus options. */
export function emitChange<V extends PickerValue, T>(
  props: PickerValueProps<V, T>,
  next: OnChangeValue<PickerOption<V, T>, boolean>,
): void {
  if (props.isMulti) {
    const list = isOptionList(next) ? [...next] : next ? [next] : [];
    props.onChange(
      list.map((o) => o.value),
      list,
    );
  } else {
    const one = isOptionList(next) ? (next[0] ?? null) : next;
    props.onChange(one ? one.value : null, one ?? null);
  }
}

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

const styles: StylesConfig<AnyOption, boolean> = {
  menuPortal: (base) => ({ ...base, zIndex: 1070 }),
  control: (base, state) => {
    const invalid = (state.selectProps as { 'aria-invalid'?: boolean })['aria-invalid'];
    return invalid
      ? {
          ...base,
          borderColor: 'var(--bs-form-invalid-border-color, #dc3545)',
          '&:hover': { borderColor: 'var(--bs-form-invalid-border-color, #dc3545)' },
        }
      : base;
  },
};

/* ---------- load more on scroll (mouse, scrollbar and keyboard) and aria-describedby ---------- */

interface PickerContextValue {
  /** called when the menu list is scrolled to its end */
  onMenuEnd?: () => void;
  /** ids of the help or error texts describing the control */
  describedBy?: string;
}

/** What the custom inner components need from their picker. Wrap the select in its Provider. */
export const PickerContext = createContext<PickerContextValue>({});

const END_SLACK_PX = 24;

function ScrollAwareMenuList<O, M extends boolean, G extends GroupBase<O>>(props: MenuListProps<O, M, G>) {
  const { onMenuEnd } = useContext(PickerContext);
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (onMenuEnd && el.scrollTop + el.clientHeight >= el.scrollHeight - END_SLACK_PX) onMenuEnd();
  };
  return <components.MenuList {...props} innerProps={{ ...props.innerProps, onScroll }} />;
}

function DescribedInput<O, M extends boolean, G extends GroupBase<O>>(props: InputProps<O, M, G>) {
  const { describedBy } = useContext(PickerContext);
  const ids = [describedBy, props['aria-describedby']].filter(Boolean).join(' ');
  return <components.Input {...props} aria-describedby={ids || undefined} />;
}

export const pickerComponents = { MenuList: ScrollAwareMenuList, Input: DescribedInput };

/* ---------- the shared react-select props ---------- */

interface BaseOptions {
  /** the accessible name used when neither inputId nor aria-labelledby is given */
  defaultAriaLabel?: string;
  /** an error text shown instead of 'No results found' */
  errorText?: string | null;
  minInputLength?: number;
}

/**
 * The react-select props every picker shares: ids and accessible name, messages,
 * searchable, close on select, '(new)' label, Bootstrap-friendly styles.
 */
export function useSelectBase<V extends PickerValue, T>(
  props: CommonSelectProps<V, T>,
  options: BaseOptions = {},
): SelectProps<PickerOption<V, T>, boolean> {
  const { t } = useTranslation();
  const generatedId = useId();
  const instanceId = props.instanceId ?? `picker${generatedId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const named = !!(props.inputId || props['aria-labelledby']);
  const ariaLabel = props['aria-label'] ?? (named ? undefined : options.defaultAriaLabel);
  const minInput = options.minInputLength ?? 0;

  return {
    instanceId,
    inputId: props.inputId,
    name: props.name,
    'aria-label': ariaLabel,
    'aria-labelledby': props['aria-labelledby'],
    'aria-invalid': props.isInvalid || undefined,
    placeholder: props.placeholder ?? t('common.pickers.placeholder'),
    isDisabled: props.isDisabled,
    isClearable: props.isClearable ?? true,
    autoFocus: props.autoFocus,
    className: ['picker', props.className].filter(Boolean).join(' '),
    classNamePrefix: 'picker',
    onBlur: props.onBlur ? () => props.onBlur?.() : undefined,
    menuPortalTarget: props.menuPortalTarget,
    isSearchable: true,
    closeMenuOnSelect: true,
    getOptionValue: (o) => String(o.value),
    getOptionLabel: (o) => o.label,
    formatOptionLabel: props.formatOptionLabel,
    styles: styles as StylesConfig<PickerOption<V, T>, boolean>,
    components: pickerComponents,
    loadingMessage: () => t('common.pickers.loading'),
    noOptionsMessage: ({ inputValue }) => {
      if (options.errorText) return options.errorText;
      if (inputValue.length < minInput) return t('common.pickers.minInput', { count: minInput });
      return props.noOptionsText ?? t('common.pickers.noOptions');
    },
  };
}

/** The '(new)' label of creatable selects (A §9). */
export function useCreateLabel(): (inputValue: string) => string {
  const { t } = useTranslation();
  return (inputValue) => t('common.pickers.createLabel', { input: inputValue });
}
