import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import {
  Controller,
  type Control,
  type FieldErrors,
  type UseFieldArrayReturn,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SIDING_TYPES } from '@/api/jobs';
import { PhoneInput } from '@/components/form';
import { SelectField } from '@/components/pickers';
import { newLot, type JobFormInput } from './job-form-schema';

interface LotsTableProps {
  control: Control<JobFormInput, unknown, unknown>;
  register: UseFormRegister<JobFormInput>;
  lots: UseFieldArrayReturn<JobFormInput, 'Lots'>;
  errors?: FieldErrors<JobFormInput>['Lots'];
  showErrors: boolean;
}

const sidingOptions = (values: readonly string[]) =>
  [...new Set([...DEFAULT_SIDING_TYPES, ...values])].map((name) => ({ value: name, label: name }));

/**
 * The town-house lots (A §2): add a lot, edit its fields, delete it. A saved lot is only marked
 * IsDeleted (A §4) and hidden; a lot never saved is dropped.
 */
export function LotsTable({ control, register, lots, errors, showErrors }: LotsTableProps) {
  const { t } = useTranslation();
  const { fields, append, remove, update } = lots;

  const deleteLot = (index: number) => {
    const lot = fields[index];
    if (lot?.Id) update(index, { ...lot, IsDeleted: true });
    else remove(index);
  };

  return (
    <fieldset>
      <legend className="h6">{t('jobs.lots.title')}</legend>
      {/* each field keeps room for what it holds ("215-B", an address, a phone): a narrow dialog (a zoomed laptop)
          scrolls the table sideways instead of cutting them */}
      <Table size="sm" bordered responsive className="align-middle">
        <thead>
          <tr>
            <th scope="col">{t('jobs.lots.lotCode')}</th>
            <th scope="col">{t('jobs.lots.address')}</th>
            <th scope="col">{t('jobs.lots.homeOwner')}</th>
            <th scope="col">{t('jobs.lots.phone')}</th>
            <th scope="col">{t('jobs.lots.sidingTypes')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('jobs.lots.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((lot, index) => {
            if (lot.IsDeleted) return null;
            const codeError = showErrors ? errors?.[index]?.LotCode?.message : undefined;
            const codeErrorId = `lot-${lot.id}-code-error`;
            return (
              <tr key={lot.id}>
                <td style={{ minWidth: '5.5rem' }}>
                  <Form.Control
                    size="sm"
                    aria-label={t('jobs.lots.lotCodeOf', { n: index + 1 })}
                    aria-required="true"
                    isInvalid={!!codeError}
                    aria-invalid={codeError ? true : undefined}
                    aria-describedby={codeError ? codeErrorId : undefined}
                    {...register(`Lots.${index}.LotCode`)}
                  />
                  {codeError && (
                    <Form.Control.Feedback type="invalid" id={codeErrorId}>
                      {t(codeError)}
                    </Form.Control.Feedback>
                  )}
                </td>
                <td style={{ minWidth: '11rem' }}>
                  <Form.Control
                    size="sm"
                    aria-label={t('jobs.lots.addressOf', { n: index + 1 })}
                    {...register(`Lots.${index}.Address`)}
                  />
                </td>
                <td style={{ minWidth: '9rem' }}>
                  <Form.Control
                    size="sm"
                    aria-label={t('jobs.lots.homeOwnerOf', { n: index + 1 })}
                    {...register(`Lots.${index}.HomeOwner`)}
                  />
                </td>
                <td style={{ minWidth: '8.5rem' }}>
                  <Controller
                    control={control}
                    name={`Lots.${index}.PhoneNumber`}
                    render={({ field }) => (
                      <PhoneInput
                        {...field}
                        value={field.value ?? ''}
                        size="sm"
                        aria-label={t('jobs.lots.phoneOf', { n: index + 1 })}
                        isInvalid={showErrors && !!errors?.[index]?.PhoneNumber}
                      />
                    )}
                  />
                </td>
                <td style={{ minWidth: '16rem' }}>
                  <Controller
                    control={control}
                    name={`Lots.${index}.SidingTypes`}
                    render={({ field }) => (
                      <SelectField<string>
                        isMulti
                        aria-label={t('jobs.lots.sidingTypesOf', { n: index + 1 })}
                        options={sidingOptions(field.value)}
                        value={field.value}
                        onChange={(values) => field.onChange(values)}
                        onCreateOption={(name) => field.onChange([...field.value, name])}
                        menuPortalTarget={document.body}
                      />
                    )}
                  />
                </td>
                <td>
                  <Button
                    variant="outline-danger"
                    size="sm"
                    onClick={() => deleteLot(index)}
                    aria-label={t('jobs.lots.deleteOf', { n: index + 1 })}
                  >
                    {t('jobs.lots.delete')}
                  </Button>
                </td>
              </tr>
            );
          })}
          {fields.every((lot) => lot.IsDeleted) && (
            <tr>
              <td colSpan={6} className="text-muted">
                {t('jobs.lots.none')}
              </td>
            </tr>
          )}
        </tbody>
      </Table>
      <Button variant="outline-primary" size="sm" onClick={() => append(newLot())}>
        {t('jobs.lots.add')}
      </Button>
    </fieldset>
  );
}
