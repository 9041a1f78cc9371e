import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import type { Role } from '@/api/roles';
import { ListPage, type ColumnView } from '@/components/data-table';
import { lazyDialog } from '@/components/modal';
import { roleListSource } from './role-list-source';
import { useReopenRoleForm } from './role-draft';

const RoleCreateDialog = lazyDialog(() => import('./role-create-dialog').then((m) => m.RoleCreateDialog));

/** membership_role (C §2): Id, Name, Description and Add Role. */
export function RoleListPage() {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  // a draft of a new role waiting after a reload or a sign-in reopens its dialog
  useReopenRoleForm(() => setAdding(true));
  const views = useMemo<Record<string, ColumnView<Role>>>(
    () => ({
      Id: { header: t('membership.roles.id'), kind: 'number' },
      Name: { header: t('membership.roles.name') },
      Description: { header: t('membership.roles.description') },
    }),
    [t],
  );
  return (
    <ListPage
      title={t('membership.roles.title')}
      titleId="membership-roles-title"
      aria-label={t('membership.roles.tableLabel')}
      source={roleListSource}
      views={views}
      getRowHref={(row) => `/membership/role/details/${row.Id}/roleInfo`}
      rowKey={(row) => row.Id}
      exportName="roles"
      toolbar={
        <Button variant="primary" onClick={() => setAdding(true)}>
          {t('membership.roles.add')}
        </Button>
      }
    >
      <RoleCreateDialog show={adding} onHide={() => setAdding(false)} />
    </ListPage>
  );
}
