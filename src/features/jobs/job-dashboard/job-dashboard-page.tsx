import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { jobFiltersToRequest, jobKeys, jobsDataTableSource, type JobRow } from '@/api/jobs';
import { DataTable, type DataTableColumn, RowActions } from '@/components/data-table';
import { useListState } from '@/components/filters';
import { formatDate } from '@/lib/format';
import { JobStatusBadge } from '../job-status-badge';
import { JobFiltersPanel } from '../job-list/job-filters-panel';
import { jobReportParams, toJobListFilters } from '../job-list/job-list-params';
import { InvoiceStatusCell } from './invoice-status-cell';
import { JobDatesDialog } from './job-dates-dialog';

/** jobs.report, the job dashboard (A §2): the list's filters plus the start date range. */
export function JobDashboardPage() {
  const { t } = useTranslation();
  const list = useListState(jobReportParams);
  const [editing, setEditing] = useState<JobRow | null>(null);

  const columns = useMemo<DataTableColumn<JobRow>[]>(() => {
    const date = (id: keyof JobRow & string, header: string): DataTableColumn<JobRow> => ({
      id,
      header: t(header),
      cell: (row) => formatDate(row[id] as string | null),
    });
    return [
      { id: 'BuilderName', header: t('jobs.fields.builder') },
      { id: 'JobSiteName', header: t('jobs.fields.jobSite') },
      { id: 'LotGroupCode', header: t('jobs.fields.lotGroupCode') },
      { id: 'Address', header: t('jobs.fields.address') },
      { id: 'JobSubcontractorNames', header: t('jobs.fields.subcontractors') },
      date('StartDate', 'jobs.fields.startDate'),
      date('WordOrderCreatedDate', 'jobs.fields.workOrderCreated'),
      date('PurchaseOrderCreatedDate', 'jobs.fields.purchaseOrderCreated'),
      date('PurchaseOrderShipDate', 'jobs.fields.purchaseOrderShipDate'),
      date('GutterOrderInstallDate', 'jobs.fields.gutterInstallDate'),
      date('CompletedDate', 'jobs.fields.completedDate'),
      {
        id: 'InvoiceStatus',
        header: t('jobs.fields.invoiceStatus'),
        cell: (row) => <InvoiceStatusCell job={row} />,
      },
      {
        id: 'IsCompleted',
        header: t('jobs.fields.status'),
        cell: (row) => <JobStatusBadge isCompleted={row.IsCompleted} />,
      },
      {
        id: 'actions',
        header: <span className="visually-hidden">{t('jobs.fields.actions')}</span>,
        sortable: false,
        cell: (row) => (
          <RowActions
            edit={{
              label: t('jobs.report.editDates', { lot: row.LotGroupCode }),
              onClick: () => setEditing(row),
            }}
          />
        ),
      },
      // Not shown, but sent: the dashboard sorts by last modified first, like the list (A §9).
      { id: 'ModifiedDate', header: t('jobs.fields.modifiedDate') },
    ];
  }, [t]);
  // The last column, ModifiedDate, carries the default sort only.
  const hiddenColumns = useMemo(() => [columns.length - 1], [columns]);

  return (
    <section aria-labelledby="job-dashboard-title">
      <h1 id="job-dashboard-title" className="h3 mb-3">
        {t('jobs.report.title')}
      </h1>
      <JobFiltersPanel
        key={list.syncKey}
        id="job-report-filters"
        filters={list.filters}
        hasFilters={list.hasFilters}
        onApply={list.setFilters}
        onClear={list.clearFilters}
        withDateRange
      />
      <DataTable<JobRow>
        aria-label={t('jobs.report.tableLabel')}
        queryKey={jobKeys.lists()}
        fetcher={jobsDataTableSource}
        columns={columns}
        state={list.state}
        onStateChange={list.setTableState}
        defaultPageSize={jobReportParams.pageSize}
        defaultSort={jobReportParams.defaultSort}
        filters={jobFiltersToRequest(toJobListFilters(list.filters))}
        getRowHref={(row) => `/jobs/${row.Id}`}
        rowKey={(row) => row.Id}
        hiddenColumns={hiddenColumns}
      />
      <JobDatesDialog job={editing} onHide={() => setEditing(null)} />
    </section>
  );
}
