import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  JOB_SITE_ITEMS_DEFAULT_SORT,
  jobSiteItemKeys,
  jobSiteItemsDataTableSource,
  useDeleteJobSiteItem,
  type JobSiteItem,
  type JobSiteItemKind,
} from '@/api/job-site-items';
import { DataTable, type DataTableColumn, RowActions } from '@/components/data-table';
import { confirmedDelete } from '@/components/feedback';
import { lazyDialog } from '@/components/modal';
import { formatDateTime } from '@/lib/format';
import { parseRouteId } from '@/lib/list-params';
import { useReopenJobSiteItemForm } from './job-site-item-draft';

const JobSiteItemDialog = lazyDialog(() => import('./job-site-item-dialog').then((m) => m.JobSiteItemDialog));

/** The export file's name of each list. */
const EXPORT_NAMES: Record<JobSiteItemKind, string> = {
  jobModels: 'models',
  jobOptions: 'options',
  jobElevations: 'elevations',
};

/**
 * A job site's models, options or elevations (A §2, A §9) in the shared data table: the documented per-site
 * list (prefetched by the tab's route loader), sorted by name ascending by default and paged in the browser,
 * with add and edit dialogs (Name only) and delete; a failed delete shows the server's text (the table reloads).
 */
function JobSiteItemsTab({ kind }: { kind: JobSiteItemKind }) {
  const { t } = useTranslation();
  const jobSiteId = parseRouteId(useParams().jobSiteId) ?? 0;
  const remove = useDeleteJobSiteItem(kind);
  const [editing, setEditing] = useState<JobSiteItem | null | undefined>(undefined);
  // a draft of the item form waiting after a reload or a sign-in reopens its dialog
  useReopenJobSiteItemForm(kind, jobSiteId, setEditing);
  const k = `builders.items.${kind}`;
  const titleId = `${kind}-title`;
  const fetcher = useMemo(() => jobSiteItemsDataTableSource(kind, jobSiteId), [kind, jobSiteId]);

  const columns = useMemo<DataTableColumn<JobSiteItem>[]>(() => {
    const confirmDelete = (item: JobSiteItem) =>
      confirmedDelete({
        confirm: { title: t(`${k}.deleteTitle`), text: t(`${k}.deleteConfirm`) },
        remove: () => remove.mutateAsync(item.Id),
        success: t(`${k}.deleteSuccess`),
        failure: { alertTitle: t(`${k}.deleteErrorTitle`) },
      });
    return [
      { id: 'Name', header: t('builders.items.name') },
      { id: 'ModifiedBy', header: t('builders.fields.modifiedBy') },
      {
        id: 'ModifiedDate',
        header: t('builders.fields.modifiedDate'),
        kind: 'datetime',
        cell: (row) => formatDateTime(row.ModifiedDate),
      },
      {
        id: 'actions',
        header: t('builders.items.actions'),
        sortable: false,
        width: 1,
        cell: (item) => (
          <RowActions
            edit={{ label: t('builders.items.editOf', { name: item.Name }), onClick: () => setEditing(item) }}
            remove={{
              label: t('builders.items.deleteOf', { name: item.Name }),
              onClick: () => void confirmDelete(item),
            }}
          />
        ),
      },
    ];
    // remove.mutateAsync is stable
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, k]);

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="h5 mb-2">
        {t(`${k}.title`)}
      </h2>
      <DataTable<JobSiteItem>
        tableId={`job-site-items-${kind}`}
        aria-label={t(`${k}.title`)}
        queryKey={[...jobSiteItemKeys.bySite(kind, jobSiteId), 'table']}
        fetcher={fetcher}
        columns={columns}
        defaultSort={JOB_SITE_ITEMS_DEFAULT_SORT}
        rowKey={(row) => row.Id}
        exportName={`job-site-${jobSiteId}-${EXPORT_NAMES[kind]}`}
        toolbar={
          <Button variant="primary" onClick={() => setEditing(null)}>
            {t(`${k}.add`)}
          </Button>
        }
      />
      <JobSiteItemDialog
        kind={kind}
        jobSiteId={jobSiteId}
        show={editing !== undefined}
        item={editing}
        onHide={() => setEditing(undefined)}
      />
    </section>
  );
}

export const JobModelsTab = () => <JobSiteItemsTab kind="jobModels" />;
export const JobOptionsTab = () => <JobSiteItemsTab kind="jobOptions" />;
