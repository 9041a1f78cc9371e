import { useId, useState, type ComponentType } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Controller, type Control, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { materialQueryOptions, useCreateMaterial, useUpdateMaterial, type Material } from '@/api/materials';
import { feedback } from '@/components/feedback';
import { FormDialog, FormField } from '@/components/form';
import {
  dedupeColors,
  ManufacturerPicker,
  MaterialCategoryPicker,
  MaterialPicker,
  type KnownOption,
  type ReadyPickerProps,
  type ReferenceValueProps,
} from '@/components/pickers';
import { queryClient } from '@/lib/query-client';
import { optionalId, requiredId, requiredText } from '@/lib/validation';
import { colorListSchema } from '../color-list-schema';
import { useDialogRecord } from '../record-loader';
import { AvailableColorsField, RecordLoading } from '../shared/dialog-parts';
import { useReferenceForm, type ReferenceDialogProps } from '../shared/use-reference-form';
import { MATERIAL_FORM_ID } from './material-draft';

export const materialSchema = z.object({
  Name: requiredText('referenceData.materials.validation.nameRequired', 200),
  ManufactureId: optionalId,
  CategoryId: requiredId('referenceData.materials.validation.categoryRequired'),
  AvailableColors: colorListSchema,
});
type Input = z.input<typeof materialSchema>;
type Values = z.output<typeof materialSchema>;

const defaults = (m?: Material | null): Input => ({
  Name: m?.Name ?? '',
  ManufactureId: m?.ManufactureId ?? null,
  CategoryId: m?.CategoryId ?? null,
  AvailableColors: m?.AvailableColors ?? [],
});

interface MaterialFormDialogProps extends ReferenceDialogProps {
  /** the material to edit; null for a new one */
  materialId: number | null;
}

interface ReferenceIdFieldProps {
  id: string;
  label: string;
  error: FieldError | undefined;
  required?: boolean;
  name: 'ManufactureId' | 'CategoryId';
  control: Control<Input, unknown, Values>;
  /** the picker of the referenced records */
  picker: ComponentType<ReadyPickerProps & ReferenceValueProps<unknown>>;
  /** the loaded material's choice, shown without a request for its label */
  selected: KnownOption | null;
}

/** The loaded material's manufacturer or category as the picker's option (no request for its label). */
const knownOption = (value: number | null | undefined, item: { Name: string } | null | undefined) =>
  value && item ? { value, label: item.Name } : null;

/** The manufacturer or the category of the material: a clearable picker of its id. */
function ReferenceIdField({
  id,
  label,
  error,
  required,
  name,
  control,
  picker: Picker,
  selected,
}: ReferenceIdFieldProps) {
  return (
    <FormField id={id} label={label} error={error} required={required} className="col-md-6 mb-3">
      {(c) => (
        <Controller
          name={name}
          control={control}
          render={({ field }) => (
            <Picker
              inputId={c.id}
              aria-describedby={c['aria-describedby']}
              isInvalid={c.isInvalid}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              selectedOption={selected}
              isClearable
            />
          )}
        />
      )}
    </FormField>
  );
}

/**
 * The material add and edit dialog (B §2, B §4, C §5): an edit reads the material first ('Error while loading
 * material data' closes the dialog); Name, manufacturer, category and the available colours; the colours can be
 * copied from another material once one is chosen, after a confirmation.
 */
