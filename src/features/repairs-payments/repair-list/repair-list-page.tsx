import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { readAllRows } from '@/api/datatables';
import {
  REPAIR_ORDER_EXPORT_URL,
  REPAIR_ORDER_PRINT_URL,
  repairOrderKeys,
  repairOrdersDataTableSource,
  type RepairOrderRow,
} from '@/api/repair-orders';
import { ListPage, type ColumnView } from '@/components/data-table';
import { breakableEmail } from '@/lib/breakable-text';
import { ExportButton, PrintButton } from '@/components/print-export';
import { formatCurrency, formatDate, formatDateTime } from '@/lib/format';
import {
  repairListParams,
  repairListSource,
  repairReportSource,
  toRepairListFilter,
  type RepairFilterParams,
} from './repair-list-source';
import { RepairFilters } from './repair-filters';
import { RepairInvoiceStatusCell } from './repair-invoice-status-cell';

type Mode = 'list' | 'report';

/** repairOrdersList (B §2): Completed / Incomplete and an inline invoice status dropdown. */
export function RepairOrdersListPage() {
  return <RepairOrdersScreen mode="list" />;
}

/** repairOrdersReport (B §2): the same screen in report mode, with PO amount, received amount and totals. */
export function RepairOrdersReportPage() {
  return <RepairOrdersScreen mode="report" />;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** The totals of the whole filtered set (not only the page shown), read through the documented table source. */
function useRepairTotals(filter: ReturnType<typeof toRepairListFilter>, enabled: boolean) {
  return useQuery({
    queryKey: repairOrderKeys.totals(filter),
    enabled,
    queryFn: async ({ signal }) => {
      const rows = await readAllRows(repairOrdersDataTableSource, { ...filter }, signal);
      return {
        count: rows.length,
        POAmount: cents(rows.reduce((s, r) => s + (r.POAmount ?? 0), 0)),
        ReceivedAmount: cents(rows.reduce((s, r) => s + (r.ReceivedAmount ?? 0), 0)),
      };
    },
  });
}

function RepairOrdersScreen({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [search] = useSearchParams();
  const filter = toRepairListFilter(repairListParams.parse(search).filters);
  const totals = useRepairTotals(filter, mode === 'report');
  const source = mode === 'report' ? repairReportSource : repairListSource;
  const title = t(mode === 'report' ? 'repairOrders.global.reportTitle' : 'repairOrders.global.listTitle');

  const views = useMemo<Record<string, ColumnView<RepairOrderRow>>>(
    () => ({
      BuilderName: { header: t('repairOrders.fields.builder'), truncate: true },
      JobSiteName: { header: t('repairOrders.fields.jobSite'), truncate: true },
      LotNumber: {
        header: t('repairOrders.fields.lot'),
        identity: true,
        cell: (r) => r.LotNumber ?? r.LotGroupCode ?? '',
      },
      Date: { header: t('repairOrders.fields.date'), cell: (r) => formatDate(r.Date) },
      RequestDate: { header: t('repairOrders.fields.requestDate'), cell: (r) => formatDate(r.RequestDate) },
      CompletionDate: {
        header: t('repairOrders.fields.completionDate'),
        cell: (r) => formatDate(r.CompletionDate),
      },
      Detail1: { header: t('repairOrders.fields.detail1'), truncate: true },
      IsCompleted: {
        header: t('repairOrders.fields.status'),
        cell: (r) =>
          r.IsCompleted ? (
            <Badge bg="success">{t('repairOrders.status.completed')}</Badge>
          ) : (
            <Badge bg="warning" text="dark">
              {t('repairOrders.status.incomplete')}
            </Badge>
          ),
      },
      InvoiceStatus: {
        header: t('repairOrders.fields.invoiceStatus'),
        stickyEnd: true,
        cell: (r) => (mode === 'list' ? <RepairInvoiceStatusCell order={r} /> : (r.InvoiceStatus ?? '')),
      },
      POAmount: {
        header: t('repairOrders.fields.poAmount'),
        className: 'text-end',
        cell: (r) => formatCurrency(r.POAmount ?? 0),
      },
      ReceivedAmount: {
        header: t('repairOrders.fields.receivedAmount'),
        className: 'text-end',
        cell: (r) => formatCurrency(r.ReceivedAmount ?? 0),
      },
      ModifiedBy: {
        header: t('repairOrders.fields.modifiedBy'),
        kind: 'email',
        cell: (r) => <span title={formatDateTime(r.ModifiedDate)}>{breakableEmail(r.ModifiedBy ?? '')}</span>,
      },
    }),
    [t, mode],
  );

  const refresh = () => client.invalidateQueries({ queryKey: repairOrderKeys.lists() });

  return (
    <ListPage<RepairOrderRow, RepairFilterParams>
      title={title}
      titleId="repair-orders-title"
      tableId={`repair-orders-${mode}`}
      aria-label={t('repairOrders.global.tableLabel')}
      source={source}
      views={views}
      filters={(list) => <RepairFilters list={list} />}
      getRowHref={(r) => `/jobs/${r.JobId}/repairOrder/edit/${r.Id}`}
      rowKey={(r) => r.Id}
      toolbar={
        <div className="d-flex flex-wrap gap-2">
          <PrintButton request={{ url: REPAIR_ORDER_PRINT_URL, method: 'post', data: filter }} />
          <ExportButton
            url={REPAIR_ORDER_EXPORT_URL}
            filter={filter}
            fileName={t('repairOrders.global.exportName')}
          />
          <Button variant="outline-secondary" onClick={() => void refresh()}>
            {t('repairOrders.global.refresh')}
          </Button>
        </div>
      }
    >
      {mode === 'report' && totals.data && (
        <dl
          className="d-flex flex-wrap gap-4 border rounded p-3 mt-3 mb-0"
          aria-label={t('repairOrders.global.totals')}
        >
          <div>
            <dt className="small text-body-secondary">{t('repairOrders.global.totals')}</dt>
            <dd className="mb-0 fw-semibold">
              {t('repairOrders.global.totalsOf', { count: totals.data.count })}
            </dd>
          </div>
          <div>
            <dt className="small text-body-secondary">{t('repairOrders.fields.poAmount')}</dt>
            <dd className="mb-0 fw-semibold" data-testid="total-po">
              {formatCurrency(totals.data.POAmount)}
            </dd>
          </div>
          <div>
            <dt className="small text-body-secondary">{t('repairOrders.fields.receivedAmount')}</dt>
            <dd className="mb-0 fw-semibold" data-testid="total-received">
              {formatCurrency(totals.data.ReceivedAmount)}
            </dd>
          </div>
        </dl>
      )}
    </ListPage>
  );
}
