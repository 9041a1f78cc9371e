import { createContext, useContext } from 'react';

/*
 * What a FormField tells the control inside it (form-field.tsx). A module of its own, in the start-up chunk
 * (vite.config.ts): the pickers' stand-ins, which every filter panel draws, read it without taking the form kit.
 */

/** What a control needs from the field around it (ids, validity state, descriptions, required). */
export interface FieldControlProps {
  id: string;
  isInvalid: boolean;
  isValid: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  /** the field is marked required: screen readers say so (the label's star is hidden from them) */
  'aria-required': true | undefined;
}

/** What the field's context holds: the control's props, and the label's text when it is plain text. */
export interface FieldContextValue extends FieldControlProps {
  /** the visible label as text (a control names its own buttons by it: "Clear Start Date"), if it is a string */
  label?: string;
}

export const FieldControlContext = createContext<FieldContextValue | null>(null);

/**
 * The props of the FormField around a control, if any. The inputs of this folder call it so that
 * `<FormField label="Phone"><PhoneInput .../></FormField>` wires id, validity and descriptions itself;
 * explicit props on the control win.
 */
export function useFieldControl(): FieldContextValue | null {
  return useContext(FieldControlContext);
}

/**
 * The field around a control whose input has the given id, if the field labels it (a picker passes its inputId: a
 * picker inside some other field, a row of a table in a field, takes nothing from it).
 */
export function useOwnField(inputId: string | undefined): FieldContextValue | null {
  const field = useFieldControl();
  return field && inputId && field.id === inputId ? field : null;
}

/** Own props of a control merged over the surrounding field's. */
export function mergeFieldControl<
  P extends { id?: string; isInvalid?: boolean; isValid?: boolean; 'aria-describedby'?: string },
>(field: FieldContextValue | null, props: P) {
  return {
    id: props.id ?? field?.id,
    isInvalid: props.isInvalid ?? field?.isInvalid ?? false,
    isValid: props.isValid ?? field?.isValid ?? false,
    describedBy: props['aria-describedby'] ?? field?.['aria-describedby'],
    required: field?.['aria-required'],
    label: field?.label,
  };
}

/** Ids for aria-describedby, each once. */
export function describedByIds(...ids: ReadonlyArray<string | null | undefined>): string | undefined {
  const all = new Set(ids.flatMap((list) => (list ? list.split(' ') : [])).filter(Boolean));
  return all.size ? [...all].join(' ') : undefined;
}
