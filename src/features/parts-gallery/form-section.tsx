import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useFeedback } from '@/components/feedback';
import { DateInput, FormField, MoneyInput, NumberInput, PhoneInput, TimeInput } from '@/components/form';
import { money, numberValue, phone, requiredDate, requiredText, requiredTime } from '@/lib/validation';
import { DetailList } from '@/components/view-edit';
import { formatCurrency, formatDate, formatPhone, toRequestTime } from '@/lib/format';
import { GallerySection } from './gallery-section';

const galleryFormSchema = z.object({
  Name: requiredText(),
  Phone: phone({ required: true }),
  Amount: money({ min: 0 }),
  Quantity: numberValue({ integer: true, min: 1, messageKey: 'gallery.parts.form.quantityMin' }),
  Date: requiredDate(),
  Time: requiredTime(),
});
type Input = z.input<typeof galleryFormSchema>;
type Output = z.output<typeof galleryFormSchema>;

const EMPTY: Input = { Name: '', Phone: '', Amount: null, Quantity: 0, Date: '', Time: '' };

/** The inputs (phone, money, number, date, time) in a react-hook-form + zod form. */
export function FormSection() {
  const { t } = useTranslation();
  const { notify } = useFeedback();
  const [saved, setSaved] = useState<Output | null>(null);
  const { control, register, handleSubmit, formState, reset } = useForm<Input, unknown, Output>({
    resolver: zodResolver(galleryFormSchema),
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  const { errors } = formState;
  const showErrors = formState.submitCount > 0;

  const save = (values: Output) => {
    setSaved(values);
    notify.success(t('gallery.parts.form.saved'));
  };

  return (
    <GallerySection title={t('gallery.parts.form.title')} description={t('gallery.parts.form.description')}>
      <Form onSubmit={handleSubmit(save)} noValidate aria-label={t('gallery.parts.form.title')}>
        <Row>
          <Col md={4}>
            <FormField
              label={t('gallery.parts.form.name')}
              error={errors.Name}
              showErrors={showErrors}
              validityIcon
              required
            >
              {(c) => <Form.Control {...c} {...register('Name')} />}
            </FormField>
          </Col>
          <Col md={4}>
            <FormField
              label={t('gallery.parts.form.phone')}
              error={errors.Phone}
              showErrors={showErrors}
              validityIcon
              required
            >
              <Controller name="Phone" control={control} render={({ field }) => <PhoneInput {...field} />} />
            </FormField>
          </Col>
          <Col md={4}>
            <FormField
              label={t('gallery.parts.form.amount')}
              error={errors.Amount}
              showErrors={showErrors}
              required
            >
              <Controller name="Amount" control={control} render={({ field }) => <MoneyInput {...field} />} />
            </FormField>
          </Col>
          <Col md={4}>
            <FormField
              label={t('gallery.parts.form.quantity')}
              error={errors.Quantity}
              showErrors={showErrors}
              required
            >
              <Controller
                name="Quantity"
                control={control}
                render={({ field }) => <NumberInput integer {...field} />}
              />
            </FormField>
          </Col>
          <Col md={4}>
            <FormField
              label={t('gallery.parts.form.date')}
              error={errors.Date}
              showErrors={showErrors}
              required
            >
              <Controller name="Date" control={control} render={({ field }) => <DateInput {...field} />} />
            </FormField>
          </Col>
          <Col md={4}>
            <FormField
              label={t('gallery.parts.form.time')}
              error={errors.Time}
              showErrors={showErrors}
              required
            >
              <Controller name="Time" control={control} render={({ field }) => <TimeInput {...field} />} />
            </FormField>
          </Col>
        </Row>
        <div className="d-flex gap-2">
          <Button type="submit">{t('gallery.parts.form.save')}</Button>
          <Button
            type="button"
            variant="outline-secondary"
            onClick={() => {
              reset(EMPTY);
              setSaved(null);
            }}
          >
            {t('gallery.parts.form.reset')}
          </Button>
        </div>
      </Form>
      {saved && (
        <div className="mt-3">
          <h3 className="h6">{t('gallery.parts.form.savedValues')}</h3>
          <DetailList
            labelCols={3}
            items={[
              { label: t('gallery.parts.form.name'), value: saved.Name },
              { label: t('gallery.parts.form.phone'), value: formatPhone(saved.Phone) },
              { label: t('gallery.parts.form.amount'), value: formatCurrency(saved.Amount) },
              { label: t('gallery.parts.form.quantity'), value: saved.Quantity },
              { label: t('gallery.parts.form.date'), value: formatDate(saved.Date) },
              { label: t('gallery.parts.form.time'), value: toRequestTime(saved.Time) },
            ]}
          />
        </div>
      )}
    </GallerySection>
  );
}
