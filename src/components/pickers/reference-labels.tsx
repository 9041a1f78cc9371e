import type { ReactNode } from 'react';
import { colorKeys, getColor, type Color } from '@/api/colors';
import { getManufacturer, manufacturerKeys } from '@/api/manufacturers';
import { getMaterialCategory, materialCategoryKeys } from '@/api/material-categories';
import { getMaterial, materialKeys } from '@/api/materials';
import { ColorSwatch } from './color-swatch';
import type { KnownOption } from './picker-props';
import type { LabelResolver, PickerOption } from './picker-value';

/*
 * What the reference pickers show for their value, without the select library: the reference pickers and their
 * light stand-ins (deferred-pickers) label a value alike.
 */

/** A single id value whose change also hands over the chosen record. */
export interface ReferenceValueProps<T> {
  value: number | null | undefined;
  onChange: (value: number | null, item: T | null) => void;
  /** the label the screen already knows for the value (no request for it) */
  selectedOption?: KnownOption | null;
}

/* ---------- label look-ups (background single reads, cached) ---------- */

export const categoryLabel: LabelResolver<number> = (id) => ({
  queryKey: [...materialCategoryKeys.detail(id), 'label'],
  queryFn: ({ signal }) => getMaterialCategory(id, signal, { background: true }).then((c) => c.Name),
});
export const materialLabel: LabelResolver<number> = (id) => ({
  queryKey: [...materialKeys.detail(id), 'label'],
  queryFn: ({ signal }) => getMaterial(id, signal, { background: true }).then((m) => m.Name),
});
export const manufacturerLabel: LabelResolver<number> = (id) => ({
  queryKey: [...manufacturerKeys.detail(id), 'label'],
  queryFn: ({ signal }) => getManufacturer(id, signal, { background: true }).then((m) => m.Name),
});
export const colorLabel: LabelResolver<number> = (id) => ({
  queryKey: [...colorKeys.detail(id), 'label'],
  queryFn: ({ signal }) => getColor(id, signal, { background: true }).then((c) => c.Name),
});

export const colorOptionLabel = (option: PickerOption<number, Color>): ReactNode => (
  <span className="d-inline-flex align-items-center">
    <ColorSwatch code={option.item?.ColorCode} />
    {option.label}
  </span>
);
