import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { INVOICE_STATUS_NOT_SPECIFIED, invoiceStatusToRequest } from '@/api/autocomplete';
import { jobPaymentKeys, type FinancialRow } from '@/api/job-payments';
import { useUpdateJobInvoiceStatus } from '@/api/jobs';
import { feedback, notifySaveError } from '@/components/feedback';
import { DeferredInvoiceStatusPicker, ONE_LINE_PICKER, type InvoiceStatusValue } from '@/components/pickers';

interface CellProps {
  row: FinancialRow;
  /** the row's status name (the page reads the statuses once for every row) */
  name: string;
  /** whether the picker (its stand-in) may mount: until then the cell shows the status name */
  picker: boolean;
}

/** A job's invoice status, changeable in the report's row (B §2): PUT /api/jobs/{id}/invoiceStatus/{statusId}. */
export function FinancialInvoiceStatusCell({ row, name, picker }: CellProps) {
  // the column's width holds the picker (financial-table.tsx); the name alone stays on one line
  return picker ? <InvoiceStatusEditor row={row} /> : <span className="financial-clip">{name}</span>;
}

function InvoiceStatusEditor({ row }: { row: FinancialRow }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const update = useUpdateJobInvoiceStatus();
  const current: InvoiceStatusValue = row.InvoiceStatusId
    ? row.InvoiceStatusId
    : INVOICE_STATUS_NOT_SPECIFIED;

  const change = async (value: InvoiceStatusValue | null) => {
    const invoiceStatusId = invoiceStatusToRequest(value ?? INVOICE_STATUS_NOT_SPECIFIED) ?? 0;
    if (invoiceStatusId === (row.InvoiceStatusId ?? 0)) return;
    try {
      await update.mutateAsync({ id: row.JobId, invoiceStatusId });
      await client.invalidateQueries({ queryKey: [...jobPaymentKeys.all, 'financial'] });
      feedback.notify.success(t('financialReport.invoiceStatusSaved'));
    } catch (e) {
      notifySaveError(e, t('financialReport.invoiceStatusError'));
    }
  };

  return (
    <DeferredInvoiceStatusPicker
      aria-label={t('financialReport.invoiceStatusOf', { lot: row.LotCode })}
      value={current}
      onChange={(value) => void change(value)}
      isClearable={false}
      isDisabled={update.isPending}
      // its row is of fixed height (the report's body is virtual): the status stays on one line
      className={ONE_LINE_PICKER}
      menuPortalTarget={document.body}
    />
  );
}
