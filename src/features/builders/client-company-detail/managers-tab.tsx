import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { clientCompanyManagersDataTable, userKeys, type BizUser } from '@/api/users';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { NameFilterPanel, useListState } from '@/components/filters';
import { fullName } from '@/lib/format';
import { defineListParams, filterParam, parseRouteId } from '@/lib/list-params';

const managerListParams = defineListParams({
  pageSize: 25,
  filters: { name: filterParam.text() },
});

/** clientCompany.detail.managers (C §2): the builder's company client managers, filterable by name. */
export function ClientCompanyManagersTab() {
  const { t } = useTranslation();
  const clientCompanyId = parseRouteId(useParams().clientCompanyId) ?? 0;
  const list = useListState(managerListParams);
  const name = list.filters.name;
  const fetcher = useMemo(
    () => clientCompanyManagersDataTable(clientCompanyId, name),
    [clientCompanyId, name],
  );

  const columns = useMemo<DataTableColumn<BizUser>[]>(
    () => [
      {
        id: 'FirstName',
        header: t('builders.managers.name'),
        exportValue: (row) => fullName(row),
        cell: (row) => fullName(row),
      },
      { id: 'Email', header: t('builders.managers.email') },
      { id: 'CellPhoneNumber', header: t('builders.managers.phone') },
    ],
    [t],
  );

  return (
    <section aria-labelledby="managers-title">
      <h2 id="managers-title" className="h5 mb-3">
        {t('builders.managers.title')}
      </h2>
      <NameFilterPanel
        list={list}
        title={t('builders.managers.filters')}
        label={t('builders.managers.nameFilter')}
        id="managers-filter-name"
      />
      <DataTable<BizUser>
        tableId="client-company-managers"
        aria-label={t('builders.managers.tableLabel')}
        queryKey={userKeys.list({ role: 'BizClientCompanyManager', clientCompanyId, name: name ?? '' })}
        fetcher={fetcher}
        columns={columns}
        state={list.state}
        onStateChange={list.setTableState}
        defaultPageSize={managerListParams.pageSize}
        rowKey={(row) => row.Id}
        exportName={`builder-${clientCompanyId}-managers`}
      />
    </section>
  );
}
