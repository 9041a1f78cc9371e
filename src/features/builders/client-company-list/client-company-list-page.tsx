import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useDeleteClientCompany, type ClientCompanyRow } from '@/api/client-companies';
import { ListPage, RowActions, type ColumnView } from '@/components/data-table';
import { confirmedDelete } from '@/components/feedback';
import { NameFilterPanel } from '@/components/filters';
import { lazyDialog } from '@/components/modal';
import { formatDateTime } from '@/lib/format';
import { messageFiller } from '@/lib/i18n';
import { useReopenClientCompanyForm } from '../client-company-form/client-company-draft';
import { clientCompanyListSource } from './client-company-list-params';

const ClientCompanyFormDialog = lazyDialog(() =>
  import('../client-company-form/client-company-form-dialog').then((m) => m.ClientCompanyFormDialog),
);

/** clientCompany.list (C §2): the builders table with a name filter, add, edit and delete. */
export function ClientCompanyListPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<ClientCompanyRow | null | undefined>(undefined);
  // a draft of the builder form waiting after a reload or a sign-in reopens its dialog
  useReopenClientCompanyForm(setEditing);
  const { mutateAsync } = useDeleteClientCompany();

  const views = useMemo<Record<string, ColumnView<ClientCompanyRow>>>(() => {
    const deleteBuilder = (row: ClientCompanyRow) =>
      confirmedDelete({
        confirm: { title: t('builders.delete.title'), text: t('builders.delete.confirm') },
        remove: () => mutateAsync(row.Id),
        success: t('builders.delete.success'),
        failure: {
          text: (e) =>
            e.message ? `${t('builders.delete.error')}: ${e.message}` : t('builders.delete.error'),
        },
      });
    // each row's button names, translated once for the table
    const editLabel = messageFiller(t, 'builders.edit.actionOf', 'name');
    const deleteLabel = messageFiller(t, 'builders.delete.actionOf', 'name');
    return {
      CompanyName: { header: t('builders.fields.companyName') },
      LastModifiedBy: { header: t('builders.fields.lastModifiedBy'), kind: 'email' },
      ModifiedDate: {
        header: t('builders.fields.modifiedDate'),
        kind: 'datetime',
        cell: (row) => formatDateTime(row.ModifiedDate),
      },
      actions: {
        header: t('builders.fields.actions'),
        cell: (row) => (
          <RowActions
            edit={{
              label: editLabel(row.CompanyName),
              onClick: () => setEditing(row),
            }}
            remove={{
              label: deleteLabel(row.CompanyName),
              onClick: () => void deleteBuilder(row),
            }}
          />
        ),
      },
    };
  }, [t, mutateAsync]);

  return (
    <ListPage
      title={t('builders.list.title')}
      titleId="builders-title"
      aria-label={t('builders.list.tableLabel')}
      source={clientCompanyListSource}
      views={views}
      filters={(list) => (
        <NameFilterPanel
          list={list}
          title={t('builders.list.filters')}
          label={t('builders.list.nameFilter')}
          id="builders-filter-name"
        />
      )}
      getRowHref={(row) => `/manage/clientCompany/${row.Id}`}
      rowKey={(row) => row.Id}
      exportName="builders"
      toolbar={
        <Button variant="primary" onClick={() => setEditing(null)}>
          {t('builders.list.add')}
        </Button>
      }
    >
      <ClientCompanyFormDialog
        show={editing !== undefined}
        company={editing}
        onHide={() => setEditing(undefined)}
      />
    </ListPage>
  );
}
