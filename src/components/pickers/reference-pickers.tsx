import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COLOR_AUTOCOMPLETE_RETRIES,
  colorAutocompleteQueryOptions,
  type Color,
  type ColorFlag,
  type ColorRef,
} from '@/api/colors';
import { manufacturerAutocompleteQueryOptions, type Manufacturer } from '@/api/manufacturers';
import {
  materialCategoriesQueryOptions,
  materialCategoryAutocompleteQueryOptions,
  type MaterialCategory,
} from '@/api/material-categories';
import { materialAutocompleteQueryOptions, type Material } from '@/api/materials';
import { supplyCompaniesQueryOptions, useSupplyCompanies, type SupplyCompany } from '@/api/supply-companies';
import { unitsQueryOptions, useUnits, type Unit } from '@/api/units';
import { queryClient } from '@/lib/query-client';
import { AsyncPicker, fetchPickerOptions, PICKER_DEBOUNCE_MS, type PickerLoadRequest } from './async-picker';
import { passThrough, type ReadyPickerProps } from './picker-props';
import type { PickerOption } from './picker-value';
import {
  categoryLabel,
  colorLabel,
  colorOptionLabel,
  manufacturerLabel,
  materialLabel,
  type ReferenceValueProps,
} from './reference-labels';
import { SelectField } from './select-field';

export type { ReferenceValueProps } from './reference-labels';

/*
 * The reference-data pickers of the ordering documents (B §2, B §7, B §9, C §5): material category,
 * material (by category), manufacturer, colour (by material and the four flags), supply company and unit,
 * and the colour multi-select. Answers are cached 300 s (cacheTimes.referenceData). Each single picker's
 * onChange gets the id and the chosen record (e.g. a supply company's fax, phone, attention and e-mail).
 */

const single = <T,>(props: ReferenceValueProps<T>) => ({
  isMulti: false as const,
  value: props.value,
  onChange: (value: number | null, option: PickerOption<number, T> | null) =>
    props.onChange(value, option?.item ?? null),
});

/* ---------- material categories ---------- */

export const materialCategoryToOption = (c: MaterialCategory): PickerOption<number, MaterialCategory> => ({
  value: c.Id,
  label: c.Name,
  item: c,
});

export type MaterialCategoryPickerProps = ReadyPickerProps &
  ReferenceValueProps<MaterialCategory> & {
    /** leave out the categories DisabledByDefault (hidden on orders, B §4) */
    enabledOnly?: boolean;
  };

/**
 * Material categories (GET /api/materialCategory/autocomplete?q=, 200 ms debounce), by display order.
 *
 * @example
 * <MaterialCategoryPicker inputId="cat" value={categoryId} onChange={(id) => setCategoryId(id)} />
 */
export function MaterialCategoryPicker(props: MaterialCategoryPickerProps) {
  const { t } = useTranslation();
  const { enabledOnly } = props;
  const loadOptions = ({ query }: PickerLoadRequest) =>
    fetchPickerOptions(materialCategoryAutocompleteQueryOptions(query)).then((list) =>
      list.filter((c) => !enabledOnly || !c.DisabledByDefault).map(materialCategoryToOption),
    );
  return (
    <AsyncPicker<number, MaterialCategory>
      {...passThrough(props, t('common.pickers.materialCategory'))}
      {...single(props)}
      loadOptions={loadOptions}
      pageSize={null}
      debounceMs={PICKER_DEBOUNCE_MS.general}
      resetKey={enabledOnly ?? false}
      selectedOption={props.selectedOption ?? null}
      resolveLabel={categoryLabel}
    />
  );
}

/* ---------- materials ---------- */

export const materialToOption = (m: Material): PickerOption<number, Material> => ({
  value: m.Id,
  label: m.Name,
  item: m,
});

export type MaterialPickerProps = ReadyPickerProps &
  ReferenceValueProps<Material> & {
    /** only the materials of this category */
    categoryId?: number | null;
    /** leave out this material (e.g. the one being edited, as a copy source) */
    excludeId?: number | null;
  };

/**
 * Materials, by category (GET /api/material/autocomplete?q=&categoryId=, 200 ms debounce).
 *
 * @example
 * <MaterialPicker inputId="mat" categoryId={row.CategoryId} value={row.MaterialId}
 *   onChange={(id, material) => update({ MaterialId: id, MaterialName: material?.Name ?? '' })} />
 */
export function MaterialPicker(props: MaterialPickerProps) {
  const { t } = useTranslation();
  const { categoryId, excludeId } = props;
  const loadOptions = ({ query }: PickerLoadRequest) =>
    fetchPickerOptions(materialAutocompleteQueryOptions({ q: query, categoryId: categoryId ?? null })).then(
      (list) => list.filter((m) => m.Id !== excludeId).map(materialToOption),
    );
  return (
    <AsyncPicker<number, Material>
      {...passThrough(props, t('common.pickers.material'))}
      {...single(props)}
      loadOptions={loadOptions}
      pageSize={null}
      debounceMs={PICKER_DEBOUNCE_MS.general}
      resetKey={`${categoryId ?? ''}|${excludeId ?? ''}`}
      selectedOption={props.selectedOption ?? null}
      resolveLabel={materialLabel}
    />
  );
}

