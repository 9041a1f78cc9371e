import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useDeleteBizUser, type BizUserRecord } from '@/api/biz-users';
import { ListPage, RowActions, type ColumnView } from '@/components/data-table';
import { confirmedDelete } from '@/components/feedback';
import { NameFilterPanel } from '@/components/filters';
import { lazyDialog } from '@/components/modal';
import { useRoleLabel } from '@/components/user-dialog/user-dialog-names';
import { useReopenUserForm } from '@/components/user-dialog/use-reopen-user-form';
import { fullName } from '@/lib/format';
import { CUSTOM_FIELDS, EMPLOYEE_ROLES } from '../people-config';
import { EMPLOYEE_HIDDEN_COLUMNS, employeeListSource } from './employee-list-source';

const UserFormDialog = lazyDialog(() =>
  import('@/components/user-dialog/user-form-dialog').then((m) => m.UserFormDialog),
);

/** The draft scope of the create-employee dialog. */
export const EMPLOYEE_DRAFT_SCOPE = 'employees';

/**
 * employees (C §2): users in the staff, finance manager, vice president, production and service roles; columns 0
 * and 1 hidden; filter by name; create employee (the user dialog with the role choice); delete per row.
 */
export function EmployeeListPage() {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const [creating, setCreating] = useState(false);
  useReopenUserForm({ mode: 'create', draftScope: EMPLOYEE_DRAFT_SCOPE, open: () => setCreating(true) });
  const { mutateAsync: remove } = useDeleteBizUser();

  const views = useMemo<Record<string, ColumnView<BizUserRecord>>>(() => {
    const deleteUser = (row: BizUserRecord) =>
      confirmedDelete({
        confirm: { title: t('people.employees.deleteTitle'), text: t('people.employees.deleteConfirm') },
        remove: () => remove(row.Id),
        success: t('people.employees.deleted'),
        failure: {
          text: (e) =>
            e.message
              ? `${t('people.employees.deleteError')}: ${e.message}`
              : t('people.employees.deleteError'),
        },
      });
    return {
      Id: { header: t('people.fields.id') },
      CompanyName: { header: t('people.fields.companyName') },
      FirstName: { header: t('people.fields.firstName') },
      LastName: { header: t('people.fields.lastName') },
      Email: { header: t('people.fields.email') },
      CellPhoneNumber: { header: t('people.fields.phone'), className: 'text-nowrap' },
      Roles: { header: t('people.fields.roles'), cell: (row) => (row.Roles ?? []).map(roleLabel).join(', ') },
      actions: {
        header: t('people.fields.actions'),
        cell: (row) => (
          <RowActions
            remove={{
              label: t('people.employees.deleteOf', { name: fullName(row) }),
              onClick: () => void deleteUser(row),
            }}
          />
        ),
      },
    };
  }, [t, roleLabel, remove]);

  return (
    <ListPage
      title={t('people.employees.title')}
      titleId="employees-title"
      aria-label={t('people.employees.tableLabel')}
      source={employeeListSource}
      views={views}
      hiddenColumns={EMPLOYEE_HIDDEN_COLUMNS}
      filters={(list) => (
        <NameFilterPanel
          list={list}
          title={t('people.employees.filters')}
          label={t('people.employees.nameFilter')}
          id="employees-filter-name"
        />
      )}
      rowKey={(row) => row.Id}
      toolbar={
        <Button variant="primary" onClick={() => setCreating(true)}>
          {t('people.employees.create')}
        </Button>
      }
    >
      <UserFormDialog
        show={creating}
        onHide={() => setCreating(false)}
        mode="create"
        roles={EMPLOYEE_ROLES}
        customFields={CUSTOM_FIELDS.employees}
        title={t('people.employees.createTitle')}
        draftScope={EMPLOYEE_DRAFT_SCOPE}
      />
    </ListPage>
  );
}
