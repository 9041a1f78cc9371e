import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  useDeleteJobSiteItem,
  useJobSiteItems,
  type JobSiteItem,
  type JobSiteItemKind,
} from '@/api/job-site-items';
import { feedback } from '@/components/feedback';
import { toApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { parseId } from '../params';
import { JobSiteItemDialog } from './job-site-item-dialog';

/**
 * A job site's models, options or elevations (A §2, A §9): sorted by name ascending, with add and
 * edit dialogs (Name only) and delete.
 */
function JobSiteItemsTab({ kind }: { kind: JobSiteItemKind }) {
  const { t } = useTranslation();
  const jobSiteId = parseId(useParams().jobSiteId) ?? 0;
  const query = useJobSiteItems(kind, jobSiteId);
  const remove = useDeleteJobSiteItem(kind);
  const [editing, setEditing] = useState<JobSiteItem | null | undefined>(undefined);
  const k = `builders.items.${kind}`;
  const titleId = `${kind}-title`;
  const items = query.data ?? [];

  const confirmDelete = async (item: JobSiteItem) => {
    const yes = await feedback.confirm({ title: t(`${k}.deleteTitle`), text: t(`${k}.deleteConfirm`) });
    if (!yes) return;
    try {
      await remove.mutateAsync(item.Id);
      feedback.notify.success(t(`${k}.deleteSuccess`));
    } catch (e) {
      const error = toApiError(e);
      void query.refetch();
      await feedback.alert({ title: t(`${k}.deleteErrorTitle`), text: error.message || error.statusText });
    }
  };

  return (
    <section aria-labelledby={titleId}>
      <div className="d-flex align-items-center justify-content-between mb-2">
        <h2 id={titleId} className="h5 mb-0">
          {t(`${k}.title`)}
        </h2>
        <Button variant="primary" onClick={() => setEditing(null)}>
          {t(`${k}.add`)}
        </Button>
      </div>
      <Table striped hover size="sm" aria-labelledby={titleId} aria-busy={query.isFetching}>
        <thead>
          <tr>
            <th scope="col">{t('builders.items.name')}</th>
            <th scope="col">{t('builders.fields.modifiedBy')}</th>
            <th scope="col">{t('builders.fields.modifiedDate')}</th>
            <th scope="col" style={{ width: 1 }}>
              {t('builders.items.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.length === 0 ? (
            <tr>
              <td colSpan={4} className="text-center text-body-secondary">
                {query.isPending ? t('builders.items.loading') : t('builders.items.empty')}
              </td>
            </tr>
          ) : (
            items.map((item) => (
              <tr key={item.Id}>
                <td>{item.Name}</td>
                <td>{item.ModifiedBy ?? ''}</td>
                <td>{formatDateTime(item.ModifiedDate)}</td>
                <td>
                  <div className="d-flex gap-1 text-nowrap">
                    <Button
                      size="sm"
                      variant="outline-primary"
                      onClick={() => setEditing(item)}
                      aria-label={t('builders.items.editOf', { name: item.Name })}
                    >
                      {t('builders.items.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      onClick={() => void confirmDelete(item)}
                      aria-label={t('builders.items.deleteOf', { name: item.Name })}
                    >
                      {t('builders.items.delete')}
                    </Button>
                  </div>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </Table>
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
export const JobElevationsTab = () => <JobSiteItemsTab kind="jobElevations" />;