/* ---------- manufacturers ---------- */

export type ManufacturerPickerProps = ReadyPickerProps & ReferenceValueProps<Manufacturer>;

/**
 * Manufacturers (GET /api/materialManufacture/autocomplete?q=, 200 ms debounce).
 *
 * @example
 * <ManufacturerPicker inputId="maker" value={id} onChange={(id) => setId(id)} />
 */
export function ManufacturerPicker(props: ManufacturerPickerProps) {
  const { t } = useTranslation();
  const loadOptions = ({ query }: PickerLoadRequest) =>
    fetchPickerOptions(manufacturerAutocompleteQueryOptions(query)).then((list) =>
      list.map((m): PickerOption<number, Manufacturer> => ({ value: m.Id, label: m.Name, item: m })),
    );
  return (
    <AsyncPicker<number, Manufacturer>
      {...passThrough(props, t('common.pickers.manufacturer'))}
      {...single(props)}
      loadOptions={loadOptions}
      pageSize={null}
      debounceMs={PICKER_DEBOUNCE_MS.general}
      selectedOption={props.selectedOption ?? null}
      resolveLabel={manufacturerLabel}
    />
  );
}

/* ---------- colours ---------- */

export const colorToOption = (c: Color): PickerOption<number, Color> => ({
  value: c.Id,
  label: c.Name,
  item: c,
});

export type ColorPickerProps = ReadyPickerProps &
  ReferenceValueProps<Color> & {
    /** only the colours of this material */
    materialId?: number | null;
    /** only colours holding every one of these flags (e.g. ['gutter']) */
    flags?: readonly ColorFlag[];
  };

/**
 * Colours (GET /api/color/autocomplete with materialId, the four flags and q; 300 ms debounce,
 * retried 3 times), each with its swatch.
 *
 * @example
 * <ColorPicker inputId="gutter-color" flags={['gutter']} value={colorId} onChange={(id) => setColorId(id)} />
 * <ColorPicker inputId="siding-color" materialId={sidingMaterialId} value={id} onChange={(id) => set(id)} />
 */
export function ColorPicker(props: ColorPickerProps) {
  const { t } = useTranslation();
  const { materialId, flags } = props;
  const flagKey = [...(flags ?? [])].sort().join(',');
  const loadOptions = ({ query }: PickerLoadRequest) =>
    fetchPickerOptions(
      colorAutocompleteQueryOptions({ q: query, materialId: materialId ?? null, flags }),
    ).then((list) => list.map(colorToOption));
  return (
    <AsyncPicker<number, Color>
      {...passThrough(props, t('common.pickers.color'))}
      {...single(props)}
      loadOptions={loadOptions}
      pageSize={null}
      debounceMs={PICKER_DEBOUNCE_MS.colors}
      retry={COLOR_AUTOCOMPLETE_RETRIES}
      resetKey={`${materialId ?? ''}|${flagKey}`}
      formatOptionLabel={colorOptionLabel}
      selectedOption={props.selectedOption ?? null}
      resolveLabel={colorLabel}
    />
  );
}

/* ---------- colour multi-select (C §5) ---------- */

const colorKey = (name: string) => name.trim().toLowerCase();

/**
 * Adds typed colour text to a list (C §5): comma-separated entries become several colours, empty entries
 * are dropped, and a colour already listed (same name, any case) is not added twice. New names get Id 0
 * unless `known` has a colour of that name.
 */
export function addColorEntries(
  current: readonly ColorRef[],
  input: string,
  known: readonly ColorRef[] = [],
): ColorRef[] {
  const out = dedupeColors(current);
  for (const part of input.split(',')) {
    const name = part.trim();
    if (!name) continue;
    if (out.some((c) => colorKey(c.Name) === colorKey(name))) continue;
    const match = known.find((c) => colorKey(c.Name) === colorKey(name));
    out.push(match ? { Id: match.Id, Name: match.Name } : { Id: 0, Name: name });
  }
  return out;
}

/** Drops empty and repeated colours (by id, else by name), keeping the first of each. */
export function dedupeColors(colors: readonly ColorRef[]): ColorRef[] {
  const out: ColorRef[] = [];
  for (const c of colors) {
    const name = (c.Name ?? '').trim();
    if (!name && !c.Id) continue;
    const dup = out.some((o) => (c.Id && o.Id === c.Id) || (name && colorKey(o.Name) === colorKey(name)));
    if (!dup) out.push({ Id: c.Id || 0, Name: name });
  }
  return out;
}

