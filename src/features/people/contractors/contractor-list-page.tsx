import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { BizUser } from '@/api/biz-users';
import { ComplianceFlag, useSubcontractorCompliance } from '@/components/compliance';
import { ListPage, type ColumnView } from '@/components/data-table';
import { NameFilterPanel } from '@/components/filters';
import { LazyUserFormDialog as UserFormDialog } from '@/components/user-dialog/load-user-form-dialog';
import { useRoleLabel } from '@/components/user-dialog/user-dialog-names';
import { useReopenUserForm } from '@/components/user-dialog/use-reopen-user-form';
import { formatSsnMasked } from '@/lib/format';
import { Roles } from '@/lib/permissions';
import { CONTRACTOR_ROLES, CUSTOM_FIELDS } from '../people-config';
import { contractorListSource } from './contractor-list-source';
import { ExpiringDocumentsPanel } from './expiring-documents-panel';

/** The draft scope of the create-subcontractor dialog. */
export const CONTRACTOR_DRAFT_SCOPE = 'contractors';

/** contractors.list (C §2): subcontractors filtered by name, create by role, the expiring documents panel. */
export function ContractorListPage() {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  useReopenUserForm({ mode: 'create', draftScope: CONTRACTOR_DRAFT_SCOPE, open: () => setCreating(true) });
  const compliance = useSubcontractorCompliance().data;

  const views = useMemo<Record<string, ColumnView<BizUser>>>(
    () => ({
      CompanyName: {
        header: t('people.fields.companyName'),
        exportValue: (row) => row.CompanyName,
        cell: (row) => (
          <>
            {row.CompanyName}
            <ComplianceFlag compliance={compliance?.get(row.Id)} className="ms-2" />
          </>
        ),
      },
      FirstName: { header: t('people.fields.firstName') },
      LastName: { header: t('people.fields.lastName') },
      Email: { header: t('people.fields.email') },
      CellPhoneNumber: { header: t('people.fields.phone'), className: 'text-nowrap' },
      Roles: { header: t('people.fields.roles'), cell: (row) => (row.Roles ?? []).map(roleLabel).join(', ') },
      // lists (and their exports) show only the last four digits (decision 20); the whole number in the profile
      Ssn: {
        header: t('people.fields.ssn'),
        className: 'text-nowrap',
        exportValue: (row) => formatSsnMasked(row.Ssn),
        cell: (row) => formatSsnMasked(row.Ssn),
      },
    }),
    [t, roleLabel, compliance],
  );

  return (
    <ListPage
      title={t('people.contractors.title')}
      titleId="contractors-title"
      aria-label={t('people.contractors.tableLabel')}
      source={contractorListSource}
      views={views}
      filters={(list) => (
        <>
          <ExpiringDocumentsPanel />
          <NameFilterPanel
            list={list}
            title={t('people.contractors.filters')}
            label={t('people.contractors.nameFilter')}
            id="contractors-filter-name"
          />
        </>
      )}
      getRowHref={(row) => `/manages/contractors/${row.Id}`}
      rowKey={(row) => row.Id}
      exportName="subcontractors"
      toolbar={
        <Button variant="primary" onClick={() => setCreating(true)}>
          {t('people.contractors.create', { role: roleLabel(Roles.SubContractor) })}
        </Button>
      }
    >
      <UserFormDialog
        show={creating}
        onHide={() => setCreating(false)}
        mode="create"
        roles={CONTRACTOR_ROLES}
        customFields={CUSTOM_FIELDS.contractors}
        title={t('people.contractors.createTitle')}
        draftScope={CONTRACTOR_DRAFT_SCOPE}
        onSaved={(user) => {
          if (user?.Id) void navigate(`/manages/contractors/${user.Id}`);
        }}
      />
    </ListPage>
  );
}
