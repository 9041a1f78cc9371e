import { useCallback, useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useInvoiceStatuses } from '@/api/autocomplete';
import {
  FINANCIAL_EXPORT_URL,
  FINANCIAL_PRINT_URL,
  useFinancialRows,
  type FinancialFilter,
  type FinancialRow,
} from '@/api/job-payments';
import { FilterFieldsLoading, FilterPanel, useFilterDraft, useListState } from '@/components/filters';
import { ExportButton, PrintButton } from '@/components/print-export';
import { lazyComponent } from '@/lib/lazy-component';
import { backState } from '@/lib/routing';
import { useAfterPaint } from '@/lib/use-after-paint';
import { financialFilterOf, financialParams } from './financial-params';
import type { FinancialFilterDraft } from './financial-filter-draft';
import { sortFinancialRows } from './financial-sort';
import { FinancialTable } from './financial-table';
import { financialTotals, profitBy } from './financial-totals';

const NO_ROWS: readonly FinancialRow[] = [];

// Chart.js loads with this screen only, after the table (B §2: for people who would rather look than read).
const ProfitChart = lazyComponent(() => import('./profit-chart').then((m) => m.ProfitChart), ChartSpace);

// The filter fields (pickers, date inputs) load when the panel first opens.
const FinancialFilterFields = lazyComponent(
  () => import('./financial-filter-fields').then((m) => m.FinancialFilterFields),
  FilterFieldsLoading,
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
  const rows = query.data ?? NO_ROWS;
  // the rows paint first; the chart (chart.js), the filter fields and the rows' pickers follow
  const later = useAfterPaint(!query.isPending);
  // totals and the chart's sums over every row of the range (only the rows on screen are drawn)
  const totals = useMemo(() => financialTotals(rows), [rows]);
  const chartGroups = useMemo(
    () => ({ Builder: profitBy(rows, 'Builder'), JobSite: profitBy(rows, 'JobSite') }),
    [rows],
  );
  // the rows' status names, from one query for the whole table
  const statuses = useInvoiceStatuses();
  const notSpecified = t('common.pickers.notSpecified');
  const statusName = useCallback(
    (id: number | null) => statuses.data?.find((s) => s.Id === id)?.Name ?? notSpecified,
    [statuses.data, notSpecified],
  );
  const sort = list.state.sort;
  const shown = useMemo(() => sortFinancialRows(rows, sort, statusName), [rows, sort, statusName]);
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
        {later ? <FinancialFilterFields draft={draft} onChange={setDraft} /> : <FilterFieldsLoading />}
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

      {rows.length > 0 && (later ? <ProfitChart groups={chartGroups} /> : <ChartSpace />)}

      <FinancialTable
        rows={shown}
        totals={totals}
        pending={query.isPending}
        sort={list.state.sort}
        onSort={list.setSort}
        statusName={statusName}
        picker={later}
        back={back}
        t={t}
      />
    </section>
  );
}

/** Where the chart comes, until it has loaded. */
function ChartSpace() {
  return <div style={{ height: 260 }} aria-hidden="true" />;
}
