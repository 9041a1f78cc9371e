import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  type ReactNode,
  type RefObject,
  type UIEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Select, {
  type AriaLiveMessages,
  components,
  type FormatOptionLabelMeta,
  type GroupBase,
  type InputProps,
  type MenuListProps,
  type MultiValueRemoveProps,
  type InputActionMeta,
  type OnChangeValue,
  type Props as SelectProps,
  type SelectInstance,
  type StylesConfig,
} from 'react-select';
import CreatableSelect from 'react-select/creatable';
import { ONE_LINE_PICKER } from './picker-stand-in';
import { describedByIds, useOwnField } from '@/components/form/field-control';
import type { LabelResolver, PickerOption, PickerStart, PickerValue, PickerValueProps } from './picker-value';

/* The value types and resolveValue live in picker-value.ts (no react-select): the pickers' stand-ins use them too. */
export type {
  LabelQuery,
  LabelResolver,
  MultiPickerProps,
  PickerOption,
  PickerStart,
  PickerValue,
  PickerValueProps,
  SinglePickerProps,
} from './picker-value';
export { resolveValue } from './picker-value';

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
  /** mounts focused, taking over from the stand-in the user started on (its typed text, its menu) */
  startWith?: PickerStart | null;
}

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

const styles: StylesConfig<AnyOption, boolean> = {
  menuPortal: (base) => ({ ...base, zIndex: 1070 }),
  singleValue: (base, state) =>
    state.selectProps.className?.split(' ').includes(ONE_LINE_PICKER)
      ? base
      : { ...base, whiteSpace: 'normal', overflowWrap: 'anywhere', textOverflow: 'clip' },
  // a menu in the page (not portaled: a filter panel's) opens over the table below it, whose sticky header cells
  // and held columns are layers of their own; as Bootstrap's dropdowns, under the page's sticky header and dialogs
  menu: (base) => ({ ...base, zIndex: 1000 }),
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

/** The select's input, described by the picker's help or error texts and by those of the form field it is in. */
function DescribedInput<O, M extends boolean, G extends GroupBase<O>>(props: InputProps<O, M, G>) {
  const { describedBy } = useContext(PickerContext);
  const field = useOwnField(props.id);
  return (
    <components.Input
      {...props}
      aria-describedby={describedByIds(describedBy, field?.['aria-describedby'], props['aria-describedby'])}
      aria-required={field?.['aria-required']}
    />
  );
}

/**
 * A chosen value's remove button, named after the value's label in the user's language. react-select names it
 * "Remove " and the chip's content, which for a picker that draws its values (a subcontractor's name with more) is an
 * element: "Remove [object Object]".
 */
function NamedMultiValueRemove<O, M extends boolean, G extends GroupBase<O>>(
  props: MultiValueRemoveProps<O, M, G>,
) {
  const { t } = useTranslation();
  const label = props.selectProps.getOptionLabel?.(props.data) ?? '';
  return (
    <components.MultiValueRemove
      {...props}
      innerProps={{ ...props.innerProps, 'aria-label': t('common.pickers.aria.removeValue', { label }) }}
    />
  );
}

export const pickerComponents = {
  MenuList: ScrollAwareMenuList,
  Input: DescribedInput,
  MultiValueRemove: NamedMultiValueRemove,
};

/* ---------- what a screen reader hears (react-select's live messages, in the user's language) ---------- */

function position<T>(list: readonly T[] | undefined, item: T | undefined) {
  return list && item !== undefined ? { position: list.indexOf(item) + 1, count: list.length } : null;
}

/** react-select's live messages (its own are English only), as its defaults say them. */
function liveMessages(t: TFunction): AriaLiveMessages<AnyOption, boolean, GroupBase<AnyOption>> {
  const key = (name: string) => `common.pickers.aria.${name}`;
  return {
    guidance: ({ context, isMulti, isInitialFocus }) => {
      if (context === 'menu') return t(key('menuGuidance'));
      if (context === 'value') return t(key('valueGuidance'));
      // the control's name is its label's, which the screen reader says itself
      if (context === 'input' && isInitialFocus)
        return t(key(isMulti ? 'inputGuidanceMulti' : 'inputGuidance'));
      return '';
    },
    onChange: ({ action, label = '', labels, isDisabled }) => {
      switch (action) {
        case 'deselect-option':
        case 'pop-value':
        case 'remove-value':
          return t(key('deselected'), { label });
        case 'clear':
          return t(key('cleared'));
        case 'initial-input-focus':
          // react-select says "option , selected." for an empty select: nothing is selected, so nothing is said
          return labels.length ? t(key('selected'), { label: labels.join(', ') }) : '';
        case 'select-option':
          return t(key(isDisabled ? 'disabled' : 'selected'), { label });
        default:
          return '';
      }
    },
    onFocus: ({
      context,
      focused,
      options,
      label = '',
      selectValue,
      isDisabled,
      isSelected,
      isAppleDevice,
    }) => {
      if (context === 'value') {
        const at = position(selectValue, focused);
        return at ? t(key('valueFocused'), { label, ...at }) : '';
      }
      // elsewhere the focused option is announced by the browser itself (aria-activedescendant)
      if (context === 'menu' && isAppleDevice) {
        const at = position(options, focused);
        const which = isDisabled
          ? 'optionFocusedDisabled'
          : isSelected
            ? 'optionFocusedSelected'
            : 'optionFocused';
        return at ? t(key(which), { label, ...at }) : '';
      }
      return '';
    },
    onFilter: ({ inputValue, resultsMessage }) =>
      t(key(inputValue ? 'filtered' : 'unfiltered'), { results: resultsMessage, input: inputValue }),
  };
}

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
    ariaLiveMessages: liveMessages(t) as AriaLiveMessages<
      PickerOption<V, T>,
      boolean,
      GroupBase<PickerOption<V, T>>
    >,
    screenReaderStatus: ({ count }) => t('common.pickers.aria.results', { count }),
    loadingMessage: () => t('common.pickers.loading'),
    noOptionsMessage: ({ inputValue }) => {
      if (options.errorText) return options.errorText;
      if (inputValue.length < minInput) return t('common.pickers.minInput', { count: minInput });
      return props.noOptionsText ?? t('common.pickers.noOptions');
    },
  };
}

