import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCreateManufacturer, useUpdateManufacturer, type Manufacturer } from '@/api/manufacturers';
import { FormDialog, FormField } from '@/components/form';
import { requiredText } from '@/lib/validation';
import { useReferenceForm, type ReferenceDialogProps } from '../shared/use-reference-form';
import { MANUFACTURER_FORM_ID } from './manufacturer-draft';

export const manufacturerSchema = z.object({
  Name: requiredText('referenceData.manufactures.validation.nameRequired', 100),
});

interface ManufacturerFormDialogProps extends ReferenceDialogProps {
  /** the manufacturer to edit; a new one when left out */
  item?: Manufacturer | null;
}

/** Add and edit dialog of a manufacturer (B §2): Name; 'Manufacture save successfully' or the error (B §8). */
export function ManufacturerFormDialog({ show, onHide, item }: ManufacturerFormDialogProps) {
  const { t } = useTranslation();
  const id = `mf${useId().replace(/:/g, '')}`;
  const create = useCreateManufacturer();
  const update = useUpdateManufacturer();
  const { form, draft, save } = useReferenceForm({
    schema: manufacturerSchema,
    formId: MANUFACTURER_FORM_ID,
    recordId: item?.Id,
    savedValues: { Name: item?.Name ?? '' },
    active: show,
    save: ({ Name }) => (item ? update.mutateAsync({ Id: item.Id, Name }) : create.mutateAsync({ Name })),
    success: t('referenceData.manufactures.saveSuccess'),
    saveError: t('referenceData.manufactures.saveError'),
    onHide,
  });
  return (
    <FormDialog
      show={show}
      onHide={onHide}
      title={t(
        item ? 'referenceData.manufactures.form.editTitle' : 'referenceData.manufactures.form.createTitle',
      )}
      draft={draft}
      save={save}
    >
      <FormField
        id={`${id}-name`}
        label={t('referenceData.fields.name')}
        error={form.formState.errors.Name}
        required
        className="mb-0"
      >
        {(c) => <Form.Control {...c} {...form.register('Name')} autoFocus />}
      </FormField>
    </FormDialog>
  );
}
