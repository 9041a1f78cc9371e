import type { PickerStart } from './picker-value';

/*
 * The props the ready-made pickers share, without the select library: the pickers (ready-pickers,
 * reference-pickers) and their light stand-ins (deferred-pickers) use them alike.
 */

/** A label the screen already knows for a value. */
export interface KnownOption {
  value: number;
  label: string;
}

/** The props every ready-made picker takes. */
export interface ReadyPickerProps {
  inputId?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  isClearable?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  placeholder?: string;
  menuPortalTarget?: HTMLElement | null;
  onBlur?: () => void;
  className?: string;
  /** mounts focused, as its stand-in left it: the text typed and the menu asked for (deferred-pickers) */
  startWith?: PickerStart | null;
}

/** A single id value. */
export interface SingleIdProps {
  isMulti?: false;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
}

/** Several ids. */
export interface MultiIdProps {
  isMulti: true;
  value: readonly number[] | null | undefined;
  onChange: (values: number[]) => void;
}

export type IdValueProps = SingleIdProps | MultiIdProps;

/** Common props of the ready pickers minus the value pair, handed down to AsyncPicker/SelectField. */
export function passThrough(props: ReadyPickerProps, defaultLabel: string) {
  return {
    inputId: props.inputId,
    'aria-label': props['aria-label'] ?? (props.inputId ? undefined : defaultLabel),
    'aria-describedby': props['aria-describedby'],
    isClearable: props.isClearable,
    isDisabled: props.isDisabled,
    isInvalid: props.isInvalid,
    placeholder: props.placeholder,
    menuPortalTarget: props.menuPortalTarget,
    onBlur: props.onBlur,
    className: props.className,
    startWith: props.startWith,
  };
}