/**
 * The select of a picker, in its context: a creatable one (its '(new)' option) when the picker takes new entries,
 * else a plain one. `select` is what useSelectBase and the picker made of the props.
 */
export function PickerSelect<O>({
  select,
  selectRef,
  onCreateOption,
  context,
}: {
  select: SelectProps<O, boolean>;
  selectRef: RefObject<SelectInstance<O, boolean> | null>;
  onCreateOption?: (inputValue: string) => void;
  context: PickerContextValue;
}) {
  const createLabel = useCreateLabel();
  return (
    <PickerContext.Provider value={context}>
      {onCreateOption ? (
        <CreatableSelect
          {...select}
          ref={selectRef}
          onCreateOption={onCreateOption}
          formatCreateLabel={createLabel}
        />
      ) : (
        <Select {...select} ref={selectRef} />
      )}
    </PickerContext.Provider>
  );
}

/** The '(new)' label of creatable selects (A §9). */
export function useCreateLabel(): (inputValue: string) => string {
  const { t } = useTranslation();
  return (inputValue) => t('common.pickers.createLabel', { input: inputValue });
}

/**
 * A select that takes over from its stand-in (`startWith`, read once at mount): focused as the stand-in was, with
 * the text typed there handed to the picker's input handler, and the menu open as a click or typing opens it.
 */
export function useStartWith<O>(
  select: RefObject<SelectInstance<O, boolean> | null>,
  startWith: PickerStart | null | undefined,
  onInputChange: (next: string, meta: InputActionMeta) => void,
) {
  const start = useRef(startWith);
  const type = useRef(onInputChange);
  useLayoutEffect(() => {
    const how = start.current;
    const instance = select.current;
    start.current = null;
    if (!how || !instance) return;
    instance.focus();
    if (how.input) type.current(how.input, { action: 'input-change', prevInputValue: '' });
    if (how.open || how.input) instance.openMenu('first');
  }, [select]);
}
