import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useSupplyCompanies } from '@/api/supply-companies';
import { useUnits } from '@/api/units';
import type { ReadyPickerProps } from './picker-props';
import { DeferredSelect, moduleLoader, type StandInProps } from './picker-stand-in';
import type { LabelResolver, PickerOption } from './picker-value';
import {
  categoryLabel,
  colorLabel,
  colorOptionLabel,
  materialLabel,
  type ReferenceValueProps,
} from './reference-labels';
import type {
  ColorPickerProps,
  MaterialCategoryPickerProps,
  MaterialPickerProps,
  SupplyCompanyPickerProps,
  UnitPickerProps,
} from './reference-pickers';
import { useResolvedLabels } from './resolve-labels';

/*
 * The reference pickers of the order forms as deferred pickers (picker-stand-in.tsx): each shows its value exactly
 * as the picker would (the same known options, the same background label read, cached alike) until the user
 * reaches for it; then the picker itself (reference-pickers, with the select library, loaded once) takes over.
 */

const referencePickers = moduleLoader(() => import('./reference-pickers'));

type Props<T> = ReadyPickerProps & ReferenceValueProps<T>;
export type Format<T> = (option: PickerOption<number, T>) => ReactNode;

/** The stand-in's props as the picker gives them to its select (passThrough, useSelectBase). */
export function standInProps(
  props: ReadyPickerProps,
  t: TFunction,
  defaultLabelKey: string,
  onClear: () => void,
): Omit<StandInProps, 'value' | 'isLoading'> {
  return {
    inputId: props.inputId,
    'aria-label': props['aria-label'] ?? (props.inputId ? undefined : t(defaultLabelKey)),
    'aria-describedby': props['aria-describedby'],
    placeholder: props.placeholder ?? t('common.pickers.placeholder'),
    isClearable: props.isClearable ?? true,
    isDisabled: props.isDisabled,
    isInvalid: props.isInvalid,
    className: props.className,
    onClear,
    onBlur: props.onBlur,
  };
}

/** A value whose label the picker reads in the background (resolveLabel), shown as the picker shows it. */
function ReadLabel<T>({
  value,
  resolve,
  format,
}: {
  value: number;
  resolve: LabelResolver<number>;
  format?: Format<T>;
}) {
  const { t } = useTranslation();
  const { labels, pending } = useResolvedLabels([value], resolve);
  const label = labels.get(value) ?? (pending.has(value) ? t('common.pickers.resolving') : '');
  return <>{format ? format({ value, label }) : label}</>;
}

/**
 * What the picker shows for its value (useShownValue's rules): the known option, else the background read's label,
 * else a loading hint while its options or the label are on their way, else nothing; never the bare id.
 */
export function shownValue<T>(
  value: number | null | undefined,
  known: PickerOption<number, T> | undefined,
  t: TFunction,
  {
    waiting = false,
    resolve,
    format,
  }: { waiting?: boolean; resolve?: LabelResolver<number>; format?: Format<T> },
): ReactNode | null {
  if (value === null || value === undefined) return null;
  const show = (option: PickerOption<number, T>) => (format ? format(option) : option.label);
  if (known) return show(known);
  if (!waiting && resolve) return <ReadLabel value={value} resolve={resolve} format={format} />;
  return show({ value, label: waiting ? t('common.pickers.resolving') : '' });
}

/** The option a screen handed in for the value (selectedOption), as the async pickers find it. */
const handedIn = <T,>(props: Props<T>): PickerOption<number, T> | undefined =>
  props.selectedOption && props.selectedOption.value === props.value ? props.selectedOption : undefined;

/** MaterialCategoryPicker, deferred. */
export function DeferredMaterialCategoryPicker(props: MaterialCategoryPickerProps) {
  const { t } = useTranslation();
  return (
    <DeferredSelect
      loader={referencePickers}
      {...standInProps(props, t, 'common.pickers.materialCategory', () => props.onChange(null, null))}
      value={shownValue(props.value, handedIn(props), t, { resolve: categoryLabel })}
      render={(m, startWith) => <m.MaterialCategoryPicker {...props} startWith={startWith} />}
    />
  );
}

/** MaterialPicker, deferred. */
export function DeferredMaterialPicker(props: MaterialPickerProps) {
  const { t } = useTranslation();
  return (
    <DeferredSelect
      loader={referencePickers}
      {...standInProps(props, t, 'common.pickers.material', () => props.onChange(null, null))}
      value={shownValue(props.value, handedIn(props), t, { resolve: materialLabel })}
      render={(m, startWith) => <m.MaterialPicker {...props} startWith={startWith} />}
    />
  );
}

/** ColorPicker, deferred (the value with its swatch, as the picker shows it). */
export function DeferredColorPicker(props: ColorPickerProps) {
  const { t } = useTranslation();
  return (
    <DeferredSelect
      loader={referencePickers}
      {...standInProps(props, t, 'common.pickers.color', () => props.onChange(null, null))}
      value={shownValue(props.value, handedIn(props), t, { resolve: colorLabel, format: colorOptionLabel })}
      render={(m, startWith) => <m.ColorPicker {...props} startWith={startWith} />}
    />
  );
}

/** UnitPicker, deferred. */
export function DeferredUnitPicker(props: UnitPickerProps) {
  const { t } = useTranslation();
  const query = useUnits();
  const unit = props.value ? query.data?.find((u) => u.Id === props.value) : undefined;
  return (
    <DeferredSelect
      loader={referencePickers}
      {...standInProps(props, t, 'common.pickers.unit', () => props.onChange(null, null))}
      isLoading={query.isPending}
      value={shownValue(props.value, unit && { value: unit.Id, label: unit.Name, item: unit }, t, {
        waiting: query.isPending,
      })}
      render={(m, startWith) => <m.UnitPicker {...props} startWith={startWith} />}
    />
  );
}

/** SupplyCompanyPicker, deferred. */
export function DeferredSupplyCompanyPicker(props: SupplyCompanyPickerProps) {
  const { t } = useTranslation();
  const query = useSupplyCompanies();
  const { value } = props;
  const known = useMemo(() => {
    const company = value ? query.data?.find((c) => c.Id === value) : undefined;
    return company ? { value: company.Id, label: company.Name, item: company } : undefined;
  }, [query.data, value]);
  return (
    <DeferredSelect
      loader={referencePickers}
      {...standInProps(props, t, 'common.pickers.supplyCompany', () => props.onChange(null, null))}
      isLoading={query.isPending}
      value={shownValue(props.value, known ?? handedIn(props), t, { waiting: query.isPending })}
      render={(m, startWith) => <m.SupplyCompanyPicker {...props} startWith={startWith} />}
    />
  );
}
