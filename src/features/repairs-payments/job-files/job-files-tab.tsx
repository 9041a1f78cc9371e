import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Nav from 'react-bootstrap/Nav';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  jobAttachmentKeys,
  jobAttachmentDownloadUrl,
  jobAttachmentsDataTableSource,
  jobAttachmentViewUrl,
  useAttachmentCategories,
  useDeleteJobAttachment,
  type JobAttachment,
} from '@/api/job-attachments';
import { useCan } from '@/components/access';
import { DataTable, RowActions, type DataTableColumn } from '@/components/data-table';
import { confirmedDelete } from '@/components/feedback';
import { FileViewerDialog } from '@/components/files';
import { lazyDialog } from '@/components/modal';
import { formatDateTime } from '@/lib/format';
import { JOB_TAB_EDIT_ACCESS, useJobTab } from '../job-context';
import { JOB_FILE_COLUMNS, JOB_FILES_SORT, shownCategory, type JobFileColumnId } from './job-files-table';

const AttachmentDialog = lazyDialog(() => import('./attachment-dialog').then((m) => m.AttachmentDialog));

type Editing = { attachment: JobAttachment | null } | undefined;

/**
 * The files tab (B §2): the attachment categories as tabs on the left (by display order), the chosen category's
 * attachments in a table; upload one or several files, edit the comment or category, delete, view and download.
 * Users who may not edit them (report-only, decision 22) view and download only.
 */
export function JobFilesTab() {
  const { t } = useTranslation();
  const { job } = useJobTab();
  const canEdit = useCan(JOB_TAB_EDIT_ACCESS);
  const categories = useAttachmentCategories();
  const [search, setSearch] = useSearchParams();
  const [editing, setEditing] = useState<Editing>(undefined);
  const [viewing, setViewing] = useState<JobAttachment | null>(null);
  const remove = useDeleteJobAttachment();

  const list = categories.data ?? [];
  const category = shownCategory(list, search.get('category'));
  const categoryId = category?.Id ?? 0;
  const fetcher = useMemo(() => jobAttachmentsDataTableSource(job.Id, categoryId), [job.Id, categoryId]);

  const columns = useMemo<DataTableColumn<JobAttachment>[]>(() => {
    const nameOf = (a: JobAttachment) => a.File?.FileName ?? '';
    const deleteAttachment = (a: JobAttachment) =>
      confirmedDelete({
        confirm: {
          title: t('jobFiles.delete.title'),
          text: t('jobFiles.delete.confirm', { name: nameOf(a) }),
        },
        remove: () => remove.mutateAsync(a.Id),
        success: t('jobFiles.delete.success'),
        failure: { text: (e) => e.message || t('jobFiles.delete.error') },
      });
    const views: Record<JobFileColumnId, Omit<DataTableColumn<JobAttachment>, 'id' | 'sortable'>> = {
      FileName: {
        header: t('jobFiles.fields.fileName'),
        exportValue: nameOf,
        cell: (a) => (
          <Button variant="link" className="p-0 text-start" onClick={() => setViewing(a)}>
            {nameOf(a)}
          </Button>
        ),
      },
      Comment: { header: t('jobFiles.fields.comment') },
      ModifiedBy: { header: t('jobFiles.fields.modifiedBy'), kind: 'email' },
      ModifiedDate: {
        header: t('jobFiles.fields.modifiedDate'),
        kind: 'datetime',
        cell: (a) => formatDateTime(a.ModifiedDate),
      },
      actions: {
        header: t('jobFiles.fields.actions'),
        cell: (a) => (
          <RowActions
            view={{ label: t('jobFiles.view.actionOf', { name: nameOf(a) }), onClick: () => setViewing(a) }}
            edit={
              canEdit
                ? {
                    label: t('jobFiles.edit.actionOf', { name: nameOf(a) }),
                    onClick: () => setEditing({ attachment: a }),
                  }
                : undefined
            }
            remove={
              canEdit
                ? {
                    label: t('jobFiles.delete.actionOf', { name: nameOf(a) }),
                    onClick: () => void deleteAttachment(a),
                  }
                : undefined
            }
          />
        ),
      },
    };
    // the request's columns (ids, order, sortable) are the loader's (job-files-table.ts)
    return JOB_FILE_COLUMNS.map((c) => ({ ...c, ...views[c.id] }));
  }, [t, remove, canEdit]);

  return (
    <section aria-labelledby="job-files-title">
      <h2 id="job-files-title" className="h5 mb-3">
        {t('jobFiles.title')}
      </h2>
      {categories.isError && <Alert variant="danger">{t('jobFiles.categoriesError')}</Alert>}
      <div className="row g-3">
        <nav className="col-md-3" aria-label={t('jobFiles.categoriesLabel')}>
          <Nav variant="pills" className="flex-column" activeKey={String(categoryId)}>
            {list.map((c) => (
              <Nav.Item key={c.Id}>
                <Nav.Link
                  eventKey={String(c.Id)}
                  href={`?category=${c.Id}`}
                  aria-current={c.Id === categoryId ? 'page' : undefined}
                  onClick={(e) => {
                    e.preventDefault();
                    setSearch({ category: String(c.Id) }, { replace: true });
                  }}
                >
                  {c.CategoryName}
                </Nav.Link>
              </Nav.Item>
            ))}
          </Nav>
        </nav>
        <div className="col-md-9">
          {category && (
            <DataTable<JobAttachment>
              tableId="job-files"
              key={categoryId}
              queryKey={jobAttachmentKeys.list(job.Id, categoryId)}
              fetcher={fetcher}
              columns={columns}
              defaultSort={JOB_FILES_SORT}
              rowKey={(a) => a.Id}
              caption={category.CategoryName}
              exportName={`job-${job.Id}-files`}
              toolbar={
                canEdit && (
                  <Button onClick={() => setEditing({ attachment: null })}>
                    {t('jobFiles.actions.upload')}
                  </Button>
                )
              }
            />
          )}
        </div>
      </div>
      {canEdit && (
        <AttachmentDialog
          show={editing !== undefined}
          onHide={() => setEditing(undefined)}
          jobId={job.Id}
          attachment={editing?.attachment ?? null}
          categories={list}
          defaultCategoryId={categoryId}
        />
      )}
      <FileViewerDialog
        show={!!viewing}
        onHide={() => setViewing(null)}
        file={
          viewing
            ? {
                FileName: viewing.File?.FileName ?? '',
                FileUrl: jobAttachmentViewUrl(viewing.Id),
                DownloadUrl: jobAttachmentDownloadUrl(viewing.Id),
              }
            : null
        }
      />
    </section>
  );
}
