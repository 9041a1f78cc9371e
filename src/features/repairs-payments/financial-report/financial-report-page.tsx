import { lazy, memo, Suspense, useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useInvoiceStatuses } from '@/api/autocomplete';
import {
  FINANCIAL_EXPORT_URL,
  FINANCIAL_PRINT_URL,
  useFinancialRows,
  type FinancialFilter,
  type FinancialRow,
} from '@/api/job-payments';
import { FilterPanel, useFilterDraft, useListState } from '@/components/filters';
import { ExportButton, PrintButton } from '@/components/print-export';
import { formatCurrency } from '@/lib/format';
import { backState, type BackState } from '@/lib/routing';
import { financialFilterOf, financialParams } from './financial-params';
import { FinancialInvoiceStatusCell } from './financial-invoice-status-cell';
import { useAfterPaint } from '@/lib/use-after-paint';
import type { FinancialFilterDraft } from './financial-filter-draft';
import { financialTotals, formatPercent, isLoss } from './financial-totals';

// Chart.js loads with this screen only, after the table (B §2: for people who would rather look than read).
const ProfitChart = lazy(() => import('./profit-chart').then((m) => ({ default: m.ProfitChart })));

// The filter fields (pickers, date inputs) load when the panel first opens.
const FinancialFilterFields = lazy(() =>
  import('./financial-filter-fields').then((m) => ({ default: m.FinancialFilterFields })),
);

/** financialReport (A §2, B §2; decision 11): profit per job with filters, totals, chart, export and print. */
export function FinancialReportPage() {
  const { t } = useTranslation();
  const list = useListState(financialParams);
  const [search] = useSearchParams();
  const filter: FinancialFilter = financialFilterOf(search);
  const query = useFinancialRows(filter);
  // a lot link's job detail comes back to this report, with its filters (A §4 go-back state)
  const { pathname, search: urlQuery } = useLocation();
  const back = useMemo(() => backState({ pathname, search: urlQuery }), [pathname, urlQuery]);
  const rows = query.data ?? [];
  // the rows paint first; the chart (chart.js), the filter fields and the rows' pickers follow
  const later = useAfterPaint(!query.isPending);
  const totals = financialTotals(rows);
  // the rows' status names, from one query for the whole table
  const statuses = useInvoiceStatuses();
  const statusName = (id: number | null) =>
    statuses.data?.find((s) => s.Id === id)?.Name ?? t('common.pickers.notSpecified');
  const [draft, setDraft] = useFilterDraft<FinancialFilterDraft>(list.syncKey, () => ({
    BuilderId: filter.BuilderId || null,
    JobSiteId: filter.JobSiteId ?? null,
    JobSiteName: filter.JobSiteName,
    range: { preset: 'Custom', start: filter.StartDate, end: filter.EndDate },
  }));

  const apply = () =>
    list.setFilters({
      BuilderId: draft.BuilderId ?? undefined,
      JobSiteId: draft.JobSiteId ?? undefined,
      JobSiteName: draft.JobSiteName.trim() || undefined,
      StartDate: draft.range.start ?? undefined,
      EndDate: draft.range.end ?? undefined,
    });

  return (
    <section aria-labelledby="financial-title">
      <h1 id="financial-title" className="h3 mb-3">
        {t('financialReport.title')}
      </h1>
      <FilterPanel
        title={t('financialReport.filters')}
        defaultOpen={list.hasFilters}
        syncKey={list.syncKey}
        onApply={apply}
        onClear={() => list.clearFilters()}
      >
        <Suspense fallback={<FieldsLoading />}>
          {later ? <FinancialFilterFields draft={draft} onChange={setDraft} /> : <FieldsLoading />}
        </Suspense>
      </FilterPanel>

      <div className="d-flex flex-wrap gap-2 my-3">
        <ExportButton url={FINANCIAL_EXPORT_URL} filter={filter} fileName={t('financialReport.exportName')} />
        <PrintButton request={{ url: FINANCIAL_PRINT_URL, method: 'post', data: filter }} />
        <Button variant="outline-secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {t('financialReport.refresh')}
        </Button>
      </div>

      {query.isError && <Alert variant="danger">{t('financialReport.loadError')}</Alert>}

      {rows.length > 0 && (
        <Suspense fallback={<ChartSpace />}>{later ? <ProfitChart rows={rows} /> : <ChartSpace />}</Suspense>
      )}

      <Table
        responsive
        hover
        size="sm"
        className="align-middle mt-3"
        aria-label={t('financialReport.tableLabel')}
      >
        <thead>
          <tr>
            <th scope="col">{t('financialReport.fields.builder')}</th>
            <th scope="col">{t('financialReport.fields.jobSite')}</th>
            <th scope="col">{t('financialReport.fields.lot')}</th>
            <th scope="col">{t('financialReport.fields.completed')}</th>
            <th scope="col">{t('financialReport.fields.invoiceStatus')}</th>
            <th scope="col" className="text-end">
              {t('financialReport.fields.revenue')}
            </th>
            <th scope="col" className="text-end">
              {t('financialReport.fields.materialCost')}
            </th>
            <th scope="col" className="text-end">
              {t('financialReport.fields.laborCost')}
            </th>
            <th scope="col" className="text-end">
              {t('financialReport.fields.cost')}
            </th>
            <th scope="col" className="text-end">
              {t('financialReport.fields.profit')}
            </th>
            <th scope="col" className="text-end">
              {t('financialReport.fields.profitPercentage')}
            </th>
          </tr>
        </thead>
        <tbody>
          {query.isPending && (
            <tr>
              <td colSpan={11} className="text-center text-body-secondary">
                {t('common.dataTable.loading')}
              </td>
            </tr>
          )}
          {!query.isPending && rows.length === 0 && (
            <tr>
              <td colSpan={11} className="text-center text-body-secondary">
                {t('financialReport.empty')}
              </td>
            </tr>
          )}
          {rows.map((row, i) => (
            <FinancialTableRow
              key={`${row.JobId}-${i}`}
              row={row}
              statusName={statusName(row.InvoiceStatusId)}
              picker={later}
              back={back}
              t={t}
            />
          ))}
        </tbody>
        {rows.length > 0 && (
          <tfoot>
            <tr className="fw-bold table-light">
              <th scope="row" colSpan={5}>
                {t('financialReport.totals')} ({totals.jobs})
              </th>
              <td className="text-end">{money(totals.Revenue)}</td>
              <td className="text-end">{money(totals.MaterialCost)}</td>
              <td className="text-end">{money(totals.LaborCost)}</td>
              <td className="text-end">{money(totals.Cost)}</td>
              <td className={`text-end${totals.Profit < 0 ? ' text-danger-emphasis' : ''}`}>
                {money(totals.Profit)}
              </td>
              <td className={`text-end${totals.Profit < 0 ? ' text-danger-emphasis' : ''}`}>
                {formatPercent(totals.ProfitPercentage)}
              </td>
            </tr>
          </tfoot>
        )}
      </Table>
    </section>
  );
}

