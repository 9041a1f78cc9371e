import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useDeleteMembershipUser, type MembershipUserRow } from '@/api/membership-users';
import { startImpersonation } from '@/components/access';
import { ListPage, RowActions, type ColumnView } from '@/components/data-table';
import { confirmedDelete, feedback } from '@/components/feedback';
import { LazyUserFormDialog as UserFormDialog } from '@/components/user-dialog/load-user-form-dialog';
import { useReopenDraft } from '@/components/form';
import { toApiError } from '@/lib/api-error';
import { fullName } from '@/lib/format';
import { Roles } from '@/lib/permissions';
import { UserFiltersPanel } from './user-filters-panel';
import { userListSource } from './user-list-source';

/** The roles Add User offers (C §3: users can be created as staff, finance manager, vice president, production, service). */
const ADD_USER_ROLES = [
  Roles.Staff,
  Roles.FinanceManager,
  Roles.VicePresident,
  Roles.Production,
  Roles.Service,
];

/**
 * The draft id of Add User: userFormDraftId('create', 'other', 'membershipUsers') of the user dialog, spelled
 * out so that this screen does not carry the dialog's code before it opens (a test checks that they agree).
 */
export const ADD_USER_DRAFT_ID = 'membershipUsers/other/create';

/**
 * membership_user (C §2): the users table, its filters, impersonation (the page reloads after it) and removal
 * (decision 14: DELETE /user/{id}, asked first; the server's refusal shown; the table reloads either way, C §8).
 */
export function UserListPage() {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  // a draft of Add User waiting after a reload or a sign-in reopens the dialog
  useReopenDraft({
    formId: ADD_USER_DRAFT_ID,
    load: () => Promise.resolve(null),
    open: () => setAdding(true),
  });
  const { mutateAsync: removeUser } = useDeleteMembershipUser();
  const views = useMemo<Record<string, ColumnView<MembershipUserRow>>>(() => {
    const remove = (row: MembershipUserRow) =>
      confirmedDelete({
        confirm: { title: t('membership.users.deleteTitle'), text: t('membership.users.deleteConfirm') },
        remove: () => removeUser(row.Id),
        success: t('membership.users.deleted'),
        failure: {
          text: (e) =>
            e.message
              ? `${t('membership.users.deleteError')}: ${e.message}`
              : t('membership.users.deleteError'),
        },
      });
    const impersonate = async (row: MembershipUserRow) => {
      try {
        await startImpersonation(row.Id);
      } catch (e) {
        feedback.notify.error(`${t('membership.users.impersonateError')}: ${toApiError(e).message}`);
      }
    };
    return {
      Id: { header: t('membership.users.id'), kind: 'number' },
      CompanyName: { header: t('membership.users.company') },
      Roles: { header: t('membership.users.role'), cell: (row) => (row.Roles ?? []).join(', ') },
      FirstName: { header: t('membership.users.firstName') },
      LastName: { header: t('membership.users.lastName') },
      Email: { header: t('membership.users.email'), kind: 'email' },
      actions: {
        header: t('membership.users.actions'),
        cell: (row) => (
          <RowActions
            remove={{
              label: t('membership.users.deleteOf', { name: fullName(row) }),
              onClick: () => void remove(row),
            }}
          >
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => void impersonate(row)}
              aria-label={t('membership.users.impersonateOf', { name: fullName(row) })}
            >
              {t('membership.users.impersonate')}
            </Button>
          </RowActions>
        ),
      },
    };
  }, [t, removeUser]);

  return (
    <ListPage
      title={t('membership.users.title')}
      titleId="membership-users-title"
      aria-label={t('membership.users.tableLabel')}
      source={userListSource}
      views={views}
      filters={(list) => <UserFiltersPanel list={list} />}
      getRowHref={(row) => `/membership/user/details/${row.Id}`}
      rowKey={(row) => row.Id}
      exportName="membership-users"
      toolbar={
        <Button variant="primary" onClick={() => setAdding(true)}>
          {t('membership.users.add')}
        </Button>
      }
    >
      <UserFormDialog
        show={adding}
        onHide={() => setAdding(false)}
        mode="create"
        roles={ADD_USER_ROLES}
        draftScope="membershipUsers"
      />
    </ListPage>
  );
}
