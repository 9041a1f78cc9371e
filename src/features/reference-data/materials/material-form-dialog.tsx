import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { materialQueryOptions, useCreateMaterial, useUpdateMaterial, type Material } from '@/api/materials';
import { feedback } from '@/components/feedback';
import { FormDialog, FormField, useFormDraft, useFormSave } from '@/components/form';
import {
  ColorMultiSelect,
  dedupeColors,
  ManufacturerPicker,
  MaterialCategoryPicker,
  MaterialPicker,
} from '@/components/pickers';
import { queryClient } from '@/lib/query-client';
import { optionalId, requiredId, requiredText } from '@/lib/validation';
import { colorListSchema } from '../color-list-schema';
import { useDialogRecord } from '../record-loader';
import { notifySaveFailure } from '../save-error';
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

interface MaterialFormDialogProps {
  show: boolean;
  onHide: () => void;
  /** the material to edit; null for a new one */
  materialId: number | null;
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
  const savedValues = defaults(record);
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(materialSchema),
    defaultValues: savedValues,
  });
  const draft = useFormDraft({
    formId: MATERIAL_FORM_ID,
    recordId: materialId ?? undefined,
    form,
    savedValues,
    active: show && ready,
  });
  const create = useCreateMaterial();
  const update = useUpdateMaterial();
  const save = useFormSave({
    form,
    draft,
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
    onError: (e) => notifySaveFailure(t('referenceData.materials.saveError'), e),
    close: onHide,
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
        <div className="d-flex align-items-center gap-2" role="status">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          {t('referenceData.materials.form.loading')}
        </div>
      ) : (
        <>
          <FormField id={`${id}-name`} label={f('name')} error={errors.Name} required>
            {(c) => <Form.Control {...c} {...form.register('Name')} autoFocus />}
          </FormField>
          <div className="row">
            <FormField
              id={`${id}-maker`}
              label={f('manufacture')}
              error={errors.ManufactureId}
              className="col-md-6 mb-3"
            >
              {(c) => (
                <Controller
                  name="ManufactureId"
                  control={form.control}
                  render={({ field }) => (
                    <ManufacturerPicker
                      inputId={c.id}
                      aria-describedby={c['aria-describedby']}
                      isInvalid={c.isInvalid}
                      value={field.value ?? null}
                      onChange={(value) => field.onChange(value)}
                      onBlur={field.onBlur}
                      selectedOption={
                        record?.ManufactureId && record.Manufacture
                          ? { value: record.ManufactureId, label: record.Manufacture.Name }
                          : null
                      }
                      isClearable
                    />
                  )}
                />
              )}
            </FormField>
            <FormField
              id={`${id}-category`}
              label={f('category')}
              error={errors.CategoryId}
              required
              className="col-md-6 mb-3"
            >
              {(c) => (
                <Controller
                  name="CategoryId"
                  control={form.control}
                  render={({ field }) => (
                    <MaterialCategoryPicker
                      inputId={c.id}
                      aria-describedby={c['aria-describedby']}
                      isInvalid={c.isInvalid}
                      value={field.value ?? null}
                      onChange={(value) => field.onChange(value)}
                      onBlur={field.onBlur}
                      selectedOption={
                        record?.CategoryId && record.Category
                          ? { value: record.CategoryId, label: record.Category.Name }
                          : null
                      }
                      isClearable
                    />
                  )}
                />
              )}
            </FormField>
          </div>
          <FormField
            id={`${id}-colors`}
            label={f('availableColors')}
            help={t('common.pickers.colorInputHint')}
          >
            {(c) => (
              <Controller
                name="AvailableColors"
                control={form.control}
                render={({ field }) => (
                  <ColorMultiSelect
                    inputId={c.id}
                    aria-describedby={c['aria-describedby']}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            )}
          </FormField>
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
