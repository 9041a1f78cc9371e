import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { useColors } from '@/api/colors';
import type { DateInputProps } from '@/components/form';
import type {
  ColorPickerProps,
  MaterialCategoryPickerProps,
  MaterialPickerProps,
  SupplyCompanyPickerProps,
  UnitPickerProps,
} from '@/components/pickers';

/*
 * The order forms' heavy fields (the select library behind the pickers, the date picker) load right after the form
 * has painted, not before it: the rows, values and buttons show at once, each field turns into its picker a
 * moment later. They come from the shared pickers and inputs (components/pickers, components/form).
 */

/** What a field shows while its code loads: an empty control of the same size. */
function FieldPlaceholder() {
  return (
    <div className="form-control placeholder-glow text-body-secondary" aria-hidden="true">
      &nbsp;
    </div>
  );
}

function lazyField<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function LazyField(props: P) {
    return (
      <Suspense fallback={<FieldPlaceholder />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

const pickers = () => import('@/components/pickers/reference-pickers');

export const ColorPicker = lazyField<ColorPickerProps>(() => pickers().then((m) => m.ColorPicker));
export const MaterialPicker = lazyField<MaterialPickerProps>(() => pickers().then((m) => m.MaterialPicker));
export const MaterialCategoryPicker = lazyField<MaterialCategoryPickerProps>(() =>
  pickers().then((m) => m.MaterialCategoryPicker),
);
export const UnitPicker = lazyField<UnitPickerProps>(() => pickers().then((m) => m.UnitPicker));
export const SupplyCompanyPicker = lazyField<SupplyCompanyPickerProps>(() =>
  pickers().then((m) => m.SupplyCompanyPicker),
);
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
