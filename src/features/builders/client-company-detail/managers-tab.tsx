import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { BizUser } from '@/api/users';
import { ListPage, type ColumnView } from '@/components/data-table';
import { NameFilterPanel } from '@/components/filters';
import { fullName } from '@/lib/format';
import { parseRouteId } from '@/lib/list-params';
import { managerListSource } from './manager-list-source';

/** clientCompany.detail.managers (C §2): the builder's company client managers, filterable by name. */
export function ClientCompanyManagersTab() {
  const { t } = useTranslation();
  const clientCompanyId = parseRouteId(useParams().clientCompanyId) ?? 0;

  const views = useMemo<Record<string, ColumnView<BizUser>>>(
    () => ({
      FirstName: {
        header: t('builders.managers.name'),
        exportValue: (row) => fullName(row),
        cell: (row) => fullName(row),
      },
      Email: { header: t('builders.managers.email'), kind: 'email' },
      CellPhoneNumber: { header: t('builders.managers.phone') },
    }),
    [t],
  );

  return (
    <ListPage
      title={t('builders.managers.title')}
      titleId="managers-title"
      tableId="client-company-managers"
      headingLevel={2}
      aria-label={t('builders.managers.tableLabel')}
      source={managerListSource}
      views={views}
      filters={(list) => (
        <NameFilterPanel
          list={list}
          title={t('builders.managers.filters')}
          label={t('builders.managers.nameFilter')}
          id="managers-filter-name"
        />
      )}
      rowKey={(row) => row.Id}
      exportName={`builder-${clientCompanyId}-managers`}
    />
  );
}
