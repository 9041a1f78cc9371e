import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useBizUser, useDeleteBizUser } from '@/api/biz-users';
import type { BizUser } from '@/api/users';
import { ListPage, RowActions, type ColumnView } from '@/components/data-table';
import { confirmedDelete } from '@/components/feedback';
import { LazyUserFormDialog as UserFormDialog } from '@/components/user-dialog/load-user-form-dialog';
import { formatPhone, formatSsnMasked, fullName } from '@/lib/format';
import { parseRouteId } from '@/lib/list-params';
import { UserManagerFilters } from './user-manager-filters';
import {
  HIDDEN_COLUMNS,
  isUserManagerFilter,
  USER_MANAGER_FILTERS,
  userManagerListSource,
  type UserManagerFilter,
} from './user-manager-source';

const ACTIONS = ['create', 'invite', 'update'] as const;
type Action = (typeof ACTIONS)[number];

/** The user dialog of the details route (create, invite, or update of the user in the URL). */
function UserManagerDialog({
  filter,
  action,
  userId,
}: {
  filter: UserManagerFilter;
  action: Action;
  userId: number | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = USER_MANAGER_FILTERS[filter];
  const query = useBizUser(action === 'update' ? userId : null);
  const close = () => void navigate(`/membership/usermanager/list/${filter}`);
  if (action === 'update' && !query.data) {
    return query.isError ? <Alert variant="warning">{t('membership.userManager.userNotFound')}</Alert> : null;
  }
  const roles: readonly string[] =
    action === 'update'
      ? [query.data?.Roles?.[0] ?? config.role]
      : action === 'invite'
        ? [config.role]
        : config.creatable;
  return (
    <UserFormDialog
      show
      onHide={close}
      mode={action}
      roles={roles}
      audience={config.audience}
      user={query.data}
      customFields={filter === 'contractors' ? { ssn: true, address: true } : undefined}
      draftScope={`usermanager/${filter}`}
    />
  );
}

/**
 * membership_usermanager (C §2, decision 7): the users of a role with a collapsible filter panel, Reload,
 * create by role (and invite for clients), per-column filters and the hidden columns of A §6. Its details
 * route (/membership/usermanager/{filter}/{action}/{userId}) opens the user dialog over the list.
 */
export function UserManagerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const params = useParams();
  const filter = isUserManagerFilter(params.filter) ? params.filter : null;
  const action = ACTIONS.find((a) => a === params.action) ?? null;
  const { mutateAsync } = useDeleteBizUser();

  const views = useMemo<Record<string, ColumnView<BizUser>>>(() => {
    // the user dialog's role names ('BizStaff' → 'Staff'), without loading the dialog
    const roleLabel = (role: string) =>
      t(`common.userDialog.roles.${role}`, { defaultValue: role.replace(/^Biz/, '') });
    const remove = (row: BizUser) =>
      confirmedDelete({
        confirm: {
          title: t('membership.userManager.deleteTitle'),
          text: t('membership.userManager.deleteConfirm'),
        },
        remove: () => mutateAsync(row.Id),
        success: t('membership.userManager.deleted'),
        failure: { text: () => t('membership.userManager.deleteError') },
      });
    return {
      Id: { header: t('membership.userManager.columns.Id'), kind: 'number' },
      CompanyName: { header: t('membership.userManager.columns.CompanyName') },
      FirstName: { header: t('membership.userManager.columns.FirstName') },
      LastName: { header: t('membership.userManager.columns.LastName') },
      Email: { header: t('membership.userManager.columns.Email'), kind: 'email' },
      CellPhoneNumber: {
        header: t('membership.userManager.columns.CellPhoneNumber'),
        cell: (row) => formatPhone(row.CellPhoneNumber),
      },
      Roles: {
        header: t('membership.userManager.columns.Roles'),
        cell: (row) => (row.Roles ?? []).map(roleLabel).join(', '),
      },
      // lists (and their exports) show only the last four digits (decision 20); the whole number only in the form
      Ssn: {
        header: t('membership.userManager.columns.Ssn'),
        className: 'text-nowrap',
        exportValue: (row) => formatSsnMasked(row.Ssn),
        cell: (row) => formatSsnMasked(row.Ssn),
      },
      actions: {
        header: t('membership.userManager.columns.actions'),
        cell: (row) => (
          <RowActions
            edit={{
              label: t('membership.userManager.editOf', { name: fullName(row) }),
              onClick: () => void navigate(`/membership/usermanager/${params.filter}/update/${row.Id}`),
            }}
            remove={{
              label: t('membership.userManager.deleteOf', { name: fullName(row) }),
              onClick: () => void remove(row),
            }}
          />
        ),
      },
    };
  }, [t, mutateAsync, navigate, params.filter]);

  if (!filter) return <Alert variant="warning">{t('membership.userManager.unknownFilter')}</Alert>;
  const config = USER_MANAGER_FILTERS[filter];
  const hidden = HIDDEN_COLUMNS[filter];
  const shown = new Set(userManagerListSource.columns.filter((_, i) => !hidden.includes(i)).map((c) => c.id));

  return (
    <ListPage
      key={filter}
      title={t(`membership.userManager.titles.${filter}`)}
      titleId="usermanager-title"
      tableId={`user-manager-${filter}`}
      aria-label={t(`membership.userManager.titles.${filter}`)}
      source={userManagerListSource}
      views={views}
      hiddenColumns={hidden}
      exportName={`users-${filter}`}
      filters={(list) => <UserManagerFilters list={list} shownColumns={shown} />}
      getRowHref={(row) => `/membership/usermanager/${filter}/update/${row.Id}`}
      rowKey={(row) => row.Id}
      toolbar={
        <div className="d-flex gap-2">
          <Button
            variant="outline-secondary"
            onClick={() => void client.invalidateQueries({ queryKey: userManagerListSource.queryKey })}
          >
            {t('membership.userManager.reload')}
          </Button>
          <Button
            variant="primary"
            onClick={() => void navigate(`/membership/usermanager/${filter}/create/0`)}
          >
            {t(`membership.userManager.create.${filter}`)}
          </Button>
          {config.invite && (
            <Button
              variant="outline-primary"
              onClick={() => void navigate(`/membership/usermanager/${filter}/invite/0`)}
            >
              {t('membership.userManager.invite')}
            </Button>
          )}
        </div>
      }
    >
      {action && (
        <UserManagerDialog
          key={`${action}-${params.userId}`}
          filter={filter}
          action={action}
          userId={parseRouteId(params.userId)}
        />
      )}
    </ListPage>
  );
}
