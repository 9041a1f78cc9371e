import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useDeleteJob, type JobRow } from '@/api/jobs';
import { ListPage, RowActions, WIDE_WINDOW, type ColumnView } from '@/components/data-table';
import { confirmedDelete } from '@/components/feedback';
import { lazyDialog } from '@/components/modal';
import { formatDateTime } from '@/lib/format';
import { messageFiller } from '@/lib/i18n';
import { useReopenJobForm } from '../job-form/job-form-draft';
import { jobStatusCell } from '../job-status-badge';
import { JobFiltersPanel } from './job-filters-panel';
import { jobListSource } from './job-list-source';

// The form (pickers, date inputs, validation) loads when the dialog opens, not with the list.
const JobFormDialog = lazyDialog(() => import('../job-form/job-form-dialog').then((m) => m.JobFormDialog));
// An edit reads the job itself first (GET /api/jobs/{id}): a table row is not the whole job.
const JobEditDialog = lazyDialog(() => import('../job-form/job-edit-dialog').then((m) => m.JobEditDialog));

/** jobs.list (A §2): the server-side jobs table with its URL filters, add, edit and delete. */
export function JobListPage() {
  const { t } = useTranslation();
  // the id of the job being edited, null for a new job, undefined when the form is closed
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  // a draft of the job form waiting after a reload or a sign-in reopens its dialog
  useReopenJobForm((job) => setEditing(job ? job.Id : null));
  const remove = useDeleteJob();
  const { mutateAsync } = remove;

  const views = useMemo<Record<string, ColumnView<JobRow>>>(() => {
    const deleteJob = (job: JobRow) =>
      confirmedDelete({
        confirm: { title: t('jobs.delete.title'), text: t('jobs.delete.confirm') },
        remove: () => mutateAsync(job.Id),
        success: t('jobs.delete.success'),
        failure: { text: (e) => e.message || t('jobs.delete.error') },
      });
    // each row's button names, translated once for the table
    const editLabel = messageFiller(t, 'jobs.edit.actionOf', 'lot');
    const deleteLabel = messageFiller(t, 'jobs.delete.actionOf', 'lot');
    return {
      BuilderName: { header: t('jobs.fields.builder'), truncate: true },
      JobSiteName: { header: t('jobs.fields.jobSite'), truncate: true },
      LotGroupCode: { header: t('jobs.fields.lotGroupCode'), identity: true },
      Address: { header: t('jobs.fields.address'), truncate: true },
      FieldManager: { header: t('jobs.fields.fieldManager') },
      JobSubcontractorNames: { header: t('jobs.fields.subcontractors'), truncate: true },
      IsCompleted: {
        header: t('jobs.fields.status'),
        exportValue: (row) => t(row.IsCompleted ? 'jobs.status.completed' : 'jobs.status.incomplete'),
        cell: jobStatusCell(t),
      },
      // the e-mail is the widest column: it starts hidden on a laptop-wide window (README)
      ModifiedBy: { header: t('jobs.fields.modifiedBy'), kind: 'email', hideBelow: WIDE_WINDOW },
      ModifiedDate: {
        header: t('jobs.fields.modifiedDate'),
        kind: 'datetime',
        cell: (row) => formatDateTime(row.ModifiedDate),
      },
      actions: {
        header: t('jobs.fields.actions'),
        cell: (row) => (
          <RowActions
            edit={{
              label: editLabel(row.LotGroupCode),
              onClick: () => setEditing(row.Id),
            }}
            remove={{
              label: deleteLabel(row.LotGroupCode),
              onClick: () => void deleteJob(row),
            }}
          />
        ),
      },
    };
  }, [t, mutateAsync]);

  return (
    <ListPage
      title={t('jobs.list.title')}
      titleId="jobs-title"
      aria-label={t('jobs.list.tableLabel')}
      source={jobListSource}
      views={views}
      filters={(list) => (
        <JobFiltersPanel
          key={list.syncKey}
          id="job-filters"
          filters={list.filters}
          hasFilters={list.hasFilters}
          onApply={list.setFilters}
          onClear={list.clearFilters}
        />
      )}
      getRowHref={(row) => `/jobs/${row.Id}`}
      rowKey={(row) => row.Id}
      exportName="jobs"
      toolbar={
        <Button onClick={() => setEditing(null)} variant="primary">
          {t('jobs.list.add')}
        </Button>
      }
    >
      <JobFormDialog show={editing === null} job={null} onHide={() => setEditing(undefined)} />
      <JobEditDialog
        show={typeof editing === 'number'}
        jobId={editing ?? 0}
        onHide={() => setEditing(undefined)}
      />
    </ListPage>
  );
}
