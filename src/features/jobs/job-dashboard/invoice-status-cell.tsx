import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useInvoiceStatuses } from '@/api/autocomplete';
import { useUpdateJobInvoiceStatus, type JobRow } from '@/api/jobs';
import { feedback } from '@/components/feedback';
import { toApiError } from '@/lib/api-client';

/** The dashboard row's invoice status, changeable in place (PUT /api/jobs/{id}/invoiceStatus/{statusId}). */
export function InvoiceStatusCell({ job }: { job: JobRow }) {
  const { t } = useTranslation();
  const statuses = useInvoiceStatuses();
  const update = useUpdateJobInvoiceStatus();

  const change = async (invoiceStatusId: number) => {
    try {
      await update.mutateAsync({ id: job.Id, invoiceStatusId });
      feedback.notify.success(t('jobs.report.invoiceStatusSaved'));
    } catch (e) {
      feedback.notify.error(toApiError(e).statusText || t('jobs.report.invoiceStatusError'));
    }
  };

  return (
    <Form.Select
      size="sm"
      aria-label={t('jobs.report.invoiceStatusOf', { lot: job.LotGroupCode })}
      value={job.InvoiceStatusId ?? 0}
      disabled={update.isPending || !statuses.data}
      onChange={(e) => void change(Number(e.target.value))}
      style={{ minWidth: '9rem' }}
    >
      <option value={0}>{t('common.pickers.notSpecified')}</option>
      {(statuses.data ?? []).map((s) => (
        <option key={s.Id} value={s.Id}>
          {s.Name}
        </option>
      ))}
    </Form.Select>
  );
}
