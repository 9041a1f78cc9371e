import { useTranslation } from 'react-i18next';
import { resolveInvoiceStatusId, useInvoiceStatuses } from '@/api/autocomplete';
import { useUpdateJobInvoiceStatus, type JobRow } from '@/api/jobs';
import { feedback } from '@/components/feedback';
import {
  DeferredInvoiceStatusPicker,
  INVOICE_STATUS_NOT_SPECIFIED,
  invoiceStatusToRequest,
  type InvoiceStatusValue,
} from '@/components/pickers';
import { notifySaveError } from '../save-error';

/**
 * The dashboard row's invoice status, changeable in place (PUT /api/jobs/{id}/invoiceStatus/{statusId}):
 * the shared invoice status picker, whose "Not Specified" is sent as 0. The row's status id is its
 * InvoiceStatusId when the server sends one, else resolved from the documented InvoiceStatus name
 * (decision 19) through the list the picker loads anyway.
 */
export function InvoiceStatusCell({
  job,
  label,
}: {
  job: JobRow;
  /** the picker's accessible name ("Invoice status of lot 114"), translated once for the table */
  label: string;
}) {
  const { t } = useTranslation();
  const update = useUpdateJobInvoiceStatus();
  const statuses = useInvoiceStatuses();
  const currentId = resolveInvoiceStatusId(job, statuses.data);
  const current: InvoiceStatusValue | null =
    currentId === undefined ? null : currentId === 0 ? INVOICE_STATUS_NOT_SPECIFIED : currentId;

  const change = async (value: InvoiceStatusValue | null) => {
    const invoiceStatusId = invoiceStatusToRequest(value ?? INVOICE_STATUS_NOT_SPECIFIED) ?? 0;
    if (invoiceStatusId === currentId) return;
    try {
      await update.mutateAsync({ id: job.Id, invoiceStatusId });
      feedback.notify.success(t('jobs.report.invoiceStatusSaved'));
    } catch (e) {
      notifySaveError(e, t('jobs.report.invoiceStatusError'));
    }
  };

  return (
    // The menu is portaled to <body>, but React still bubbles its clicks to the row: stop them here
    // so that choosing a status does not open the job.
    <div
      data-row-click="ignore"
      style={{ minWidth: '9.5rem' }}
      onClick={(e) => e.stopPropagation()}
      onAuxClick={(e) => e.stopPropagation()}
    >
      <DeferredInvoiceStatusPicker
        aria-label={label}
        value={current}
        onChange={(value) => void change(value)}
        isClearable={false}
        isDisabled={update.isPending}
        menuPortalTarget={document.body}
      />
    </div>
  );
}
