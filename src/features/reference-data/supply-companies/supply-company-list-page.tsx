import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteSupplyCompany, type SupplyCompany } from '@/api/supply-companies';
import type { ColumnView } from '@/components/data-table';
import { confirmedDelete } from '@/components/feedback';
import { lazyDialog } from '@/components/modal';
import { formatPhone } from '@/lib/format';
import { recordColumns, ReferenceListPage } from '../shared/reference-list-page';
import { useEditDialog } from '../shared/use-edit-dialog';
import { useReopenSupplyCompanyForm } from './supply-company-draft';
import { supplyCompanyListSource } from './supply-company-list-source';

const SupplyCompanyFormDialog = lazyDialog(() =>
  import('./supply-company-form-dialog').then((m) => m.SupplyCompanyFormDialog),
);

/** backend.supplyCompanyList (B §2): name, fax, phone, attention, e-mail, modified by, date; create, edit, delete. */
export function SupplyCompanyListPage() {
  const { t } = useTranslation();
  const { editing, show, open, close } = useEditDialog<SupplyCompany>();
  useReopenSupplyCompanyForm(open);
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
      Fax: {
        header: f('fax'),
        exportValue: (row) => formatPhone(row.Fax),
        cell: (row) => <span className="text-nowrap">{formatPhone(row.Fax)}</span>,
      },
      PhoneNumber: {
        header: f('phoneNumber'),
        exportValue: (row) => formatPhone(row.PhoneNumber),
        cell: (row) => <span className="text-nowrap">{formatPhone(row.PhoneNumber)}</span>,
      },
      Attention: { header: f('attention') },
      Email: { header: f('email'), kind: 'email' },
      ...recordColumns<SupplyCompany>(t, { edit: open, remove }),
    };
  }, [t, mutateAsync, open]);
  return (
    <ReferenceListPage
      title={t('referenceData.supplyCompanies.title')}
      titleId="supply-companies-title"
      aria-label={t('referenceData.supplyCompanies.tableLabel')}
      exportName="supply-companies"
      source={supplyCompanyListSource}
      views={views}
      add={{ label: t('referenceData.supplyCompanies.add'), onClick: () => open(null) }}
    >
      <SupplyCompanyFormDialog show={show} company={editing} onHide={close} />
    </ReferenceListPage>
  );
}
