import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import {
  clientCompaniesDataTableSource,
  clientCompanyKeys,
  useDeleteClientCompany,
  type ClientCompanyRow,
} from '@/api/client-companies';
import { DataTable, type DataTableColumn, RowActions } from '@/components/data-table';
import { feedback } from '@/components/feedback';
import { FilterPanel, useFilterDraft, useListState } from '@/components/filters';
import { toApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useReopenClientCompanyForm } from '../client-company-form/client-company-draft';
import { ClientCompanyFormDialog } from '../client-company-form/client-company-form-dialog';
import { clientCompanyListParams } from './client-company-list-params';

/** clientCompany.list (C §2): the builders table with a name filter, add, edit and delete. */
export function ClientCompanyListPage() {
  const { t } = useTranslation();
  const list = useListState(clientCompanyListParams);
  const [draftName, setDraftName] = useFilterDraft(list.syncKey, () => list.filters.name ?? '');
  const [editing, setEditing] = useState<ClientCompanyRow | null | undefined>(undefined);
  // a draft of the builder form waiting after a reload or a sign-in reopens its dialog
  useReopenClientCompanyForm(setEditing);
  const remove = useDeleteClientCompany();

  const confirmDelete = async (row: ClientCompanyRow) => {
    const yes = await feedback.confirm({
      title: t('builders.delete.title'),
      text: t('builders.delete.confirm'),
    });
    if (!yes) return;
    try {
      await remove.mutateAsync(row.Id);
      feedback.notify.success(t('builders.delete.success'));
    } catch (e) {
      const message = toApiError(e).message;
      feedback.notify.error(
        message ? `${t('builders.delete.error')}: ${message}` : t('builders.delete.error'),
      );
    }
  };

  const columns = useMemo<DataTableColumn<ClientCompanyRow>[]>(
    () => [
      { id: 'CompanyName', header: t('builders.fields.companyName') },
      { id: 'LastModifiedBy', header: t('builders.fields.lastModifiedBy') },
      {
        id: 'ModifiedDate',
        header: t('builders.fields.modifiedDate'),
        cell: (row) => formatDateTime(row.ModifiedDate),
      },
      {
        id: 'actions',
        header: t('builders.fields.actions'),
        sortable: false,
        cell: (row) => (
          <RowActions
            edit={{
              label: t('builders.edit.actionOf', { name: row.CompanyName }),
              onClick: () => setEditing(row),
            }}
            remove={{
              label: t('builders.delete.actionOf', { name: row.CompanyName }),
              onClick: () => void confirmDelete(row),
            }}
          />
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- confirmDelete only uses the stable mutation and t
    [t],
  );

  return (
    <section aria-labelledby="builders-title">
      <h1 id="builders-title" className="h3 mb-3">
        {t('builders.list.title')}
      </h1>
      <FilterPanel
        title={t('builders.list.filters')}
        defaultOpen={list.hasFilters}
        syncKey={list.syncKey}
        onApply={() => list.setFilters({ name: draftName.trim() || undefined })}
        onClear={() => {
          setDraftName('');
          list.clearFilters();
        }}
      >
        <Form.Group controlId="builders-filter-name" style={{ maxWidth: 420 }}>
          <Form.Label>{t('builders.list.nameFilter')}</Form.Label>
          <Form.Control value={draftName} onChange={(e) => setDraftName(e.target.value)} />
        </Form.Group>
      </FilterPanel>
      <DataTable<ClientCompanyRow>
        aria-label={t('builders.list.tableLabel')}
        queryKey={clientCompanyKeys.lists()}
        fetcher={clientCompaniesDataTableSource}
        columns={columns}
        state={list.state}
        onStateChange={list.setTableState}
        defaultPageSize={clientCompanyListParams.pageSize}
        defaultSort={clientCompanyListParams.defaultSort}
        filters={list.filters.name ? { name: list.filters.name } : {}}
        getRowHref={(row) => `/manage/clientCompany/${row.Id}`}
        rowKey={(row) => row.Id}
        toolbar={
          <Button variant="primary" onClick={() => setEditing(null)}>
            {t('builders.list.add')}
          </Button>
        }
      />
      <ClientCompanyFormDialog
        show={editing !== undefined}
        company={editing}
        onHide={() => setEditing(undefined)}
      />
    </section>
  );
}
