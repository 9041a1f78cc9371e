import { useTranslation } from 'react-i18next';
import {
  INVOICE_STATUS_NOT_SPECIFIED,
  invoiceStatusToRequest,
  resolveInvoiceStatusId,
  useInvoiceStatuses,
} from '@/api/autocomplete';
import { useUpdateRepairOrderInvoiceStatus, type RepairOrderRow } from '@/api/repair-orders';
import { feedback, notifySaveError } from '@/components/feedback';
import { DeferredInvoiceStatusPicker, type InvoiceStatusValue } from '@/components/pickers';

/**
 * A repair order's invoice status, changeable in the list (B §2, B §4): PUT
 * /api/repairOrder/{id}/invoiceStatus/{statusId}, "Not Specified" sent as 0. The row's id is its InvoiceStatusId,
 * else resolved from the InvoiceStatus name (decision 19).
 */
export function RepairInvoiceStatusCell({ order }: { order: RepairOrderRow }) {
  const { t } = useTranslation();
  const update = useUpdateRepairOrderInvoiceStatus();
  const statuses = useInvoiceStatuses(true);
  const currentId = resolveInvoiceStatusId(order, statuses.data);
  const current: InvoiceStatusValue | null =
    currentId === undefined ? null : currentId === 0 ? INVOICE_STATUS_NOT_SPECIFIED : currentId;

  const change = async (value: InvoiceStatusValue | null) => {
    const invoiceStatusId = invoiceStatusToRequest(value ?? INVOICE_STATUS_NOT_SPECIFIED) ?? 0;
    if (invoiceStatusId === currentId) return;
    try {
      await update.mutateAsync({ id: order.Id, invoiceStatusId });
      feedback.notify.success(t('repairOrders.global.invoiceStatusSaved'));
    } catch (e) {
      notifySaveError(e, t('repairOrders.global.invoiceStatusError'));
    }
  };

  return (
    <div
      data-row-click="ignore"
      style={{ minWidth: '10rem' }}
      onClick={(e) => e.stopPropagation()}
      onAuxClick={(e) => e.stopPropagation()}
    >
      <DeferredInvoiceStatusPicker
        aria-label={t('repairOrders.global.invoiceStatusOf', {
          lot: order.LotNumber ?? order.LotGroupCode ?? '',
        })}
        forRepairOrder
        value={current}
        onChange={(value) => void change(value)}
        isClearable={false}
        isDisabled={update.isPending}
        menuPortalTarget={document.body}
      />
    </div>
  );
}
