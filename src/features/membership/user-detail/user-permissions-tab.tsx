import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { useSetUserAccess, useUserPermissions, useUserRoles } from '@/api/membership-users';
import { useAllPermissions, useRolePermissions, useRoles } from '@/api/role-admin';
import type { Permission, Role } from '@/api/roles';
import { feedback } from '@/components/feedback';
import { DetailList } from '@/components/view-edit';
import { toApiError } from '@/lib/api-error';
import { fullName } from '@/lib/format';
import { AdvancedTable } from '../shared/advanced-table';
import { DualList } from '../shared/dual-list';
import { useDetailUser } from './user-detail-page';
import { ToggleChoice } from '@/components/form/toggle-choice';

/** The role-permission preview shows 6 rows (C §9). */
const PREVIEW_ROWS = 6;

type Mode = 'role' | 'permission';

function RolePermissionsPreview({ role }: { role: Role }) {
  const { t } = useTranslation();
  const query = useRolePermissions(role.Id);
  return (
    <div>
      <h3 className="h6">{t('membership.userPermissions.rolePermissions', { name: role.Name })}</h3>
      <ListGroup
        as="ul"
        aria-label={t('membership.userPermissions.rolePermissions', { name: role.Name })}
        style={{ maxHeight: `${PREVIEW_ROWS * 2.6}rem`, overflowY: 'auto' }}
        tabIndex={0}
      >
        {(query.data ?? []).map((p) => (
          <ListGroup.Item as="li" key={p.Id}>
            {p.Name}
          </ListGroup.Item>
        ))}
        {query.data?.length === 0 && (
          <ListGroup.Item as="li">{t('membership.userPermissions.noPermissions')}</ListGroup.Item>
        )}
      </ListGroup>
    </div>
  );
}

/**
 * The permissions tab (C §2, C §4): account info; in Roles mode every role with an assign toggle and the
 * selected role's permissions; in Permissions mode a dual list of the direct permissions; the Advanced table
 * of every permission the user holds, inherited from a role or direct.
 */
export function UserPermissionsTab() {
  const { t } = useTranslation();
  const user = useDetailUser();
  const [mode, setMode] = useState<Mode>('role');
  const [selectedRoleId, setSelectedRoleId] = useState<number | null>(null);
  const roles = useRoles();
  const userRoles = useUserRoles(user.Id);
  const permissions = useUserPermissions(user.Id);
  const allPermissions = useAllPermissions();
  const access = useSetUserAccess(user.Id);

  const heldRoles = useMemo(() => new Set((userRoles.data ?? []).map((r) => r.Id)), [userRoles.data]);
  const direct = useMemo(
    () => new Set((permissions.data ?? []).filter((p) => p.roleId == null).map((p) => p.Id)),
    [permissions.data],
  );
  const roleName = (id: number | null | undefined) =>
    id == null
      ? t('membership.userPermissions.direct')
      : ((roles.data ?? []).find((r) => r.Id === id)?.Name ?? `#${id}`);
  const selectedRole = (roles.data ?? []).find((r) => r.Id === selectedRoleId);

  const change = async (kind: 'role' | 'permission', ids: number[], assign: boolean) => {
    try {
      await access.mutateAsync({ kind, ids, assign });
      feedback.notify.success(t('membership.userPermissions.saved'));
    } catch (e) {
      feedback.notify.error(`${t('membership.userPermissions.saveError')}: ${toApiError(e).message}`);
    }
  };

  return (
    <div className="d-grid gap-3">
      <Card>
        <Card.Header>
          <h2 className="h6 mb-0">{t('membership.userPermissions.accountInfo')}</h2>
        </Card.Header>
        <Card.Body>
          <DetailList
            items={[
              { label: t('membership.userDetail.fullName'), value: fullName(user) },
              { label: t('membership.userDetail.email'), value: user.Email },
              {
                label: t('membership.userPermissions.roles'),
                value: (userRoles.data ?? []).map((r) => r.Name).join(', '),
              },
            ]}
          />
        </Card.Body>
      </Card>

      <Card>
        <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <h2 className="h6 mb-0">{t('membership.userPermissions.title')}</h2>
          <ToggleButtonGroup
            type="radio"
            name="membership-permission-mode"
            value={mode}
            onChange={(v: Mode) => setMode(v)}
            size="sm"
            aria-label={t('membership.userPermissions.mode')}
          >
            <ToggleChoice id="mode-role" value="role" variant="outline-primary">
              {t('membership.userPermissions.rolesMode')}
            </ToggleChoice>
            <ToggleChoice id="mode-permission" value="permission" variant="outline-primary">
              {t('membership.userPermissions.permissionsMode')}
            </ToggleChoice>
          </ToggleButtonGroup>
        </Card.Header>
        <Card.Body>
          {mode === 'role' ? (
            <div className="row g-3">
              <div className="col-md-6">
                <Table size="sm" hover>
                  <caption className="visually-hidden">{t('membership.userPermissions.roles')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('membership.roles.name')}</th>
                      <th scope="col">{t('membership.userPermissions.assigned')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {(roles.data ?? []).map((role) => (
                      <tr key={role.Id} className={role.Id === selectedRoleId ? 'table-active' : undefined}>
                        <td>
                          <button
                            type="button"
                            className="btn btn-link p-0"
                            aria-pressed={role.Id === selectedRoleId}
                            onClick={() => setSelectedRoleId(role.Id)}
                          >
                            {role.Name}
                          </button>
                        </td>
                        <td>
                          <Form.Check
                            type="switch"
                            id={`user-role-${role.Id}`}
                            checked={heldRoles.has(role.Id)}
                            disabled={access.isPending || userRoles.isPending}
                            onChange={(e) => void change('role', [role.Id], e.target.checked)}
                            aria-label={t('membership.userPermissions.assignRole', { name: role.Name })}
                          />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </div>
              <div className="col-md-6">
                {selectedRole ? (
                  <RolePermissionsPreview role={selectedRole} />
                ) : (
                  <Alert variant="light" className="mb-0">
                    {t('membership.userPermissions.pickRole')}
                  </Alert>
                )}
              </div>
            </div>
          ) : (
            <DualList
              all={allPermissions.data ?? []}
              assigned={direct}
              busy={access.isPending}
              label={t('membership.userPermissions.permissions')}
              onMove={(ids, assign) => void change('permission', ids, assign)}
            />
          )}
          <AdvancedTable<Permission>
            rows={permissions.data ?? []}
            caption={t('membership.userPermissions.advancedCaption')}
            rowKey={(p, i) => `${p.Id}-${p.roleId ?? 'direct'}-${i}`}
            columns={[
              { header: t('membership.advanced.id'), cell: (p) => p.Id },
              { header: t('membership.advanced.name'), cell: (p) => p.Name },
              { header: t('membership.advanced.type'), cell: (p) => p.Type ?? '' },
              { header: t('membership.advanced.role'), cell: (p) => roleName(p.roleId) },
            ]}
          />
        </Card.Body>
      </Card>
    </div>
  );
}
