import { useMemo } from 'react';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useDeleteRepairOrder, type RepairOrderRow } from '@/api/repair-orders';
import { useCan } from '@/components/access';
import { ListPage, RowActions, type ColumnView } from '@/components/data-table';
import { confirmedDelete } from '@/components/feedback';
import { formatDate, formatDateTime } from '@/lib/format';
import { backState } from '@/lib/routing';
import { JOB_TAB_EDIT_ACCESS, useJobTab } from '../job-context';
import { jobRepairOrderSource } from './job-repair-order-source';

/**
 * A job's repair orders (B §2): server-side table with delete; a row opens the order's form. Users who may not edit
 * them (report-only, decision 22) see the list without create and delete, and open an order to view it.
 */
export function JobRepairOrdersTab() {
  const { t } = useTranslation();
  const { job } = useJobTab();
  const canEdit = useCan(JOB_TAB_EDIT_ACCESS);
  const navigate = useNavigate();
  const location = useLocation();
  const remove = useDeleteRepairOrder();
  const base = `/jobs/${job.Id}/repairOrder`;

  const views = useMemo<Record<string, ColumnView<RepairOrderRow>>>(() => {
    const name = (r: RepairOrderRow) => `#${r.Id}`;
    const deleteOrder = (r: RepairOrderRow) =>
      confirmedDelete({
        confirm: { title: t('repairOrders.delete.title'), text: t('repairOrders.delete.confirm') },
        remove: () => remove.mutateAsync(r.Id),
        success: t('repairOrders.delete.success'),
        failure: {
          alertTitle: t('repairOrders.delete.error'),
          text: (e) => e.message || e.statusText || t('repairOrders.delete.error'),
        },
      });
    return {
      LotNumber: { header: t('repairOrders.fields.lot'), cell: (r) => r.LotNumber ?? r.LotGroupCode ?? '' },
      RequestDate: {
        header: t('repairOrders.fields.requestDate'),
        kind: 'date',
        cell: (r) => formatDate(r.RequestDate),
      },
      Detail1: { header: t('repairOrders.fields.detail1') },
      MechanicName: { header: t('repairOrders.fields.mechanic') },
      IsCompleted: {
        header: t('repairOrders.fields.status'),
        exportValue: (r) =>
          t(r.IsCompleted ? 'repairOrders.status.completed' : 'repairOrders.status.incomplete'),
        cell: (r) =>
          r.IsCompleted ? (
            <Badge bg="success">{t('repairOrders.status.completed')}</Badge>
          ) : (
            <Badge bg="warning" text="dark">
              {t('repairOrders.status.incomplete')}
            </Badge>
          ),
      },
      InvoiceStatus: { header: t('repairOrders.fields.invoiceStatus') },
      ModifiedBy: { header: t('repairOrders.fields.modifiedBy'), kind: 'email' },
      ModifiedDate: {
        header: t('repairOrders.fields.modifiedDate'),
        kind: 'datetime',
        cell: (r) => formatDateTime(r.ModifiedDate),
      },
      actions: {
        header: t('repairOrders.fields.actions'),
        cell: (r) => {
          // the order's form: to edit it, or (read-only users) to view it
          const openOrder = () => void navigate(`${base}/edit/${r.Id}`, { state: backState(location) });
          if (!canEdit)
            return (
              <RowActions
                view={{ label: t('repairOrders.view.actionOf', { name: name(r) }), onClick: openOrder }}
              />
            );
          return (
            <RowActions
              edit={{ label: t('repairOrders.edit.actionOf', { name: name(r) }), onClick: openOrder }}
              remove={{
                label: t('repairOrders.delete.actionOf', { name: name(r) }),
                onClick: () => void deleteOrder(r),
              }}
            />
          );
        },
      },
    };
  }, [t, remove, navigate, base, location, canEdit]);

  return (
    <ListPage
      title={t('repairOrders.list.title')}
      titleId="job-repair-orders-title"
      headingLevel={2}
      aria-label={t('repairOrders.list.tableLabel')}
      source={jobRepairOrderSource}
      views={views}
      getRowHref={(r) => `${base}/edit/${r.Id}`}
      rowKey={(r) => r.Id}
      exportName={`job-${job.Id}-repair-orders`}
      toolbar={
        canEdit && (
          <Link className="btn btn-primary" to={`${base}/create`} state={backState(location)}>
            {t('repairOrders.list.create')}
          </Link>
        )
      }
    />
  );
}
