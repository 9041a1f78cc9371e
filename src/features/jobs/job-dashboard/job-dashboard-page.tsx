import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOT_SPECIFIED_INVOICE_STATUS, type JobRow } from '@/api/jobs';
import { ListPage, RowActions, WIDE_WINDOW, type ColumnView } from '@/components/data-table';
import { lazyDialog } from '@/components/modal';
import { formatDate } from '@/lib/format';
import { messageFiller } from '@/lib/i18n';
import { jobStatusCell } from '../job-status-badge';
import { JobFiltersPanel } from '../job-list/job-filters-panel';
import { jobReportSource } from '../job-list/job-list-source';
import { InvoiceStatusCell } from './invoice-status-cell';

// The dates form loads when its dialog opens.
const JobDatesDialog = lazyDialog(
  () => import('./job-dates-dialog').then((m) => m.JobDatesDialog),
  (props) => props.job !== null,
);

/** The last column, ModifiedDate, carries the default sort only (last modified first, A §9). */
const hiddenColumns = [jobReportSource.columns.length - 1];

/** jobs.report, the job dashboard (A §2): the list's filters plus the start date range. */
export function JobDashboardPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<JobRow | null>(null);

  const views = useMemo<Record<string, ColumnView<JobRow>>>(() => {
    const date = (id: keyof JobRow & string, header: string): ColumnView<JobRow> => ({
      header: t(header),
      kind: 'date',
      cell: (row) => formatDate(row[id] as string | null),
    });
    // each row's button name, translated once for the table
    const editDatesLabel = messageFiller(t, 'jobs.report.editDates', 'lot');
    const invoiceStatusLabel = messageFiller(t, 'jobs.report.invoiceStatusOf', 'lot');
    return {
      BuilderName: { header: t('jobs.fields.builder'), truncate: true },
      JobSiteName: { header: t('jobs.fields.jobSite'), truncate: true },
      LotGroupCode: { header: t('jobs.fields.lotGroupCode'), identity: true },
      Address: { header: t('jobs.fields.address'), truncate: true },
      JobSubcontractorNames: { header: t('jobs.fields.subcontractors'), truncate: true },
      StartDate: date('StartDate', 'jobs.fields.startDate'),
      // these two and Status start hidden below a wide window, so that the dashboard fits a laptop (README)
      WordOrderCreatedDate: {
        ...date('WordOrderCreatedDate', 'jobs.fields.workOrderCreated'),
        hideBelow: WIDE_WINDOW,
      },
      PurchaseOrderCreatedDate: {
        ...date('PurchaseOrderCreatedDate', 'jobs.fields.purchaseOrderCreated'),
        hideBelow: WIDE_WINDOW,
      },
      PurchaseOrderShipDate: date('PurchaseOrderShipDate', 'jobs.fields.purchaseOrderShipDate'),
      GutterOrderInstallDate: date('GutterOrderInstallDate', 'jobs.fields.gutterInstallDate'),
      CompletedDate: date('CompletedDate', 'jobs.fields.completedDate'),
      InvoiceStatus: {
        header: t('jobs.fields.invoiceStatus'),
        stickyEnd: true,
        exportValue: (row) => row.InvoiceStatus || NOT_SPECIFIED_INVOICE_STATUS,
        cell: (row) => <InvoiceStatusCell job={row} label={invoiceStatusLabel(row.LotGroupCode)} />,
      },
      IsCompleted: {
        header: t('jobs.fields.status'),
        hideBelow: WIDE_WINDOW,
        exportValue: (row) => t(row.IsCompleted ? 'jobs.status.completed' : 'jobs.status.incomplete'),
        cell: jobStatusCell(t),
      },
      actions: {
        header: <span className="visually-hidden">{t('jobs.fields.actions')}</span>,
        label: t('jobs.fields.actions'),
        cell: (row) => (
          <RowActions
            edit={{
              label: editDatesLabel(row.LotGroupCode),
              onClick: () => setEditing(row),
            }}
          />
        ),
      },
      ModifiedDate: { header: t('jobs.fields.modifiedDate'), kind: 'datetime' },
    };
  }, [t]);

  return (
    <ListPage
      title={t('jobs.report.title')}
      titleId="job-dashboard-title"
      tableId="jobs-dashboard"
      aria-label={t('jobs.report.tableLabel')}
      source={jobReportSource}
      views={views}
      filters={(list) => (
        <JobFiltersPanel
          key={list.syncKey}
          id="job-report-filters"
          filters={list.filters}
          hasFilters={list.hasFilters}
          onApply={list.setFilters}
          onClear={list.clearFilters}
          withDateRange
        />
      )}
      getRowHref={(row) => `/jobs/${row.Id}`}
      rowKey={(row) => row.Id}
      hiddenColumns={hiddenColumns}
      exportName="jobs-dashboard"
    >
      <JobDatesDialog job={editing} onHide={() => setEditing(null)} />
    </ListPage>
  );
}
