import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import type { ColorRef } from '@/api/colors';
import { FormField } from '@/components/form';
import { ColorMultiSelect } from '@/components/pickers';

/** What a dialog shows in place of its form while the record is read ('Loading material…'). */
export function RecordLoading({ label }: { label: string }) {
  return (
    <div className="d-flex align-items-center gap-2" role="status">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      {label}
    </div>
  );
}

export interface AvailableColorsFieldProps {
  id: string;
  label: string;
  className?: string;
  /** the form's AvailableColors, as a react-hook-form Controller renders it */
  field: { value: readonly ColorRef[]; onChange: (colors: ColorRef[]) => void; onBlur: () => void };
}

/**
 * The available colours of a material or a category (B §3, C §5): the colour multi-select with the hint on
 * typing new colours.
 *
 * @example
 * <Controller name="AvailableColors" control={form.control}
 *   render={({ field }) => <AvailableColorsField id={`${id}-colors`} label={f('availableColors')} field={field} />} />
 */
export function AvailableColorsField({ id, label, className, field }: AvailableColorsFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={label} className={className} help={t('common.pickers.colorInputHint')}>
      {(c) => (
        <ColorMultiSelect
          inputId={c.id}
          aria-describedby={c['aria-describedby']}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    </FormField>
  );
}
