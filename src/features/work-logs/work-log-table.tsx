import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { memo, useMemo, useRef, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { updateWorkLog, workLogKeys, type WorkLog } from '@/api/work-logs';
import { DataTable, RowActions, WIDE_WINDOW, type DataTableColumn } from '@/components/data-table';
import type { TablePage } from '@/components/data-table/table-query';
import { feedback } from '@/components/feedback';
import { MoneyInput } from '@/components/form';
import { toApiError } from '@/lib/api-error';
import { formatCurrency, formatDate, formatDateTime } from '@/lib/format';
import { messageFiller } from '@/lib/i18n';
import { RowEditStore, useObservedRow, useRowValue, type RowEdit } from './row-edits';
import {
  workLogDefaultSort,
  workLogTableInput,
  type WorkLogFilters,
  type WorkLogTableKind,
} from './work-log-source';
import { canMarkReadyForPayment, jobInfoText, recomputeApprovedAmount } from './work-log-rules';

/** What the rows of the approve table may edit in place (C §4). */
export type InPlaceMode = 'none' | 'edit' | 'invoice';

export interface WorkLogTableProps {
  userId: number;
  kind: WorkLogTableKind;
  approveMode: boolean;
  inPlace: InPlaceMode;
  /** the job and job type filters (the URL's) */
  filters?: WorkLogFilters;
  caption: ReactNode;
  onEdit: (row: WorkLog) => void;
  onDelete: (row: WorkLog) => void;
  toolbar?: ReactNode;
}

const rowNames = new WeakMap<WorkLog, string>();

/** A short name of a row for accessible labels: job, job type, description (once per row object: six labels use it). */
export const rowName = (row: WorkLog) => {
  let name = rowNames.get(row);
  if (name === undefined) {
    name = [jobInfoText(row.JobInfo), row.JobType?.Name, row.Description].filter(Boolean).join(', ');
    rowNames.set(row, name);
  }
  return name;
};

/** Puts the saved row into every cached page of the work-log tables (no reload of 50 rows per field). */
function putSavedRow(client: QueryClient, saved: WorkLog) {
  client.setQueriesData<TablePage<WorkLog>>({ queryKey: workLogKeys.lists() }, (page) =>
    page && Array.isArray(page.data) && page.data.some((r) => r.Id === saved.Id)
      ? { ...page, data: page.data.map((r) => (r.Id === saved.Id ? { ...r, ...saved } : r)) }
      : page,
  );
}

interface CellProps {
  row: WorkLog;
  store: RowEditStore;
  save: (row: WorkLog, patch?: Partial<WorkLog>) => Promise<void>;
  /** the cell's accessible name (the table's rowLabeler: no useTranslation per cell, 200 for a 50-row page) */
  label: RowLabel;
}

/** A message naming a row ("Quantity of …"), by its i18n key (its one parameter is `row`). */
type RowLabel = (key: string, row: WorkLog) => string;

/**
 * Row labels whose message is translated once per table, not once per cell (six per row: 300 interpolations for a
 * 50-row page); the row's name goes where the message has {{row}}.
 */
function rowLabeler(t: TFunction): RowLabel {
  const fillers = new Map<string, (row: string) => string>();
  return (key, row) => {
    let fill = fillers.get(key);
    if (!fill) fillers.set(key, (fill = messageFiller(t, key, 'row')));
    return fill(rowName(row));
  };
}

const modifiedDates = new WeakMap<WorkLog, { date: string; dateTime: string }>();

/** The modified date as the cell shows it, with the date and time as its title (once per row object). */
function modifiedDateOf(row: WorkLog) {
  let shown = modifiedDates.get(row);
  if (!shown) {
    shown = { date: formatDate(row.ModifiedDate), dateTime: formatDateTime(row.ModifiedDate) };
    modifiedDates.set(row, shown);
  }
  return shown;
}

/**
 * Saves one row in place: the whole record (PUT /api/worklog/{id}). Ready for payment is shown cleared while
 * the save runs and comes back from the saved row (C §4); a failure keeps what was typed.
 */
function useRowSave(store: RowEditStore) {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useMemo(() => {
    // a blur while the row's save runs: saved again right after it
    const queued = new Set<number>();
    const run = async (row: WorkLog, patch: Partial<WorkLog> = {}): Promise<void> => {
      const state = store.get(row.Id);
      if (state.saving) {
        queued.add(row.Id);
        return;
      }
      const sent = { ...state.edit };
      const next: WorkLog = { ...row, ...sent, ...patch };
      if (!canMarkReadyForPayment(next.ApprovedAmount)) next.ReadyForPayment = false;
      store.setSaving(row.Id, true, patch.ReadyForPayment);
      let latest = row;
      try {
        const saved = await updateWorkLog(next);
        latest = { ...row, ...saved };
        putSavedRow(client, saved);
        // a list answer still on its way was read before this save and would bring the old values back
        if (client.isFetching({ queryKey: workLogKeys.lists() }) > 0)
          void client.invalidateQueries({ queryKey: workLogKeys.lists() });
        store.markSaved(row.Id, sent);
        void client.invalidateQueries({ queryKey: workLogKeys.detail(row.Id) });
      } catch (error) {
        const e = toApiError(error);
        if (e.status !== 401)
          feedback.notify.error(e.message || t('workLogs.edit.error'), {
            title: t('workLogs.edit.errorTitle'),
          });
      } finally {
        store.setSaving(row.Id, false);
      }
      if (queued.delete(row.Id) && hasEdit(store.get(row.Id).edit)) await run(latest);
    };
    return run;
  }, [client, store, t]);
}

const workLogRowKey = (row: WorkLog) => row.Id;

const hasEdit = (edit: RowEdit) => Object.keys(edit).length > 0;

const QuantityCell = memo(function QuantityCell({ row, store, save, label }: CellProps) {
  useObservedRow(store, row);
  const quantity = useRowValue(store, row.Id, (s) => s.edit.Quantity) ?? row.Quantity;
  return (
    <Form.Control
      size="sm"
      className="work-log-cell-quantity"
      maxLength={30}
      aria-label={label('workLogs.cell.quantityOf', row)}
      value={quantity ?? ''}
      onChange={(e) => {
        // C §5: a quantity change recomputes the approved amount from the unit price
        const price = store.get(row.Id).edit.UnitPrice;
        store.change(row.Id, {
          Quantity: e.target.value,
          ApprovedAmount: recomputeApprovedAmount(
            e.target.value,
            price === undefined ? row.UnitPrice : price,
          ),
        });
      }}
      onBlur={() => {
        if (hasEdit(store.get(row.Id).edit)) void save(row);
      }}
    />
  );
});

const UnitPriceCell = memo(function UnitPriceCell({ row, store, save, label }: CellProps) {
  useObservedRow(store, row);
  const edited = useRowValue(store, row.Id, (s) => s.edit.UnitPrice);
  const price = edited === undefined ? row.UnitPrice : edited;
  return (
    <MoneyInput
      size="sm"
      className="work-log-cell-money"
      aria-label={label('workLogs.cell.unitPriceOf', row)}
      value={price}
      onChange={(next) =>
        store.change(row.Id, {
          UnitPrice: next,
          ApprovedAmount: recomputeApprovedAmount(store.get(row.Id).edit.Quantity ?? row.Quantity, next),
        })
      }
      onBlur={() => {
        if (hasEdit(store.get(row.Id).edit)) void save(row);
      }}
    />
  );
});

const ApprovedAmountCell = memo(function ApprovedAmountCell({ row, store, save, label }: CellProps) {
  useObservedRow(store, row);
  const edited = useRowValue(store, row.Id, (s) => s.edit.ApprovedAmount);
  const amount = edited === undefined ? row.ApprovedAmount : edited;
  return (
    <MoneyInput
      size="sm"
      className="work-log-cell-money"
      aria-label={label('workLogs.cell.approvedAmountOf', row)}
      value={amount}
      // C §5: editing the approved amount directly does not recompute anything
      onChange={(amount) => store.change(row.Id, { ApprovedAmount: amount })}
      onBlur={() => {
        if (hasEdit(store.get(row.Id).edit)) void save(row);
      }}
    />
  );
});

const ReadyCell = memo(function ReadyCell({ row, store, save, t, label }: CellProps & { t: TFunction }) {
  useObservedRow(store, row);
  const saving = useRowValue(store, row.Id, (s) => s.saving);
  const pendingReady = useRowValue(store, row.Id, (s) => s.pendingReady);
  return (
    <Form.Check
      type="checkbox"
      id={`ready-${row.Id}`}
      aria-label={label('workLogs.cell.readyOf', row)}
      title={saving ? t('workLogs.cell.saving') : undefined}
      // a field save shows the flag cleared until the saved row is back (C §4); a click on it shows the click
      checked={saving ? (pendingReady ?? false) : row.ReadyForPayment}
      disabled={saving}
      onChange={(e) => {
        const ready = e.target.checked;
        const edit = store.get(row.Id).edit;
        const amount = edit.ApprovedAmount === undefined ? row.ApprovedAmount : edit.ApprovedAmount;
        if (ready && !canMarkReadyForPayment(amount)) {
          void feedback.alert({ title: t('workLogs.ready.title'), text: t('workLogs.ready.text') });
          return;
        }
        void save(row, { ReadyForPayment: ready });
      }}
    />
  );
});

/** One of the work-log screen's two tables (C §2): normal records or deduct records, 50 a page. */
export function WorkLogTable({
  userId,
  kind,
  approveMode,
  inPlace,
  filters,
  caption,
  onEdit,
  onDelete,
  toolbar,
}: WorkLogTableProps) {
  const { t } = useTranslation();
  const storeRef = useRef<RowEditStore | null>(null);
  storeRef.current ??= new RowEditStore();
  const store = storeRef.current;
  const save = useRowSave(store);
  const label = useMemo(() => rowLabeler(t), [t]);
  const jobId = filters?.jobId;
  const jobTypeId = filters?.jobTypeId;
  const input = useMemo(
    () => workLogTableInput(userId, kind, approveMode, { jobId, jobTypeId }),
    [userId, kind, approveMode, jobId, jobTypeId],
  );
  const { sort, thenSort } = useMemo(() => workLogDefaultSort(input.columns), [input.columns]);

  const columns = useMemo<DataTableColumn<WorkLog>[]>(() => {
    const money = (value: number | null) => formatCurrency(value);
    const views: Record<string, Omit<DataTableColumn<WorkLog>, 'id'>> = {
      SubcontractorName: { header: t('workLogs.fields.subcontractor'), truncate: true },
      JobInfo: {
        header: t('workLogs.fields.jobInfo'),
        className: 'work-log-job',
        identity: true,
        truncate: true,
        exportValue: (row) => jobInfoText(row.JobInfo),
        cell: (row) => jobInfoText(row.JobInfo),
      },
      // approving, the in-row inputs take the room of Job Type and Record Type (shown from Columns; README)
      'JobType.Name': {
        header: t('workLogs.fields.jobType'),
        hideBelow: approveMode ? WIDE_WINDOW : undefined,
        cell: (row) => row.JobType?.Name ?? '',
      },
      'Status.Name': { header: t('workLogs.fields.status'), cell: (row) => row.Status?.Name ?? '' },
      RecordType: {
        header: t('workLogs.fields.recordType'),
        hideBelow: approveMode ? WIDE_WINDOW : undefined,
      },
      Description: {
        header: t('workLogs.fields.description'),
        className: 'work-log-description',
        truncate: true,
      },
      Quantity: {
        header: t('workLogs.fields.quantity'),
        cell:
          inPlace === 'edit'
            ? (row) => <QuantityCell row={row} store={store} save={save} label={label} />
            : (row) => row.Quantity,
      },
      RequestedAmount: {
        header: t('workLogs.fields.requestedAmount'),
        className: 'text-end',
        kind: 'money',
        cell: (row) => money(row.RequestedAmount),
      },
      UnitPrice: {
        header: t('workLogs.fields.unitPrice'),
        className: 'text-end',
        kind: 'money',
        cell:
          inPlace === 'edit'
            ? (row) => <UnitPriceCell row={row} store={store} save={save} label={label} />
            : (row) => money(row.UnitPrice),
      },
      ApprovedAmount: {
        header: t('workLogs.fields.approvedAmount'),
        className: 'text-end',
        kind: 'money',
        cell:
          inPlace === 'edit'
            ? (row) => <ApprovedAmountCell row={row} store={store} save={save} label={label} />
            : (row) => money(row.ApprovedAmount),
      },
      ReadyForPayment: {
        header: t('workLogs.fields.readyForPayment'),
        className: 'text-center',
        stickyEnd: true,
        exportValue: (row) => (row.ReadyForPayment ? t('workLogs.cell.yes') : t('workLogs.cell.no')),
        cell:
          inPlace !== 'none'
            ? (row) => <ReadyCell row={row} store={store} save={save} t={t} label={label} />
            : (row) => (row.ReadyForPayment ? t('workLogs.cell.yes') : t('workLogs.cell.no')),
      },
      ModifiedDate: {
        header: t('workLogs.fields.modifiedDate'),
        // the two audit columns start hidden below a wide window, so that the table fits a laptop (README)
        hideBelow: WIDE_WINDOW,
        kind: 'date',
        cell: (row) => {
          const { date, dateTime } = modifiedDateOf(row);
          return <span title={dateTime}>{date}</span>;
        },
      },
      ModifiedBy: { header: t('workLogs.fields.modifiedBy'), kind: 'email', hideBelow: WIDE_WINDOW },
      actions: {
        header: t('workLogs.fields.actions'),
        cell: (row) =>
          // on an invoice (where the answer says so, decision 19): the server refuses changes, so none offered
          typeof row.InvoiceId === 'number' ? (
            <span className="badge text-bg-light border fw-normal">
              {t('workLogs.cell.invoiced', { id: row.InvoiceId })}
            </span>
          ) : (
            <RowActions
              edit={{ label: label('workLogs.actions.editOf', row), onClick: () => onEdit(row) }}
              remove={{
                label: label('workLogs.actions.deleteOf', row),
                onClick: () => onDelete(row),
              }}
            />
          ),
      },
    };
    return input.columns.map((spec) => ({ ...views[spec.id], ...spec }));
  }, [input.columns, approveMode, inPlace, store, save, onEdit, onDelete, t, label]);

  return (
    <DataTable<WorkLog>
      tableId={`${approveMode ? 'approve-work-logs' : 'work-logs'}-${kind}`}
      className="work-log-table"
      queryKey={input.queryKey}
      fetcher={input.fetcher}
      columns={columns}
      defaultPageSize={input.pageSize}
      defaultSort={sort}
      thenSort={thenSort}
      rowKey={workLogRowKey}
      aria-label={kind === 'deduct' ? t('workLogs.tables.deduct') : t('workLogs.tables.normal')}
      caption={caption}
      toolbar={toolbar}
      exportName={`${approveMode ? 'approve-work-logs' : 'work-logs'}${kind === 'deduct' ? '-deduct' : ''}`}
    />
  );
}
