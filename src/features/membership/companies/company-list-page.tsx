import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Company } from '@/api/companies';
import { ListPage, type ColumnView } from '@/components/data-table';
import { companyListSource } from './company-list-source';

/** membership_company (C §2): the companies with their owners, and Add Company. */
export function CompanyListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const views = useMemo<Record<string, ColumnView<Company>>>(
    () => ({
      Id: { header: t('membership.companies.id'), kind: 'number' },
      CompanyName: { header: t('membership.companies.companyName') },
      'Owner.FirstName': {
        header: t('membership.companies.ownerFirstName'),
        cell: (row) => row.Owner?.FirstName ?? '',
      },
      'Owner.LastName': {
        header: t('membership.companies.ownerLastName'),
        cell: (row) => row.Owner?.LastName ?? '',
      },
      'Owner.Email': { header: t('membership.companies.ownerEmail'), cell: (row) => row.Owner?.Email ?? '' },
    }),
    [t],
  );
  return (
    <ListPage
      title={t('membership.companies.title')}
      titleId="membership-companies-title"
      aria-label={t('membership.companies.tableLabel')}
      source={companyListSource}
      views={views}
      getRowHref={(row) => `/membership/company/details/${row.Id}`}
      rowKey={(row) => row.Id}
      exportName="companies"
      toolbar={
        <Button variant="primary" onClick={() => void navigate('/membership/company/details/create')}>
          {t('membership.companies.add')}
        </Button>
      }
    />
  );
}
