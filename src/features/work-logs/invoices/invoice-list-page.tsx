import { useId, useMemo, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { invoicesPrintRequest, type Invoice, type InvoiceFilter } from '@/api/invoices';
import { ListPage, type ColumnView } from '@/components/data-table';
import type { UseListState } from '@/components/filters';
import { lazyDialog } from '@/components/modal';
import { PrintButton } from '@/components/print-export';
import { formatCurrency, formatDate, fullName } from '@/lib/format';
import { lazyAfterPaint } from '@/lib/lazy-after-paint';
import { invoiceListSource, type InvoiceListFilters } from './invoice-list-source';
import { ToggleChoice } from '@/components/form/toggle-choice';

function PickerLoading() {
  const { t } = useTranslation();
  return <div className="form-control text-body-secondary">{t('invoices.filters.loading')}</div>;
}
// the picker (react-select) loads once the table has painted, not before it nor inside its first render
const ContractorPicker = lazyAfterPaint(
  () => import('@/components/pickers/ready-pickers').then((m) => m.ContractorPicker),
  PickerLoading,
);
const InvoiceDetailDialog = lazyDialog(() =>
  import('./invoice-detail-dialog').then((m) => m.InvoiceDetailDialog),
);

type InvoiceListState = UseListState<InvoiceListFilters>;

function InvoiceFilters({ list }: { list: InvoiceListState }) {
  const { t } = useTranslation();
  const pickerId = useId();
  const current = list.filters.currentFilter ?? 'unpaid';
  return (
    <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
      <div>
        <div className="form-label mb-1" id={`${pickerId}-show`}>
          {t('invoices.filters.show')}
        </div>
        <ToggleButtonGroup
          type="radio"
          name="invoice-filter"
          value={current}
          aria-labelledby={`${pickerId}-show`}
          onChange={(value: InvoiceFilter) => list.setFilters({ ...list.filters, currentFilter: value })}
        >
          {(['all', 'paid', 'unpaid'] as const).map((f) => (
            <ToggleChoice key={f} id={`invoice-filter-${f}`} value={f} variant="outline-primary">
              {t(`invoices.filters.${f}`)}
            </ToggleChoice>
          ))}
        </ToggleButtonGroup>
      </div>
      <div style={{ minWidth: '18rem' }}>
        <label htmlFor={pickerId} className="form-label mb-1">
          {t('invoices.filters.subcontractor')}
        </label>
        <ContractorPicker
          inputId={pickerId}
          isClearable
          value={list.filters.currentSubcontractor ?? null}
          onChange={(id) => list.setFilters({ ...list.filters, currentSubcontractor: id ?? undefined })}
        />
      </div>
    </div>
  );
}

/** invoicesList (C §2): the subcontractors' invoices, unpaid first by default; a row opens its detail. */
export function InvoiceListPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Invoice | null>(null);
  // MarkToPrint: the client's own flag (C §3), kept while the screen is open
  const [marked, setMarked] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number, on: boolean) =>
    setMarked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const views = useMemo<Record<string, ColumnView<Invoice>>>(
    () => ({
      MarkToPrint: {
        header: t('invoices.fields.print'),
        className: 'text-center',
        // a choice of this screen, not a value of the invoice
        exported: false,
        cell: (row) => (
          <Form.Check
            type="checkbox"
            id={`mark-to-print-${row.Id}`}
            aria-label={t('invoices.markToPrintOf', { id: row.Id, name: fullName(row.Subcontractor) })}
            checked={marked.has(row.Id)}
            onChange={(e) => toggle(row.Id, e.target.checked)}
          />
        ),
      },
      Id: { header: t('invoices.fields.number'), identity: true, kind: 'number' },
      'Subcontractor.LastName': {
        header: t('invoices.fields.subcontractor'),
        exportValue: (row) => fullName(row.Subcontractor),
        cell: (row) => fullName(row.Subcontractor),
      },
      CheckNumber: { header: t('invoices.fields.checkNumber') },
      TotalAmount: {
        header: t('invoices.fields.totalAmount'),
        className: 'text-end',
        kind: 'money',
        cell: (row) => formatCurrency(row.TotalAmount),
      },
      CreatedDate: {
        header: t('invoices.fields.createdDate'),
        kind: 'date',
        cell: (row) => formatDate(row.CreatedDate),
      },
      IsProceeded: {
        header: t('invoices.fields.status'),
        exportValue: (row) => t(row.IsProceeded ? 'invoices.status.paid' : 'invoices.status.unpaid'),
        cell: (row) =>
          row.IsProceeded ? (
            <Badge bg="success">{t('invoices.status.paid')}</Badge>
          ) : (
            <Badge bg="warning" text="dark">
              {t('invoices.status.unpaid')}
            </Badge>
          ),
      },
      ProceededDate: {
        header: t('invoices.fields.proceededDate'),
        kind: 'date',
        cell: (row) => formatDate(row.ProceededDate),
      },
    }),
    [t, marked],
  );

  const ids = [...marked];
  return (
    <ListPage
      title={t('invoices.title')}
      titleId="invoices-title"
      aria-label={t('invoices.tableLabel')}
      source={invoiceListSource}
      views={views}
      filters={(list) => <InvoiceFilters list={list} />}
      onRowClick={setOpen}
      rowKey={(row) => row.Id}
      exportName="invoices"
      toolbar={
        <PrintButton
          size="sm"
          label={t('invoices.printSelected', { count: ids.length })}
          disabled={ids.length === 0}
          request={invoicesPrintRequest(ids)}
          errorText={t('invoices.printError')}
        />
      }
    >
      <InvoiceDetailDialog
        show={open !== null}
        invoiceId={open?.Id ?? 0}
        subcontractorId={open?.SubcontractorId ?? 0}
        onHide={() => setOpen(null)}
      />
    </ListPage>
  );
}
