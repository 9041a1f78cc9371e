import { useEffect, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useBizUser, useDeleteBizUser, type BizUserRecord } from '@/api/biz-users';
import { ListPage, RowActions, type ColumnView } from '@/components/data-table';
import { confirmedDelete, feedback } from '@/components/feedback';
import { NameFilterPanel } from '@/components/filters';
import { LazyUserFormDialog as UserFormDialog } from '@/components/user-dialog/load-user-form-dialog';
import { useRoleLabel } from '@/components/user-dialog/user-dialog-names';
import { useReopenUserForm } from '@/components/user-dialog/use-reopen-user-form';
import { formatSsnMasked, fullName } from '@/lib/format';
import { CUSTOM_FIELDS, EMPLOYEE_ROLES } from '../people-config';
import { EMPLOYEE_HIDDEN_COLUMNS, employeeListSource } from './employee-list-source';

/** The draft scope of the create- and update-employee dialogs. */
export const EMPLOYEE_DRAFT_SCOPE = 'employees';

/**
 * The roles an employee's form offers: the employee roles, and the user's own first role when it is another
 * (so that opening the form never changes it silently).
 */
export function employeeFormRoles(user: Pick<BizUserRecord, 'Roles'>): readonly string[] {
  const own = user.Roles?.[0];
  const known = !own || EMPLOYEE_ROLES.some((r) => r.toLowerCase() === own.toLowerCase());
  return known ? EMPLOYEE_ROLES : [own, ...EMPLOYEE_ROLES];
}

/**
 * The update form of one employee (the user dialog of the user manager): the user is read with GET /bizUsers/{id}
 * as the form opens, so that the save (PUT /bizUsers/{id}, the whole user) carries what the list rows may not.
 */
function EmployeeEditDialog({ userId, onHide }: { userId: number; onHide: () => void }) {
  const { t } = useTranslation();
  const query = useBizUser(userId);
  const failed = query.isError;
  useEffect(() => {
    if (!failed) return;
    feedback.notify.error(t('people.employees.loadError'));
    onHide();
  }, [failed, onHide, t]);
  if (!query.data) return null;
  return (
    <UserFormDialog
      show
      onHide={onHide}
      mode="update"
      roles={employeeFormRoles(query.data)}
      user={query.data}
      customFields={CUSTOM_FIELDS.employees}
      title={t('people.employees.editTitle')}
      draftScope={EMPLOYEE_DRAFT_SCOPE}
    />
  );
}

/**
 * employees (C §2): users in the staff, finance manager, vice president, production and service roles; columns 0
 * and 1 hidden (decision 20); filter by name; create employee (the user dialog with the role choice); every row
 * opens that user's update form (a click on the row, or its edit button), whatever the role; delete per row.
 */
export function EmployeeListPage() {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  useReopenUserForm({ mode: 'create', draftScope: EMPLOYEE_DRAFT_SCOPE, open: () => setCreating(true) });
  // a draft of an update left before a reload or a sign-in reopens that user's form
  useReopenUserForm({
    mode: 'update',
    draftScope: EMPLOYEE_DRAFT_SCOPE,
    open: (user) => user && setEditing(user.Id),
  });
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
      Id: { header: t('people.fields.id'), kind: 'number' },
      CompanyName: { header: t('people.fields.companyName') },
      FirstName: { header: t('people.fields.firstName') },
      LastName: { header: t('people.fields.lastName') },
      Email: { header: t('people.fields.email') },
      CellPhoneNumber: { header: t('people.fields.phone'), className: 'text-nowrap' },
      Roles: { header: t('people.fields.roles'), cell: (row) => (row.Roles ?? []).map(roleLabel).join(', ') },
      // lists (and their exports) show only the last four digits (decision 20)
      Ssn: {
        header: t('people.fields.ssn'),
        className: 'text-nowrap',
        exportValue: (row) => formatSsnMasked(row.Ssn),
        cell: (row) => formatSsnMasked(row.Ssn),
      },
      actions: {
        header: t('people.fields.actions'),
        cell: (row) => (
          <RowActions
            edit={{
              label: t('people.employees.editOf', { name: fullName(row) }),
              onClick: () => setEditing(row.Id),
            }}
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
      onRowClick={(row) => setEditing(row.Id)}
      rowKey={(row) => row.Id}
      exportName="employees"
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
      {editing !== null && (
        <EmployeeEditDialog key={editing} userId={editing} onHide={() => setEditing(null)} />
      )}
    </ListPage>
  );
}
