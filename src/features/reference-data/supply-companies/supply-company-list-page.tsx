import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useDeleteSupplyCompany, type SupplyCompany } from '@/api/supply-companies';
import { ListPage, RowActions, type ColumnView } from '@/components/data-table';
import { confirmedDelete } from '@/components/feedback';
import { lazyDialog } from '@/components/modal';
import { formatDateTime, formatPhone } from '@/lib/format';
import { supplyCompanyListSource } from '../list-sources';
import { useReopenSupplyCompanyForm } from './supply-company-draft';

const SupplyCompanyFormDialog = lazyDialog(() =>
  import('./supply-company-form-dialog').then((m) => m.SupplyCompanyFormDialog),
);

/** backend.supplyCompanyList (B §2): name, fax, phone, attention, e-mail, modified by, date; create, edit, delete. */
export function SupplyCompanyListPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<SupplyCompany | null | undefined>(undefined);
  useReopenSupplyCompanyForm(setEditing);
  const { mutateAsync } = useDeleteSupplyCompany();
  const views = useMemo<Record<string, ColumnView<SupplyCompany>>>(() => {
    const f = (name: string) => t(`referenceData.supplyCompanies.fields.${name}`);
    const remove = (row: SupplyCompany) =>
      confirmedDelete({
        confirm: {
          title: t('referenceData.supplyCompanies.delete.title'),
          text: t('referenceData.supplyCompanies.delete.confirm'),
        },
        remove: () => mutateAsync(row.Id),
        success: t('referenceData.supplyCompanies.delete.success'),
        failure: {
          text: (e) =>
            e.message
              ? `${t('referenceData.supplyCompanies.delete.error')}: ${e.message}`
              : t('referenceData.supplyCompanies.delete.error'),
        },
      });
    return {
      Name: { header: f('name') },
      Fax: { header: f('fax'), cell: (row) => <span className="text-nowrap">{formatPhone(row.Fax)}</span> },
      PhoneNumber: {
        header: f('phoneNumber'),
        cell: (row) => <span className="text-nowrap">{formatPhone(row.PhoneNumber)}</span>,
      },
      Attention: { header: f('attention') },
      Email: { header: f('email') },
      ModifiedBy: { header: t('referenceData.fields.modifiedBy') },
      ModifiedDate: {
        header: t('referenceData.fields.date'),
        cell: (row) => formatDateTime(row.ModifiedDate),
      },
      actions: {
        header: t('referenceData.fields.actions'),
        width: 1,
        cell: (row) => (
          <RowActions
            edit={{ label: t('referenceData.editOf', { name: row.Name }), onClick: () => setEditing(row) }}
            remove={{
              label: t('referenceData.deleteOf', { name: row.Name }),
              onClick: () => void remove(row),
            }}
          />
        ),
      },
    };
  }, [t, mutateAsync]);
  return (
    <ListPage
      title={t('referenceData.supplyCompanies.title')}
      titleId="supply-companies-title"
      aria-label={t('referenceData.supplyCompanies.tableLabel')}
      source={supplyCompanyListSource}
      views={views}
      rowKey={(row) => row.Id}
      toolbar={
        <Button variant="primary" onClick={() => setEditing(null)}>
          {t('referenceData.supplyCompanies.add')}
        </Button>
      }
    >
      <SupplyCompanyFormDialog
        show={editing !== undefined}
        company={editing}
        onHide={() => setEditing(undefined)}
      />
    </ListPage>
  );
}
