import { useTranslation } from 'react-i18next';
import { INVOICE_STATUS_NOT_SPECIFIED, useInvoiceStatuses, useJobLots } from '@/api/autocomplete';
import { useSubcontractorCompliance } from '@/api/subcontractor-documents';
import { ContractorWarnings } from './contractor-warnings';
import { shownValue, standInProps } from './deferred-pickers';
import type { SingleIdProps } from './picker-props';
import { DeferredSelect, moduleLoader } from './picker-stand-in';
import { jobLotToOption, userLabel } from './ready-labels';
import type {
  ContractorPickerProps,
  InvoiceStatusPickerProps,
  JobLotPickerProps,
  UserPickerProps,
} from './ready-pickers';

/*
 * The ready-made pickers of a form or a table row as deferred pickers (picker-stand-in.tsx): light stand-ins showing
 * the value as the picker does, and the select library, loaded when the browser is idle, mounted in the one the
 * user reaches for. A page of rows' invoice statuses, or a repair order's dozen pickers, made as selects held the
 * screen back by a third of a second on a slow machine.
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
      {...standInProps(props, t, 'common.pickers.invoiceStatus', () => props.onChange(null))}
      isLoading={isLoading}
      value={shown}
      render={(m, startWith) => <m.InvoiceStatusPicker {...props} startWith={startWith} />}
    />
  );
}

/** The option a screen handed in for a single user value (selectedOption / selectedOptions). */
function handedInUser(props: UserPickerProps & SingleIdProps) {
  const known = [...(props.selectedOptions ?? []), ...(props.selectedOption ? [props.selectedOption] : [])];
  return known.find((o) => o.value === props.value);
}

/** UserPicker (one user), deferred: the name handed in, else read in the background as the picker does. */
export function DeferredUserPicker(props: UserPickerProps & SingleIdProps) {
  const { t } = useTranslation();
  return (
    <DeferredSelect
      loader={readyPickers}
      {...standInProps(props, t, 'common.pickers.user', () => props.onChange(null))}
      value={shownValue(props.value, handedInUser(props), t, { resolve: userLabel })}
      render={(m, startWith) => <m.UserPicker {...props} startWith={startWith} />}
    />
  );
}

/**
 * ContractorPicker (one subcontractor), deferred: the name as the user picker shows it, and the same warnings under
 * it for a subcontractor whose documents expired or expire soon.
 */
export function DeferredContractorPicker({
  showCompliance = true,
  ...props
}: ContractorPickerProps & SingleIdProps) {
  const { t } = useTranslation();
  const compliance = useSubcontractorCompliance(showCompliance);
  const flags = showCompliance ? compliance.data : undefined;
  return (
    <DeferredSelect
      loader={readyPickers}
      {...standInProps(props, t, 'common.pickers.contractor', () => props.onChange(null))}
      value={shownValue(props.value, handedInUser(props), t, { resolve: userLabel })}
      render={(m, startWith) => (
        <m.ContractorPicker {...props} showCompliance={showCompliance} startWith={startWith} />
      )}
      after={<ContractorWarnings flags={flags} value={props.value} />}
    />
  );
}

/** JobLotPicker (one lot), deferred: the lot as the picker shows it, from the job's lots. */
export function DeferredJobLotPicker(props: JobLotPickerProps & SingleIdProps) {
  const { t } = useTranslation();
  const { jobId, value } = props;
  const query = useJobLots(jobId);
  const lot = jobId && value ? query.data?.find((l) => l.Id === value) : undefined;
  const base = standInProps(props, t, 'common.pickers.jobLot', () => props.onChange(null));
  const waiting = !!jobId && query.isFetching;
  return (
    <DeferredSelect
      loader={readyPickers}
      {...base}
      isDisabled={!jobId || base.isDisabled}
      placeholder={jobId ? base.placeholder : t('common.pickers.selectJobFirst')}
      isLoading={waiting}
      value={shownValue(value, lot && jobLotToOption(lot), t, { waiting })}
      render={(m, startWith) => <m.JobLotPicker {...props} startWith={startWith} />}
    />
  );
}