export type ColorMultiSelectProps = Omit<ReadyPickerProps, 'isClearable'> & {
  value: readonly ColorRef[] | null | undefined;
  onChange: (colors: ColorRef[]) => void;
  isClearable?: boolean;
};

/**
 * Several colours (C §5): search the colours (GET /api/color/autocomplete, 300 ms, retried 3 times) or type
 * new ones; comma-separated input adds several, empty entries are dropped, repeats are not added.
 *
 * @example
 * <ColorMultiSelect inputId="colors" value={material.AvailableColors} onChange={setColors} />
 */
export function ColorMultiSelect(props: ColorMultiSelectProps) {
  const { t } = useTranslation();
  const current = useMemo(() => dedupeColors(props.value ?? []), [props.value]);
  const selectedOptions = useMemo(
    () =>
      current.map((c): PickerOption<string, ColorRef> => ({
        value: colorKey(c.Name),
        label: c.Name,
        item: c,
      })),
    [current],
  );
  const loadOptions = ({ query }: PickerLoadRequest) =>
    fetchPickerOptions(colorAutocompleteQueryOptions({ q: query })).then((list) =>
      list.map((c): PickerOption<string, ColorRef> => ({
        value: colorKey(c.Name),
        label: c.Name,
        item: { Id: c.Id, Name: c.Name },
      })),
    );
  return (
    <AsyncPicker<string, ColorRef>
      {...passThrough({ ...props, isClearable: props.isClearable ?? true }, t('common.pickers.colors'))}
      isMulti
      value={selectedOptions.map((o) => o.value)}
      selectedOptions={selectedOptions}
      onChange={(_values, options) =>
        props.onChange(dedupeColors(options.map((o) => o.item ?? { Id: 0, Name: o.label })))
      }
      onCreateOption={(input) => props.onChange(addColorEntries(current, input))}
      loadOptions={loadOptions}
      pageSize={null}
      debounceMs={PICKER_DEBOUNCE_MS.colors}
      retry={COLOR_AUTOCOMPLETE_RETRIES}
    />
  );
}

/* ---------- supply companies and units (whole lists filtered in the browser, decision 18) ---------- */

export type SupplyCompanyPickerProps = ReadyPickerProps & ReferenceValueProps<SupplyCompany>;

/**
 * Supply companies (GET /api/SupplyCompany, searched in the browser). onChange hands over the company,
 * with its Fax, PhoneNumber, Attention and Email.
 *
 * @example
 * <SupplyCompanyPicker inputId="supplier" value={order.SupplyCompanyId}
 *   onChange={(id, company) => setOrder({ ...order, SupplyCompanyId: id, SupplyCompany: company })} />
 */
export function SupplyCompanyPicker(props: SupplyCompanyPickerProps) {
  const { t } = useTranslation();
  const query = useSupplyCompanies();
  const { selectedOption } = props;
  const options = useMemo(() => {
    const list = (query.data ?? []).map((c): PickerOption<number, SupplyCompany> => ({
      value: c.Id,
      label: c.Name,
      item: c,
    }));
    if (selectedOption && !list.some((o) => o.value === selectedOption.value)) list.push(selectedOption);
    return list;
  }, [query.data, selectedOption]);
  return (
    <SelectField<number, SupplyCompany>
      {...passThrough(props, t('common.pickers.supplyCompany'))}
      {...single(props)}
      options={options}
      isLoading={query.isPending}
      errorText={query.isError ? t('common.pickers.loadError') : null}
    />
  );
}

export type UnitPickerProps = ReadyPickerProps & ReferenceValueProps<Unit>;

/**
 * Units (GET /api/unit, searched in the browser).
 *
 * @example
 * <UnitPicker inputId="unit" value={row.UnitId} onChange={(id) => update({ UnitId: id })} />
 */
export function UnitPicker(props: UnitPickerProps) {
  const { t } = useTranslation();
  const query = useUnits();
  const options = useMemo(
    () =>
      (query.data ?? []).map((u): PickerOption<number, Unit> => ({ value: u.Id, label: u.Name, item: u })),
    [query.data],
  );
  return (
    <SelectField<number, Unit>
      {...passThrough(props, t('common.pickers.unit'))}
      {...single(props)}
      options={options}
      isLoading={query.isPending}
      errorText={query.isError ? t('common.pickers.loadError') : null}
    />
  );
}

/** Warms the reference lists the order forms read (in a route loader): categories, units, supply companies. */
export function prefetchReferenceLists() {
  return Promise.all([
    queryClient.prefetchQuery(materialCategoriesQueryOptions()),
    queryClient.prefetchQuery(unitsQueryOptions()),
    queryClient.prefetchQuery(supplyCompaniesQueryOptions()),
  ]);
}
