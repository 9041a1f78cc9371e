import Form from 'react-bootstrap/Form';
import {
  Controller,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { JobType, RecordType, WorkLogStatus } from '@/api/work-logs';
import { FormField, MoneyInput } from '@/components/form';
import { WORK_LOG_DESCRIPTION_MAX, WORK_LOG_QUANTITY_MAX } from '@/api/work-logs';
import type { WorkLogRowValues } from './work-log-schema';

/** The choices of a row's selects. */
export interface RowChoices {
  jobTypes: readonly JobType[];
  statuses: readonly WorkLogStatus[];
  recordTypes: readonly RecordType[];
}

type RowErrors = FieldErrors<WorkLogRowValues> | undefined;

export interface WorkLogRowFieldsProps<T extends FieldValues> {
  /** the field name prefix: 'rows.0.' in the create form, '' in the edit form */
  prefix: string;
  register: UseFormRegister<T>;
  control: Control<T>;
  errors: RowErrors;
  showErrors: boolean;
  choices: RowChoices;
  /** labels hidden (the create rows have column headers) */
  compact?: boolean;
}

/**
 * The fields of one work log (C §3, C §5): job type, status, record type, description (≤ 500), quantity
 * (≤ 30 characters, a unit may follow the number) and the requested amount. Native selects: a row is
 * tabbed through quickly and 50 of them stay light.
 */
export function WorkLogRowFields<T extends FieldValues>({
  prefix,
  register,
  control,
  errors,
  showErrors,
  choices,
  compact = false,
}: WorkLogRowFieldsProps<T>) {
  // the prefix names the row's fields in either form ('rows.0.' or '')
  const path = (name: keyof WorkLogRowValues) => `${prefix}${name}` as Path<T>;
  const { t } = useTranslation();
  const cell = compact ? 'mb-0' : 'mb-3';
  const select = (
    name: 'JobTypeId' | 'StatusId' | 'RecordType',
    label: string,
    options: ReadonlyArray<{ value: string; label: string }>,
  ) => (
    <FormField
      label={label}
      labelHidden={compact}
      error={errors?.[name]}
      showErrors={showErrors}
      className={`${cell} work-log-field-${name}`}
      required
    >
      {(c) => (
        <Form.Select {...c} size={compact ? 'sm' : undefined} {...register(path(name))}>
          <option value="">{t('workLogs.fields.select')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Form.Select>
      )}
    </FormField>
  );
  return (
    <>
      {select(
        'JobTypeId',
        t('workLogs.fields.jobType'),
        choices.jobTypes.map((j) => ({ value: String(j.Id), label: j.Name })),
      )}
      {select(
        'StatusId',
        t('workLogs.fields.status'),
        choices.statuses.map((s) => ({ value: String(s.Id), label: s.Name })),
      )}
      {select(
        'RecordType',
        t('workLogs.fields.recordType'),
        choices.recordTypes.map((r) => ({ value: r.Name, label: r.Name })),
      )}
      <FormField
        label={t('workLogs.fields.description')}
        labelHidden={compact}
        error={errors?.Description}
        showErrors={showErrors}
        className={`${cell} work-log-field-Description`}
      >
        {(c) => (
          <Form.Control
            {...c}
            size={compact ? 'sm' : undefined}
            maxLength={WORK_LOG_DESCRIPTION_MAX}
            {...register(path('Description'))}
          />
        )}
      </FormField>
      <FormField
        label={t('workLogs.fields.quantity')}
        labelHidden={compact}
        error={errors?.Quantity}
        showErrors={showErrors}
        className={`${cell} work-log-field-Quantity`}
      >
        {(c) => (
          <Form.Control
            {...c}
            size={compact ? 'sm' : undefined}
            maxLength={WORK_LOG_QUANTITY_MAX}
            placeholder={t('workLogs.fields.quantityPlaceholder')}
            {...register(path('Quantity'))}
          />
        )}
      </FormField>
      <FormField
        label={t('workLogs.fields.requestedAmount')}
        labelHidden={compact}
        error={errors?.RequestedAmount}
        showErrors={showErrors}
        className={`${cell} work-log-field-RequestedAmount`}
      >
        <Controller
          name={path('RequestedAmount')}
          control={control}
          render={({ field }) => (
            <MoneyInput
              size={compact ? 'sm' : undefined}
              name={field.name}
              ref={field.ref}
              value={field.value as number | null}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </FormField>
    </>
  );
}
