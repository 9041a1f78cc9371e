import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSavePaymentRecord, type PaymentRecord, type RecordType } from '@/api/job-payments';
import { FormDialog, FormField, MoneyInput, useFormDraft, useFormSave } from '@/components/form';
import { paymentFormId } from './payment-draft';
import { toStoredAmount, toTypedAmount } from './payment-rules';

const schema = z.object({
  RecordType: z.string().min(1, 'jobPayments.form.recordTypeRequired'),
  Description: z
    .string()
    .trim()
    .min(1, 'jobPayments.form.descriptionRequired')
    .max(250, 'jobPayments.form.descriptionTooLong'),
  Amount: z.number({ error: 'jobPayments.form.amountRequired' }),
});

type PaymentFormValues = z.infer<typeof schema>;

export interface PaymentDialogProps {
  show: boolean;
  onHide: () => void;
  jobId: number;
  /** the record to edit; a new record when null */
  record: PaymentRecord | null;
  /** the types offered (B §2: the server's, filtered by permission and deduction) */
  types: RecordType[];
  /** every type the server knows (an edited record keeps its own type) */
  allTypes: RecordType[];
}

/** Adds or edits a payment record (B §2): record type, description, amount with a $ prefix (default 0). */
export function PaymentDialog({ show, onHide, jobId, record, types, allTypes }: PaymentDialogProps) {
  const { t } = useTranslation();
  const typeOf = (name: string) => allTypes.find((x) => x.Name === name);
  const offered = useMemo(() => {
    if (!record || types.some((x) => x.Name === record.RecordType)) return types;
    return [...types, typeOf(record.RecordType) ?? { Name: record.RecordType, IsNegativeAmount: false }];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [types, record]);
  const savedValues: PaymentFormValues = {
    RecordType: record?.RecordType ?? (offered.length === 1 ? offered[0].Name : ''),
    Description: record?.Description ?? '',
    Amount: record ? toTypedAmount(record.Amount, typeOf(record.RecordType)) : 0,
  };
  const form = useForm<PaymentFormValues>({ resolver: zodResolver(schema), defaultValues: savedValues });
  // a negative-amount type takes its amount as a positive number (the record keeps it negative)
  const negativeType = !!typeOf(form.watch('RecordType'))?.IsNegativeAmount;
  useEffect(() => {
    const amount = form.getValues('Amount');
    if (negativeType && amount < 0) form.setValue('Amount', -amount, { shouldDirty: true });
  }, [negativeType, form]);
  const draft = useFormDraft({
    formId: paymentFormId(jobId),
    recordId: record?.Id,
    form,
    savedValues,
    active: show,
  });
  const saveRecord = useSavePaymentRecord();
  const save = useFormSave({
    form,
    draft,
    save: (v) =>
      saveRecord.mutateAsync({
        Id: record?.Id,
        JobId: jobId,
        RecordType: v.RecordType,
        Description: v.Description,
        Amount: toStoredAmount(v.Amount, typeOf(v.RecordType)),
      }),
    success: t(record ? 'jobPayments.form.updated' : 'jobPayments.form.created'),
    errorText: t('jobPayments.form.saveError'),
    close: onHide,
  });
  const { errors, submitCount } = form.formState;
  const showErrors = submitCount > 0;

  return (
    <FormDialog
      show={show}
      onHide={onHide}
      title={t(record ? 'jobPayments.form.editTitle' : 'jobPayments.form.createTitle')}
      draft={draft}
      save={save}
    >
      <FormField
        label={t('jobPayments.fields.recordType')}
        error={errors.RecordType}
        showErrors={showErrors}
        required
      >
        {(c) => (
          <Form.Select {...c} {...form.register('RecordType')}>
            <option value="">{t('jobPayments.form.chooseType')}</option>
            {offered.map((type) => (
              <option key={type.Name} value={type.Name}>
                {t(`jobPayments.recordTypes.${type.Name}`, { defaultValue: type.Name })}
              </option>
            ))}
          </Form.Select>
        )}
      </FormField>
      <FormField
        label={t('jobPayments.fields.description')}
        error={errors.Description}
        showErrors={showErrors}
        required
      >
        {(c) => <Form.Control as="textarea" rows={3} {...c} {...form.register('Description')} />}
      </FormField>
      <FormField
        label={t('jobPayments.fields.amount')}
        error={errors.Amount}
        showErrors={showErrors}
        help={t('jobPayments.form.amountHelp')}
      >
        <Controller
          name="Amount"
          control={form.control}
          render={({ field }) => (
            <MoneyInput
              value={field.value}
              onChange={(v) => field.onChange(v ?? 0)}
              onBlur={field.onBlur}
              ref={field.ref}
              // a negative-amount type is always stored negative (toStoredAmount): a minus typed there was dropped
              // without a word, so it cannot be typed
              allowNegative={!negativeType}
            />
          )}
        />
      </FormField>
    </FormDialog>
  );
}
