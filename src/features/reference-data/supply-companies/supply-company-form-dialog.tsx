import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCreateSupplyCompany, useUpdateSupplyCompany, type SupplyCompany } from '@/api/supply-companies';
import { FormDialog, FormField, PhoneInput } from '@/components/form';
import { email, optionalText, phone, requiredText } from '@/lib/validation';
import { useReferenceForm, type ReferenceDialogProps } from '../shared/use-reference-form';
import { SUPPLY_COMPANY_FORM_ID } from './supply-company-draft';

export const supplyCompanySchema = z.object({
  Name: requiredText('referenceData.supplyCompanies.validation.nameRequired', 200),
  Fax: phone(),
  PhoneNumber: phone(),
  Attention: optionalText(100),
  Email: email({ required: false }),
});
type Input = z.input<typeof supplyCompanySchema>;

const defaults = (c?: SupplyCompany | null): Input => ({
  Name: c?.Name ?? '',
  Fax: c?.Fax ?? '',
  PhoneNumber: c?.PhoneNumber ?? '',
  Attention: c?.Attention ?? '',
  Email: c?.Email ?? '',
});

interface SupplyCompanyFormDialogProps extends ReferenceDialogProps {
  /** the company to edit; a new one when left out */
  company?: SupplyCompany | null;
}

/** Create and edit dialog of a supply company (B §2): name, fax and phone (masked), attention, e-mail. */
export function SupplyCompanyFormDialog({ show, onHide, company }: SupplyCompanyFormDialogProps) {
  const { t } = useTranslation();
  const id = `sc${useId().replace(/:/g, '')}`;
  const create = useCreateSupplyCompany();
  const update = useUpdateSupplyCompany();
  const { form, draft, save } = useReferenceForm({
    schema: supplyCompanySchema,
    formId: SUPPLY_COMPANY_FORM_ID,
    recordId: company?.Id,
    savedValues: defaults(company),
    active: show,
    save: (values) =>
      company ? update.mutateAsync({ ...values, Id: company.Id }) : create.mutateAsync(values),
    success: t(
      company ? 'referenceData.supplyCompanies.updateSuccess' : 'referenceData.supplyCompanies.createSuccess',
    ),
    saveError: t('referenceData.supplyCompanies.saveError'),
    onHide,
  });
  const { errors } = form.formState;
  const f = (name: string) => t(`referenceData.supplyCompanies.fields.${name}`);
  return (
    <FormDialog
      show={show}
      onHide={onHide}
      title={t(
        company
          ? 'referenceData.supplyCompanies.form.editTitle'
          : 'referenceData.supplyCompanies.form.createTitle',
      )}
      draft={draft}
      save={save}
    >
      <FormField id={`${id}-name`} label={f('name')} error={errors.Name} required>
        {(c) => <Form.Control {...c} {...form.register('Name')} autoFocus />}
      </FormField>
      <div className="row">
        <FormField id={`${id}-fax`} label={f('fax')} error={errors.Fax} className="col-sm-6 mb-3">
          <Controller name="Fax" control={form.control} render={({ field }) => <PhoneInput {...field} />} />
        </FormField>
        <FormField
          id={`${id}-phone`}
          label={f('phoneNumber')}
          error={errors.PhoneNumber}
          className="col-sm-6 mb-3"
        >
          <Controller
            name="PhoneNumber"
            control={form.control}
            render={({ field }) => <PhoneInput {...field} />}
          />
        </FormField>
      </div>
      <FormField id={`${id}-attention`} label={f('attention')} error={errors.Attention}>
        {(c) => <Form.Control {...c} {...form.register('Attention')} />}
      </FormField>
      <FormField id={`${id}-email`} label={f('email')} error={errors.Email} className="mb-0">
        {(c) => <Form.Control {...c} type="email" {...form.register('Email')} />}
      </FormField>
    </FormDialog>
  );
}
