import ToggleButton, { type ToggleButtonProps } from 'react-bootstrap/ToggleButton';

/** Takes the label's button role off: the radio it is the label of is the control (see ToggleChoice). */
const noRole = (label: HTMLLabelElement | null) => label?.removeAttribute('role');

/**
 * One choice of a radio ToggleButtonGroup ("Show All / Paid / Unpaid"): Bootstrap draws the label as the button,
 * and the visually hidden radio is what the keyboard uses (Tab to the group, arrow keys between its choices, with
 * the ring drawn on the label). react-bootstrap also made each label a tab stop of its own with a button role, on
 * which neither Space nor Enter did anything: four stops for three choices. The label is left to the pointer.
 */
export function ToggleChoice(props: Omit<ToggleButtonProps, 'tabIndex' | 'ref'>) {
  return <ToggleButton {...props} tabIndex={-1} ref={noRole} />;
}
