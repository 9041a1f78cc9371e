import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  materialCategoryQueryOptions,
  useUpdateMaterialCategory,
  type MaterialCategory,
} from '@/api/material-categories';
import { FormDialog, FormField, NumberInput } from '@/components/form';
import { requiredText } from '@/lib/validation';
import { useDialogRecord } from '../record-loader';
import { colorListSchema } from '../color-list-schema';
import { AvailableColorsField, RecordLoading } from '../shared/dialog-parts';
import { useReferenceForm, type ReferenceDialogProps } from '../shared/use-reference-form';
import { CATEGORY_FORM_ID } from './category-draft';

export const categorySchema = z.object({
  Name: requiredText('referenceData.categories.validation.nameRequired', 100),
  ShortName: requiredText('referenceData.categories.validation.shortNameRequired', 10),
  DisplayOrder: z
    .number({ error: 'referenceData.categories.validation.displayOrderInvalid' })
    .int({ error: 'referenceData.categories.validation.displayOrderInvalid' })
    .min(0, { error: 'referenceData.categories.validation.displayOrderInvalid' }),
  DisabledByDefault: z.boolean(),
  NeededByTownHouse: z.boolean(),
  IsPrePopulatedMaterial: z.boolean(),
  AvailableColors: colorListSchema,
});
type Input = z.input<typeof categorySchema>;

const defaults = (c?: MaterialCategory | null): Input => ({
  Name: c?.Name ?? '',
  ShortName: c?.ShortName ?? '',
  DisplayOrder: c?.DisplayOrder ?? 0,
  DisabledByDefault: c?.DisabledByDefault ?? false,
  NeededByTownHouse: c?.NeededByTownHouse ?? false,
  IsPrePopulatedMaterial: c?.IsPrePopulatedMaterial ?? false,
  AvailableColors: c?.AvailableColors ?? [],
});

const FLAGS = [
  ['DisabledByDefault', 'disabledByDefault'],
  ['NeededByTownHouse', 'neededByTownHouse'],
  ['IsPrePopulatedMaterial', 'isPrePopulatedMaterial'],
] as const;

interface CategoryFormDialogProps extends ReferenceDialogProps {
  /** the category to edit (the list has no add, B §2) */
  categoryId: number | null;
}

/**
 * The material category edit dialog (B §2): reads the category when it opens ('Error while loading material
 * category data' closes it), then Name, ShortName, DisplayOrder, the three flags and the available colours.
 */
export function CategoryFormDialog({ show, onHide, categoryId }: CategoryFormDialogProps) {
  const { t } = useTranslation();
  const id = `cat${useId().replace(/:/g, '')}`;
  const { record, ready, loading } = useDialogRecord(
    materialCategoryQueryOptions(categoryId ?? 0),
    categoryId,
    show,
    t('referenceData.categories.loadError'),
    onHide,
  );
  const update = useUpdateMaterialCategory();
  const { form, draft, save } = useReferenceForm({
    schema: categorySchema,
    formId: CATEGORY_FORM_ID,
    recordId: categoryId,
    savedValues: defaults(record),
    active: show && ready,
    save: (values) => update.mutateAsync({ ...values, Id: categoryId ?? 0 }),
    success: t('referenceData.categories.saveSuccess'),
    saveError: t('referenceData.categories.saveError'),
    onHide,
  });
  const { errors } = form.formState;
  const f = (name: string) => t(`referenceData.categories.fields.${name}`);
  return (
    <FormDialog
      show={show}
      onHide={onHide}
      title={t('referenceData.categories.form.editTitle')}
      draft={draft}
      save={save}
      onSubmit={(e) => (ready ? save.submit(e) : undefined)}
    >
      {loading || !ready ? (
        <RecordLoading label={t('referenceData.categories.form.loading')} />
      ) : (
        <>
          <div className="row">
            <FormField
              id={`${id}-name`}
              label={f('name')}
              error={errors.Name}
              required
              className="col-sm-6 mb-3"
            >
              {(c) => <Form.Control {...c} {...form.register('Name')} autoFocus />}
            </FormField>
            <FormField
              id={`${id}-short`}
              label={f('shortName')}
              error={errors.ShortName}
              required
              className="col-sm-3 mb-3"
            >
              {(c) => <Form.Control {...c} {...form.register('ShortName')} />}
            </FormField>
            <FormField
              id={`${id}-order`}
              label={f('displayOrder')}
              error={errors.DisplayOrder}
              className="col-sm-3 mb-3"
            >
              <Controller
                name="DisplayOrder"
                control={form.control}
                render={({ field }) => <NumberInput integer {...field} />}
              />
            </FormField>
          </div>
          <div className="mb-3">
            {FLAGS.map(([field, label]) => (
              <Form.Check key={field} id={`${id}-${field}`} label={f(label)} {...form.register(field)} />
            ))}
          </div>
          <Controller
            name="AvailableColors"
            control={form.control}
            render={({ field }) => (
              <AvailableColorsField
                id={`${id}-colors`}
                label={f('availableColors')}
                className="mb-0"
                field={field}
              />
            )}
          />
        </>
      )}
    </FormDialog>
  );
}
