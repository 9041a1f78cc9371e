import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDeleteRole } from '@/api/role-admin';
import { confirmedDelete, LoadingSpinner } from '@/components/feedback';
import { useReopenDraft } from '@/components/form';
import { DetailList, useViewEdit, ViewEditPanel } from '@/components/view-edit';
import { lazyComponent } from '@/lib/lazy-component';
import { ROLE_FORM_ID } from '../roles/role-draft';
import { useDetailRole } from './role-detail-page';

const RoleInfoEditor = lazyComponent(
  () => import('./role-info-editor').then((m) => m.RoleInfoEditor),
  LoadingSpinner,
);

/**
 * The roleInfo tab (C §2, C §4): General Information in view mode; Edit gives the edit mode (./role-info-editor,
 * whose code loads then) with Save (disabled while the name is empty) and Discard; Remove asks 'Are you sure you
 * want to delete this role?'.
 */
export function RoleInfoTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const role = useDetailRole();
  const current = useMemo(
    () => ({ Name: role.Name, Description: role.Description ?? '' }),
    [role.Name, role.Description],
  );
  const ve = useViewEdit(current);
  // a draft of the role's form waiting after a reload or a sign-in reopens the edit mode, which restores it
  useReopenDraft({
    formId: ROLE_FORM_ID,
    recordId: role.Id,
    load: () => Promise.resolve(role),
    open: () => ve.edit(),
  });
  const remove = useDeleteRole();

  const deleteRole = async () => {
    const deleted = await confirmedDelete({
      confirm: {
        title: t('membership.roleDetail.removeTitle'),
        text: t('membership.roleDetail.removeConfirm'),
      },
      remove: () => remove.mutateAsync(role.Id),
      success: t('membership.roleDetail.removed'),
    });
    if (deleted) void navigate('/membership/role/list');
  };

  return (
    <>
      {ve.isEditing ? (
        <RoleInfoEditor roleId={role.Id} current={current} onSaved={ve.saved} onDiscard={ve.discard} />
      ) : (
        <ViewEditPanel
          title={t('membership.roleDetail.general')}
          isEditing={false}
          onEdit={ve.edit}
          preloadEditor={RoleInfoEditor.preload}
          onDiscard={ve.discard}
          onSave={() => undefined}
        >
          <DetailList
            items={[
              { label: t('membership.roles.id'), value: role.Id },
              { label: t('membership.roles.name'), value: role.Name },
              { label: t('membership.roles.description'), value: role.Description },
            ]}
          />
        </ViewEditPanel>
      )}
      <Button
        variant="outline-danger"
        onClick={() => void deleteRole()}
        disabled={remove.isPending || ve.isEditing}
      >
        {t('membership.roleDetail.remove')}
      </Button>
    </>
  );
}
