import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDeleteUserGroup, type UserGroup } from '@/api/user-groups';
import { ListPage, RowActions, type ColumnView } from '@/components/data-table';
import { confirmedDelete } from '@/components/feedback';
import { messageFiller } from '@/lib/i18n';
import { backState } from '@/lib/routing';
import { userGroupListSource } from './user-group-list-source';

/** membership_usergroup (C §2): the groups by Name, Add, and delete. */
export function UserGroupListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutateAsync } = useDeleteUserGroup();
  const views = useMemo<Record<string, ColumnView<UserGroup>>>(() => {
    // each row's button name, translated once for the table
    const deleteLabel = messageFiller(t, 'membership.groups.deleteOf', 'name');
    return {
      Name: { header: t('membership.groups.name') },
      actions: {
        header: t('membership.groups.actions'),
        cell: (row) => (
          <RowActions
            remove={{
              label: deleteLabel(row.Name),
              onClick: () =>
                void confirmedDelete({
                  confirm: {
                    title: t('membership.groups.deleteTitle'),
                    text: t('membership.groups.deleteConfirm'),
                  },
                  remove: () => mutateAsync(row.Id),
                  success: t('membership.groups.deleted'),
                }),
            }}
          />
        ),
      },
    };
  }, [t, mutateAsync]);
  return (
    <ListPage
      title={t('membership.groups.title')}
      titleId="membership-groups-title"
      aria-label={t('membership.groups.tableLabel')}
      source={userGroupListSource}
      views={views}
      getRowHref={(row) => `/membership/usergroup/edit/${row.Id}`}
      rowKey={(row) => row.Id}
      exportName="user-groups"
      toolbar={
        <Button
          variant="primary"
          onClick={() => void navigate('/membership/usergroup/add/0', { state: backState(location) })}
        >
          {t('membership.groups.add')}
        </Button>
      }
    />
  );
}
