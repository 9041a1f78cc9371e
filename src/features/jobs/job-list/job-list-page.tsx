import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import {
  jobFiltersToRequest,
  jobKeys,
  jobsDataTableSource,
  useDeleteJob,
  type Job,
  type JobRow,
} from '@/api/jobs';
import { DataTable, type DataTableColumn, RowActions } from '@/components/data-table';
import { feedback } from '@/components/feedback';
import { useListState } from '@/components/filters';
import { toApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { JobFormDialog } from '../job-form/job-form-dialog';
import { useReopenJobForm } from '../job-form/job-form-draft';
import { JobStatusBadge } from '../job-status-badge';
import { JobFiltersPanel } from './job-filters-panel';
import { jobListParams, toJobListFilters } from './job-list-params';

/** jobs.list (A §2): the server-side jobs table with its URL filters, add, edit and delete. */
export function JobListPage() {
  const { t } = useTranslation();
  const list = useListState(jobListParams);
  const [editing, setEditing] = useState<Job | null | undefined>(undefined);
  // a draft of the job form waiting after a reload or a sign-in reopens its dialog
  useReopenJobForm(setEditing);
  const remove = useDeleteJob();

  const confirmDelete = async (job: JobRow) => {
    const yes = await feedback.confirm({ title: t('jobs.delete.title'), text: t('jobs.delete.confirm') });
    if (!yes) return;
    try {
      await remove.mutateAsync(job.Id);
      feedback.notify.success(t('jobs.delete.success'));
    } catch (e) {
      feedback.notify.error(toApiError(e).message || t('jobs.delete.error'));
    }
  };

  const columns = useMemo<DataTableColumn<JobRow>[]>(
    () => [
      { id: 'BuilderName', header: t('jobs.fields.builder') },
      { id: 'JobSiteName', header: t('jobs.fields.jobSite') },
      { id: 'LotGroupCode', header: t('jobs.fields.lotGroupCode') },
      { id: 'Address', header: t('jobs.fields.address') },
      { id: 'FieldManager', header: t('jobs.fields.fieldManager') },
      { id: 'JobSubcontractorNames', header: t('jobs.fields.subcontractors') },
      {
        id: 'IsCompleted',
        header: t('jobs.fields.status'),
        cell: (row) => <JobStatusBadge isCompleted={row.IsCompleted} />,
      },
      { id: 'ModifiedBy', header: t('jobs.fields.modifiedBy'), className: 'cell-email' },
      {
        id: 'ModifiedDate',
        header: t('jobs.fields.modifiedDate'),
        cell: (row) => formatDateTime(row.ModifiedDate),
      },
      {
        id: 'actions',
        header: t('jobs.fields.actions'),
        sortable: false,
        cell: (row) => (
          <RowActions
            edit={{
              label: t('jobs.edit.actionOf', { lot: row.LotGroupCode }),
              onClick: () => setEditing(row),
            }}
            remove={{
              label: t('jobs.delete.actionOf', { lot: row.LotGroupCode }),
              onClick: () => void confirmDelete(row),
            }}
          />
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- confirmDelete only uses stable mutation and t
    [t],
  );

  return (
    <section aria-labelledby="jobs-title">
      <h1 id="jobs-title" className="h3 mb-3">
        {t('jobs.list.title')}
      </h1>
      <JobFiltersPanel
        key={list.syncKey}
        id="job-filters"
        filters={list.filters}
        hasFilters={list.hasFilters}
        onApply={list.setFilters}
        onClear={list.clearFilters}
      />
      <DataTable<JobRow>
        aria-label={t('jobs.list.tableLabel')}
        queryKey={jobKeys.lists()}
        fetcher={jobsDataTableSource}
        columns={columns}
        state={list.state}
        onStateChange={list.setTableState}
        defaultPageSize={jobListParams.pageSize}
        defaultSort={jobListParams.defaultSort}
        filters={jobFiltersToRequest(toJobListFilters(list.filters))}
        getRowHref={(row) => `/jobs/${row.Id}`}
        rowKey={(row) => row.Id}
        toolbar={
          <Button onClick={() => setEditing(null)} variant="primary">
            {t('jobs.list.add')}
          </Button>
        }
      />
      <JobFormDialog show={editing !== undefined} job={editing} onHide={() => setEditing(undefined)} />
    </section>
  );
}
