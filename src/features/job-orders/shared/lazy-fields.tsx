import { useMemo } from 'react';
import { useColors } from '@/api/colors';
import { DeferredDateInput } from '@/components/form';
import type { ColorPickerProps } from '@/components/pickers';
import {
  DeferredColorPicker,
  DeferredMaterialCategoryPicker,
  DeferredMaterialPicker,
  DeferredSupplyCompanyPicker,
  DeferredUnitPicker,
} from '@/components/pickers/deferred-pickers';

/*
 * The order forms' heavy fields. The pickers are deferred pickers (components/pickers/deferred-pickers): a light
 * stand-in with the same label, value and look shows at once, and the picker (the select library) takes over when
 * the user reaches for it. The date picker is drawn once the form has painted (components/form/deferred-inputs).
 */

export const ColorPicker = DeferredColorPicker;
export const MaterialPicker = DeferredMaterialPicker;
export const MaterialCategoryPicker = DeferredMaterialCategoryPicker;
export const UnitPicker = DeferredUnitPicker;
export const SupplyCompanyPicker = DeferredSupplyCompanyPicker;
export const DateInput = DeferredDateInput;

/**
 * A colour picker that knows the names of the chosen colours from the one colour list (GET /api/color, cached
 * 300 s, prefetched by the tabs' loaders), so that an order's many colours do not each ask for their label.
 */
export function KnownColorPicker(props: ColorPickerProps) {
  const { data } = useColors();
  const { value } = props;
  const selectedOption = useMemo(() => {
    const name = value ? data?.find((c) => c.Id === value)?.Name : undefined;
    return value && name ? { value, label: name } : null;
  }, [data, value]);
  return <ColorPicker {...props} selectedOption={props.selectedOption ?? selectedOption} />;
}