const money = (value: number) => formatCurrency(value);

/** Where the chart comes, until it has loaded. */
function ChartSpace() {
  return <div style={{ height: 260 }} aria-hidden="true" />;
}

function FieldsLoading() {
  const { t } = useTranslation();
  return <p className="text-body-secondary small mb-0">{t('common.dataTable.loading')}</p>;
}

interface RowProps {
  row: FinancialRow;
  /** the row's invoice status name */
  statusName: string;
  /** whether the invoice status picker may mount (else the status name shows) */
  picker: boolean;
  /** the page's translate function (one subscription for the table, not one per row) */
  t: TFunction;
  /** the go-back state the lot link carries */
  back: BackState;
}

const FinancialTableRow = memo(function FinancialTableRow({ row, statusName, picker, t, back }: RowProps) {
  const loss = isLoss(row);
  const lossMark = loss ? (
    <Badge bg="danger" className="ms-2">
      {t('financialReport.loss')}
    </Badge>
  ) : null;
  if (row.IsGutterStatistics)
    return (
      <tr className="table-secondary fst-italic">
        <th scope="row">
          {row.Builder} <Badge bg="secondary">{t('financialReport.summary')}</Badge>
        </th>
        <td colSpan={4}>{row.JobSite}</td>
        <td className="text-end">{money(row.Revenue)}</td>
        <td className="text-end">{money(row.MaterialCost)}</td>
        <td className="text-end">{money(row.LaborCost)}</td>
        <td className="text-end">{money(row.Cost)}</td>
        <td className={`text-end${loss ? ' text-danger-emphasis' : ''}`}>{money(row.Profit)}</td>
        <td className={`text-end${loss ? ' text-danger-emphasis' : ''}`}>
          {formatPercent(row.ProfitPercentage)}
        </td>
      </tr>
    );
  return (
    <tr>
      <th scope="row" className="fw-normal">
        {row.Builder}
      </th>
      <td>{row.JobSite}</td>
      <td>
        <Link to={`/jobs/${row.JobId}/paymentDetail`} state={back} title={t('financialReport.openPayments')}>
          {row.LotCode}
        </Link>
      </td>
      <td>
        <Badge bg={row.IsJobCompleted ? 'success' : 'warning'} text={row.IsJobCompleted ? undefined : 'dark'}>
          {row.IsJobCompleted ? t('financialReport.yes') : t('financialReport.no')}
        </Badge>
      </td>
      <td>
        <FinancialInvoiceStatusCell row={row} name={statusName} picker={picker} />
      </td>
      <td className="text-end">{money(row.Revenue)}</td>
      <td className="text-end">{money(row.MaterialCost)}</td>
      <td className="text-end">{money(row.LaborCost)}</td>
      <td className="text-end">{money(row.Cost)}</td>
      <td className={`text-end text-nowrap${loss ? ' text-danger-emphasis fw-semibold' : ''}`}>
        {money(row.Profit)}
        {lossMark}
      </td>
      <td className={`text-end${loss ? ' text-danger-emphasis fw-semibold' : ''}`}>
        {formatPercent(row.ProfitPercentage)}
      </td>
    </tr>
  );
});
