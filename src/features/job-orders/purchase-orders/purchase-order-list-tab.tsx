import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useDeletePurchaseOrder, type PurchaseOrderRow } from '@/api/purchase-orders';
import { ListPage, RowActions, type ColumnView } from '@/components/data-table';
import { confirmedDelete } from '@/components/feedback';
import { formatDate, formatDateTime } from '@/lib/format';
import { messageFiller } from '@/lib/i18n';
import { parseRouteId } from '@/lib/list-params';
import { purchaseOrderListSource, purchaseOrderPath } from './purchase-order-list-source';

/**
 * jobs.detail.purchaseOrder (B §2): the job's purchase orders, last modified first; a row opens its detail,
 * the create button a new order (detail 0), delete asks first.
 */
export function PurchaseOrderListTab() {
  const { t } = useTranslation();
  const jobId = parseRouteId(useParams().jobId) ?? 0;
  const remove = useDeletePurchaseOrder();

  const views = useMemo<Record<string, ColumnView<PurchaseOrderRow>>>(() => {
    // each row's button name, translated once for the table
    const deleteLabel = messageFiller(t, 'jobOrders.purchaseOrders.deleteOf', 'number');
    return {
      PurchaseOrderNumber: { header: t('jobOrders.purchaseOrders.number') },
      // A §3: DueDate is labelled PO date, ShipDate delivery date
      DueDate: {
        header: t('jobOrders.purchaseOrders.poDate'),
        kind: 'date',
        cell: (row) => formatDate(row.DueDate),
      },
      ShipDate: {
        header: t('jobOrders.purchaseOrders.deliveryDate'),
        kind: 'date',
        cell: (row) => formatDate(row.ShipDate),
      },
      ModifiedDate: {
        header: t('jobOrders.purchaseOrders.modifiedDate'),
        kind: 'datetime',
        cell: (row) => formatDateTime(row.ModifiedDate),
      },
      ModifiedBy: { header: t('jobOrders.purchaseOrders.modifiedBy'), kind: 'email' },
      actions: {
        header: t('jobOrders.purchaseOrders.actions'),
        cell: (row) => (
          <RowActions
            remove={{
              label: deleteLabel(row.PurchaseOrderNumber),
              onClick: () =>
                void confirmedDelete({
                  confirm: {
                    title: t('jobOrders.purchaseOrders.deleteTitle'),
                    text: t('jobOrders.purchaseOrders.deleteConfirm', { number: row.PurchaseOrderNumber }),
                  },
                  remove: () => remove.mutateAsync(row.Id),
                  success: t('jobOrders.purchaseOrders.deleted'),
                  failure: { text: (e) => e.message || t('jobOrders.purchaseOrders.deleteError') },
                }),
            }}
          />
        ),
      },
    };
    // remove.mutateAsync is stable
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t]);

  return (
    <ListPage
      title={t('jobOrders.purchaseOrders.title')}
      titleId="purchase-orders-title"
      headingLevel={2}
      aria-label={t('jobOrders.purchaseOrders.tableLabel')}
      source={purchaseOrderListSource}
      views={views}
      getRowHref={(row) => purchaseOrderPath(jobId, row.Id)}
      rowKey={(row) => row.Id}
      exportName={`job-${jobId}-purchase-orders`}
      toolbar={
        <Link className="btn btn-primary" to={purchaseOrderPath(jobId, 0)}>
          {t('jobOrders.purchaseOrders.create')}
        </Link>
      }
    />
  );
}
