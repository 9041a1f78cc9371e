import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { useColors } from '@/api/colors';
import type { DateInputProps } from '@/components/form';
import { useAfterPaint } from '@/lib/use-after-paint';
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
 * the user reaches for it. The date picker loads right after the form has painted.
 */

/** What a field shows while its code loads: an empty control of the same size. */
function FieldPlaceholder() {
  return (
    <div className="form-control placeholder-glow text-body-secondary" aria-hidden="true">
      &nbsp;
    </div>
  );
}

/** A field whose code loads once the form has painted (its placeholder until then). */
function lazyField<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function LazyField(props: P) {
    const painted = useAfterPaint(true);
    if (!painted) return <FieldPlaceholder />;
    return (
      <Suspense fallback={<FieldPlaceholder />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const ColorPicker = DeferredColorPicker;
export const MaterialPicker = DeferredMaterialPicker;
export const MaterialCategoryPicker = DeferredMaterialCategoryPicker;
export const UnitPicker = DeferredUnitPicker;
export const SupplyCompanyPicker = DeferredSupplyCompanyPicker;
export const DateInput = lazyField<DateInputProps>(() =>
  import('@/components/form/date-input').then((m) => m.DateInput),
);

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
