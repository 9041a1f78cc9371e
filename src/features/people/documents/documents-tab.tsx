import { useMemo, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  downloadSubcontractorDocument,
  getSubcontractorDocument,
  useDeleteSubcontractorDocument,
  type SubcontractorDocument,
} from '@/api/subcontractor-documents';
import { ListPage, RowActions, type ColumnView } from '@/components/data-table';
import { confirmedDelete, feedback } from '@/components/feedback';
import { useReopenDraft } from '@/components/form';
import { lazyDialog } from '@/components/modal';
import { formatDate } from '@/lib/format';
import { parseRouteId } from '@/lib/list-params';
import { documentDraftId, documentListSource } from './document-list-source';

const DocumentDialog = lazyDialog(() => import('./document-dialog').then((m) => m.DocumentDialog));

/**
 * contractors.detail.documents (C §2): the subcontractor's documents (type, valid from, valid to, expired flag,
 * comment, file), add and edit in the document dialog, download, delete after confirmation.
 */
export function DocumentsTab() {
  const { t } = useTranslation();
  const subcontractorId = parseRouteId(useParams().userId) ?? 0;
  const [editing, setEditing] = useState<SubcontractorDocument | null | undefined>(undefined);
  const { mutateAsync: remove } = useDeleteSubcontractorDocument();
  // a draft of the document dialog waiting after a reload or a sign-in reopens it
  useReopenDraft({
    formId: documentDraftId(subcontractorId),
    load: getSubcontractorDocument,
    open: setEditing,
  });

  const views = useMemo<Record<string, ColumnView<SubcontractorDocument>>>(() => {
    const download = (row: SubcontractorDocument) =>
      downloadSubcontractorDocument(row).catch(() =>
        feedback.notify.error(t('people.documents.downloadError')),
      );
    const deleteDocument = (row: SubcontractorDocument) =>
      confirmedDelete({
        confirm: { title: t('people.documents.deleteTitle'), text: t('people.documents.deleteConfirm') },
        remove: () => remove(row.Id),
        success: t('people.documents.deleted'),
        failure: {
          text: (e) =>
            e.message
              ? `${t('people.documents.deleteError')}: ${e.message}`
              : t('people.documents.deleteError'),
        },
      });
    const typeOf = (row: SubcontractorDocument) => t(`people.documents.types.${row.DocumentType}`);
    return {
      DocumentType: { header: t('people.documents.fields.type'), cell: typeOf },
      ValidFrom: {
        header: t('people.documents.fields.validFrom'),
        kind: 'date',
        cell: (row) => formatDate(row.ValidFrom),
      },
      ValidTo: {
        header: t('people.documents.fields.validTo'),
        kind: 'date',
        cell: (row) => formatDate(row.ValidTo),
      },
      IsExpired: {
        header: t('people.documents.fields.expired'),
        exportValue: (row) => t(row.IsExpired ? 'people.documents.expired' : 'people.documents.valid'),
        cell: (row) =>
          row.IsExpired ? (
            <Badge bg="danger">{t('people.documents.expired')}</Badge>
          ) : (
            <span className="text-body-secondary">{t('people.documents.valid')}</span>
          ),
      },
      Comment: { header: t('people.documents.fields.comment') },
      'FileRecord.FileName': {
        header: t('people.documents.fields.file'),
        exportValue: (row) => row.FileRecord?.FileName,
        cell: (row) =>
          row.FileRecord ? (
            <Button
              variant="link"
              size="sm"
              className="p-0 text-start"
              onClick={() => void download(row)}
              aria-label={t('people.documents.downloadOf', { name: row.FileRecord.FileName })}
            >
              {row.FileRecord.FileName}
            </Button>
          ) : (
            ''
          ),
      },
      actions: {
        header: t('people.fields.actions'),
        cell: (row) => (
          <RowActions
            edit={{
              label: t('people.documents.editOf', { type: typeOf(row) }),
              onClick: () => setEditing(row),
            }}
            remove={{
              label: t('people.documents.deleteOf', { type: typeOf(row) }),
              onClick: () => void deleteDocument(row),
            }}
          />
        ),
      },
    };
  }, [t, remove, setEditing]);

  return (
    <ListPage
      title={t('people.documents.title')}
      titleId="documents-title"
      headingLevel={2}
      aria-label={t('people.documents.tableLabel')}
      source={documentListSource}
      views={views}
      rowKey={(row) => row.Id}
      exportName={`subcontractor-${subcontractorId}-documents`}
      toolbar={
        <Button variant="primary" onClick={() => setEditing(null)}>
          {t('people.documents.add')}
        </Button>
      }
    >
      <DocumentDialog
        show={editing !== undefined}
        onHide={() => setEditing(undefined)}
        subcontractorId={subcontractorId}
        document={editing}
      />
    </ListPage>
  );
}
