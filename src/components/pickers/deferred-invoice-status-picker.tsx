import { useTranslation } from 'react-i18next';
import { INVOICE_STATUS_NOT_SPECIFIED, useInvoiceStatuses } from '@/api/autocomplete';
import { DeferredSelect, moduleLoader } from './picker-stand-in';
import type { InvoiceStatusPickerProps } from './ready-pickers';

/*
 * The invoice status picker of a table row (the job dashboard, the repair order list, the financial report), as a
 * deferred picker (picker-stand-in.tsx): a page of rows shows a page of light stand-ins with the status, and the
 * select library is loaded when the browser is idle and mounted in the one row the user reaches for. Twenty-five
 * selects made with the rows held the first row back by a third of a second on a slow machine.
 */

const readyPickers = moduleLoader(() => import('./ready-pickers'));

/** InvoiceStatusPicker, deferred: shows the status as the picker does (its name, "Not Specified", or a loading hint). */
export function DeferredInvoiceStatusPicker(props: InvoiceStatusPickerProps) {
  const { t } = useTranslation();
  const { forRepairOrder = false, includeNotSpecified = true, value } = props;
  const query = useInvoiceStatuses(forRepairOrder);
  const isLoading = query.isFetching;

  let shown: string | null = null;
  if (value !== null && value !== undefined) {
    const known =
      value === INVOICE_STATUS_NOT_SPECIFIED
        ? includeNotSpecified
          ? t('common.pickers.notSpecified')
          : undefined
        : query.data?.find((status) => status.Id === value)?.Name;
    shown = known ?? (isLoading ? t('common.pickers.resolving') : '');
  }

  return (
    <DeferredSelect
      loader={readyPickers}
      inputId={props.inputId}
      aria-label={props['aria-label'] ?? (props.inputId ? undefined : t('common.pickers.invoiceStatus'))}
      aria-describedby={props['aria-describedby']}
      placeholder={props.placeholder ?? t('common.pickers.placeholder')}
      isClearable={props.isClearable ?? true}
      isDisabled={props.isDisabled}
      isInvalid={props.isInvalid}
      isLoading={isLoading}
      className={props.className}
      value={shown}
      onClear={() => props.onChange(null)}
      onBlur={props.onBlur}
      render={(m, startWith) => <m.InvoiceStatusPicker {...props} startWith={startWith} />}
    />
  );
}
