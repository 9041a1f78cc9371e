import { Fragment, useState } from 'react';
import Col from 'react-bootstrap/Col';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ColorFlag } from '@/api/colors';
import { useMaterialCategories } from '@/api/material-categories';
import { FormField } from '@/components/form';
import { DeferredColorPicker, DeferredMaterialPicker } from '@/components/pickers';
import type { RepairOrderFormValues } from './repair-order-payload';

type MaterialField = 'SidingMaterial' | 'TrimMaterial' | 'ShutterMaterial' | 'GutterMaterial' | 'DsMaterial';
type ColorField = 'SidingColor' | 'TrimColor' | 'ShutterColor' | 'GutterColor';

interface Pair {
  material: MaterialField;
  materialLabel: string;
  /** the material category the picker offers (by name; all materials when the category is unknown) */
  category: string;
  color?: ColorField;
  colorLabel?: string;
  flags?: ColorFlag[];
}

const PAIRS: readonly Pair[] = [
  {
    material: 'SidingMaterial',
    materialLabel: 'repairOrders.fields.sidingMaterial',
    category: 'siding',
    color: 'SidingColor',
    colorLabel: 'repairOrders.fields.sidingColor',
  },
  {
    material: 'TrimMaterial',
    materialLabel: 'repairOrders.fields.trimMaterial',
    category: 'trim',
    color: 'TrimColor',
    colorLabel: 'repairOrders.fields.trimColor',
  },
  {
    material: 'ShutterMaterial',
    materialLabel: 'repairOrders.fields.shutterMaterial',
    category: 'shutters',
    color: 'ShutterColor',
    colorLabel: 'repairOrders.fields.shutterColor',
    flags: ['shutter'],
  },
  {
    material: 'GutterMaterial',
    materialLabel: 'repairOrders.fields.gutterMaterial',
    category: 'gutter',
    color: 'GutterColor',
    colorLabel: 'repairOrders.fields.gutterColor',
    flags: ['gutter'],
  },
  { material: 'DsMaterial', materialLabel: 'repairOrders.fields.dsMaterial', category: 'downspout' },
];

/** The form fields this section shows (the materials and colours). */
const WATCHED = PAIRS.flatMap((p) => (p.color ? [p.material, p.color] : [p.material]));

/** A picked id, or the sentinel that shows a saved name the order keeps as text (B §3 names, not ids). */
const SAVED = -1;

/**
 * The siding, trim, shutter and gutter materials and colours and the downspout material (B §3), chosen with the
 * reference-data pickers (materials by category, colours of the chosen material and by flag). The order keeps
 * the names.
 */
export function RepairMaterialFields({ form }: { form: UseFormReturn<RepairOrderFormValues> }) {
  const { t } = useTranslation();
  const categories = useMaterialCategories();
  // only the fields shown here: a keystroke elsewhere in the form does not draw the nine pickers again
  const watched = useWatch({ control: form.control, name: WATCHED });
  const values = Object.fromEntries(WATCHED.map((name, i) => [name, watched[i]])) as Partial<
    Record<MaterialField | ColorField, string>
  >;
  const [picked, setPicked] = useState<Record<string, number | null>>({});
  const categoryId = (name: string) =>
    categories.data?.find((c) => c.Name.trim().toLowerCase() === name)?.Id ?? null;

  const idOf = (field: string, name: string | undefined) => picked[field] ?? (name ? SAVED : null);
  const known = (field: string, name: string | undefined) =>
    name ? { value: picked[field] ?? SAVED, label: name } : null;
  const set = (field: MaterialField | ColorField, id: number | null, name: string) => {
    setPicked((p) => ({ ...p, [field]: id }));
    form.setValue(field, name, { shouldDirty: true });
  };

  return (
    <>
      {PAIRS.map((pair) => {
        const materialName = values[pair.material];
        const materialId = picked[pair.material] ?? null;
        return (
          <Fragment key={pair.material}>
            <Col md={6}>
              <FormField label={t(pair.materialLabel)}>
                {(c) => (
                  <DeferredMaterialPicker
                    inputId={c.id}
                    categoryId={categoryId(pair.category)}
                    value={idOf(pair.material, materialName)}
                    selectedOption={known(pair.material, materialName)}
                    onChange={(id, material) => {
                      set(pair.material, id, material?.Name ?? '');
                      // a colour belongs to its material: a new material clears it
                      if (pair.color) set(pair.color, null, '');
                    }}
                    isClearable
                  />
                )}
              </FormField>
            </Col>
            {pair.color && pair.colorLabel && (
              <Col md={6}>
                <FormField label={t(pair.colorLabel)}>
                  {(c) => (
                    <DeferredColorPicker
                      inputId={c.id}
                      materialId={materialId && materialId > 0 ? materialId : null}
                      flags={pair.flags}
                      value={idOf(pair.color!, values[pair.color!])}
                      selectedOption={known(pair.color!, values[pair.color!])}
                      onChange={(id, color) => set(pair.color!, id, color?.Name ?? '')}
                      isClearable
                    />
                  )}
                </FormField>
              </Col>
            )}
          </Fragment>
        );
      })}
    </>
  );
}
