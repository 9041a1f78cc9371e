import { useMemo } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { useAllPermissions, useRolePermissions, useSetRolePermissions } from '@/api/role-admin';
import type { Permission } from '@/api/roles';
import { feedback } from '@/components/feedback';
import { toApiError } from '@/lib/api-error';
import { AdvancedTable } from '../shared/advanced-table';
import { DualList } from '../shared/dual-list';
import { useDetailRole } from './role-detail-page';

/**
 * The role's permissions tab (C §2): a search box and two multi-select lists with arrow buttons (each move is
 * saved at once), and the Advanced list of the assigned permissions (Id, Name, Type).
 */
export function RolePermissionsTab() {
  const { t } = useTranslation();
  const role = useDetailRole();
  const all = useAllPermissions();
  const assigned = useRolePermissions(role.Id);
  const set = useSetRolePermissions(role.Id);
  const ids = useMemo(() => new Set((assigned.data ?? []).map((p) => p.Id)), [assigned.data]);

  const move = async (moved: number[], assign: boolean) => {
    try {
      await set.mutateAsync({ ids: moved, assign });
      feedback.notify.success(t('membership.roleDetail.permissionsSaved'));
    } catch (e) {
      feedback.notify.error(`${t('membership.roleDetail.permissionsError')}: ${toApiError(e).message}`);
    }
  };

  return (
    <Card>
      <Card.Header>
        <h2 className="h6 mb-0">{t('membership.roleDetail.tabs.permissions')}</h2>
      </Card.Header>
      <Card.Body>
        <DualList
          all={all.data ?? []}
          assigned={ids}
          busy={set.isPending || assigned.isPending}
          label={t('membership.userPermissions.permissions')}
          onMove={(moved, assign) => void move(moved, assign)}
        />
        <AdvancedTable<Permission>
          rows={assigned.data ?? []}
          caption={t('membership.roleDetail.advancedCaption')}
          rowKey={(p) => p.Id}
          columns={[
            { header: t('membership.advanced.id'), cell: (p) => p.Id },
            { header: t('membership.advanced.name'), cell: (p) => p.Name },
            { header: t('membership.advanced.type'), cell: (p) => p.Type ?? '' },
          ]}
        />
      </Card.Body>
    </Card>
  );
}
