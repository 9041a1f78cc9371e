import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { browserDataTableSource } from '@/api/datatables';
import {
  getPaymentRecord,
  jobPaymentKeys,
  jobPaymentsQueryOptions,
  useDeletePaymentRecord,
  useRecordTypes,
  type PaymentRecord,
} from '@/api/job-payments';
import { useCan } from '@/components/access';
import { DataTable, RowActions, type DataTableColumn } from '@/components/data-table';
import { confirmedDelete } from '@/components/feedback';
import { useReopenDraft } from '@/components/form';
import { lazyDialog } from '@/components/modal';
import { formatCurrency, formatDateTime } from '@/lib/format';
import { Permissions } from '@/lib/permissions';
import { queryClient } from '@/lib/query-client';
import { useJobTab } from '../job-context';
import { paymentFormId } from './payment-draft';
import {
  canChangePayment,
  cutDescription,
  isBuilderSide,
  offeredRecordTypes,
  shownAmount,
} from './payment-rules';

const PaymentDialog = lazyDialog(() => import('./payment-dialog').then((m) => m.PaymentDialog));

type Editing = { record: PaymentRecord | null; deduction: boolean } | undefined;

/** The payment detail tab (B §2): normal records, then backcharge and builder-payment records. */
export function PaymentDetailTab() {
  const { t } = useTranslation();
  const { job } = useJobTab();
  const jobId = job.Id;
  const [editing, setEditing] = useState<Editing>(undefined);
  const types = useRecordTypes();
  const canCreateBackcharge = useCan(Permissions.CanCreateBackcharge);
  const remove = useDeletePaymentRecord();
  useReopenDraft({
    formId: paymentFormId(jobId),
    load: (id) => getPaymentRecord(id),
    open: (record) => setEditing({ record, deduction: false }),
  });

  const sources = useMemo(() => {
    const grid = (builderSide: boolean) =>
      // both grids read the one list (GET byJob) through the query cache
      browserDataTableSource<PaymentRecord>(() =>
        queryClient
          .fetchQuery(jobPaymentsQueryOptions(jobId))
          .then((rows) => rows.filter((r) => isBuilderSide(r) === builderSide)),
      );
    return { normal: grid(false), builder: grid(true) };
  }, [jobId]);

  const columns = useMemo<DataTableColumn<PaymentRecord>[]>(() => {
    const deleteRecord = (row: PaymentRecord) =>
      confirmedDelete({
        confirm: { title: t('jobPayments.delete.title'), text: t('jobPayments.delete.confirm') },
        remove: () => remove.mutateAsync(row.Id),
        success: t('jobPayments.delete.success'),
        failure: { text: (e) => e.message || t('jobPayments.delete.error') },
      });
    return [
      {
        id: 'RecordType',
        header: t('jobPayments.fields.recordType'),
        cell: (r) => t(`jobPayments.recordTypes.${r.RecordType}`, { defaultValue: r.RecordType }),
      },
      {
        id: 'JobType',
        header: t('jobPayments.fields.jobType'),
        sortable: false,
        cell: (r) => r.JobType?.Name ?? '',
      },
      {
        id: 'Description',
        header: t('jobPayments.fields.description'),
        exportValue: (r) => r.Description,
        cell: (r) => <span title={r.Description ?? ''}>{cutDescription(r.Description)}</span>,
      },
      {
        id: 'Amount',
        header: t('jobPayments.fields.amount'),
        className: 'text-end text-nowrap',
        kind: 'money',
        exportValue: (r) => shownAmount(r.Amount),
        cell: (r) => formatCurrency(shownAmount(r.Amount)),
      },
      { id: 'ItemStatus', header: t('jobPayments.fields.itemStatus') },
      { id: 'ModifiedBy', header: t('jobPayments.fields.modifiedBy') },
      {
        id: 'ModifiedDate',
        header: t('jobPayments.fields.modifiedDate'),
        kind: 'datetime',
        cell: (r) => formatDateTime(r.ModifiedDate),
      },
      {
        id: 'actions',
        header: t('jobPayments.fields.actions'),
        sortable: false,
        cell: (r) =>
          canChangePayment(r) ? (
            <RowActions
              edit={{
                label: t('jobPayments.edit.actionOf', { name: cutDescription(r.Description) }),
                onClick: () => setEditing({ record: r, deduction: false }),
              }}
              remove={{
                label: t('jobPayments.delete.actionOf', { name: cutDescription(r.Description) }),
                onClick: () => void deleteRecord(r),
              }}
            />
          ) : null,
      },
    ];
  }, [t, remove]);

  const allTypes = types.data ?? [];
  const offered = editing
    ? offeredRecordTypes(allTypes, { canCreateBackcharge, deduction: editing.deduction })
    : [];
  const queryKey = (grid: string) => [...jobPaymentKeys.byJob(jobId), 'grid', grid];

  return (
    <section aria-labelledby="payments-title">
      <h2 id="payments-title" className="h5 mb-3">
        {t('jobPayments.title')}
      </h2>
      <DataTable<PaymentRecord>
        tableId="payment-detail-normal"
        queryKey={queryKey('normal')}
        fetcher={sources.normal}
        columns={columns}
        defaultSort={{ column: 'ModifiedDate', dir: 'desc' }}
        rowKey={(r) => r.Id}
        caption={t('jobPayments.grids.normal')}
        exportName={`job-${jobId}-payments`}
        toolbar={
          <Button onClick={() => setEditing({ record: null, deduction: false })} disabled={!types.data}>
            {t('jobPayments.actions.add')}
          </Button>
        }
      />
      <DataTable<PaymentRecord>
        tableId="payment-detail-builder"
        className="mt-4"
        queryKey={queryKey('builder')}
        fetcher={sources.builder}
        columns={columns}
        defaultSort={{ column: 'ModifiedDate', dir: 'desc' }}
        rowKey={(r) => r.Id}
        caption={t('jobPayments.grids.builder')}
        exportName={`job-${jobId}-builder-payments`}
        toolbar={
          <Button
            variant="outline-primary"
            onClick={() => setEditing({ record: null, deduction: true })}
            disabled={!types.data}
          >
            {t('jobPayments.actions.addDeduction')}
          </Button>
        }
      />
      <PaymentDialog
        show={editing !== undefined}
        onHide={() => setEditing(undefined)}
        jobId={jobId}
        record={editing?.record ?? null}
        types={offered}
        allTypes={allTypes}
      />
    </section>
  );
}