export function MaterialFormDialog({ show, onHide, materialId }: MaterialFormDialogProps) {
  const { t } = useTranslation();
  const id = `mat${useId().replace(/:/g, '')}`;
  const { record, ready, loading } = useDialogRecord(
    materialQueryOptions(materialId ?? 0),
    materialId,
    show,
    t('referenceData.materials.loadError'),
    onHide,
  );
  const create = useCreateMaterial();
  const update = useUpdateMaterial();
  const { form, draft, save } = useReferenceForm({
    schema: materialSchema,
    formId: MATERIAL_FORM_ID,
    recordId: materialId,
    savedValues: defaults(record),
    active: show && ready,
    save: (values) => {
      const payload = {
        Name: values.Name,
        ManufactureId: values.ManufactureId,
        CategoryId: values.CategoryId,
        AvailableColors: dedupeColors(values.AvailableColors),
      };
      return materialId ? update.mutateAsync({ ...payload, Id: materialId }) : create.mutateAsync(payload);
    },
    success: t('referenceData.materials.saveSuccess'),
    saveError: t('referenceData.materials.saveError'),
    onHide,
  });

  // copy colours from another material (B §4)
  const [sourceId, setSourceId] = useState<number | null>(null);
  const [sourceName, setSourceName] = useState('');
  const [copying, setCopying] = useState(false);
  const copyColors = async () => {
    if (!sourceId) return;
    const yes = await feedback.confirm({
      title: t('referenceData.materials.form.copyTitle'),
      text: t('referenceData.materials.form.copyConfirm', { name: sourceName }),
    });
    if (!yes) return;
    setCopying(true);
    try {
      const source = await queryClient.fetchQuery(materialQueryOptions(sourceId));
      form.setValue('AvailableColors', dedupeColors(source.AvailableColors ?? []), { shouldDirty: true });
    } catch {
      feedback.notify.error(t('referenceData.materials.form.copyLoadError'));
    } finally {
      setCopying(false);
    }
  };

  const { errors } = form.formState;
  const f = (name: string) => t(`referenceData.materials.fields.${name}`);
  return (
    <FormDialog
      show={show}
      onHide={onHide}
      size="lg"
      title={t(
        materialId ? 'referenceData.materials.form.editTitle' : 'referenceData.materials.form.createTitle',
      )}
      draft={draft}
      save={save}
      onSubmit={(e) => (ready ? save.submit(e) : undefined)}
    >
      {loading || !ready ? (
        <RecordLoading label={t('referenceData.materials.form.loading')} />
      ) : (
        <>
          <FormField id={`${id}-name`} label={f('name')} error={errors.Name} required>
            {(c) => <Form.Control {...c} {...form.register('Name')} autoFocus />}
          </FormField>
          <div className="row">
            <ReferenceIdField
              id={`${id}-maker`}
              label={f('manufacture')}
              error={errors.ManufactureId}
              name="ManufactureId"
              control={form.control}
              picker={ManufacturerPicker}
              selected={knownOption(record?.ManufactureId, record?.Manufacture)}
            />
            <ReferenceIdField
              id={`${id}-category`}
              label={f('category')}
              error={errors.CategoryId}
              required
              name="CategoryId"
              control={form.control}
              picker={MaterialCategoryPicker}
              selected={knownOption(record?.CategoryId, record?.Category)}
            />
          </div>
          <Controller
            name="AvailableColors"
            control={form.control}
            render={({ field }) => (
              <AvailableColorsField id={`${id}-colors`} label={f('availableColors')} field={field} />
            )}
          />
          <div className="border rounded p-2 bg-body-tertiary">
            <Form.Label htmlFor={`${id}-source`}>{t('referenceData.materials.form.copySource')}</Form.Label>
            <div className="d-flex flex-wrap gap-2 align-items-start">
              <div className="flex-grow-1" style={{ minWidth: 240 }}>
                <MaterialPicker
                  inputId={`${id}-source`}
                  excludeId={materialId}
                  value={sourceId}
                  onChange={(value, material) => {
                    setSourceId(value);
                    setSourceName(material?.Name ?? '');
                  }}
                  isClearable
                />
              </div>
              <Button
                variant="outline-primary"
                disabled={!sourceId || copying}
                onClick={() => void copyColors()}
              >
                {t('referenceData.materials.form.copy')}
              </Button>
            </div>
          </div>
        </>
      )}
    </FormDialog>
  );
}
