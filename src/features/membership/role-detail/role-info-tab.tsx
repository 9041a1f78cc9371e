import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDeleteRole, useUpdateRole } from '@/api/role-admin';
import { confirmedDelete } from '@/components/feedback';
import { DraftNotice, FormField, useFormDraft, useFormSave } from '@/components/form';
import { DetailList, useViewEdit, ViewEditPanel } from '@/components/view-edit';
import { ROLE_FORM_ID } from '../roles/role-draft';
import { roleFormSchema, type RoleFormValues } from '../roles/role-schema';
import { useDetailRole } from './role-detail-page';

/**
 * The roleInfo tab (C §2, C §4): General Information in view mode, edit mode with Save (disabled while the
 * name is empty) and Discard; Remove asks 'Are you sure you want to delete this role?'.
 */
export function RoleInfoTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const role = useDetailRole();
  const current = useMemo<RoleFormValues>(
    () => ({ Name: role.Name, Description: role.Description ?? '' }),
    [role.Name, role.Description],
  );
  const ve = useViewEdit(current);
  const form = useForm<RoleFormValues>({ resolver: zodResolver(roleFormSchema), defaultValues: current });
  const draft = useFormDraft({
    formId: ROLE_FORM_ID,
    recordId: role.Id,
    form,
    savedValues: current,
    active: ve.isEditing,
  });
  const update = useUpdateRole();
  const remove = useDeleteRole();
  const save = useFormSave({
    form,
    draft,
    save: (values) => update.mutateAsync({ ...values, Id: role.Id }),
    success: t('membership.roleDetail.saved'),
    onSaved: () => ve.saved(),
  });
  const name = form.watch('Name');
  const { errors, submitCount } = form.formState;

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
      <ViewEditPanel
        title={t('membership.roleDetail.general')}
        isEditing={ve.isEditing}
        onEdit={() => {
          form.reset(current);
          ve.edit();
        }}
        onDiscard={() => {
          draft.discard();
          ve.discard();
        }}
        onSave={() => void save.submit()}
        isSaving={save.saving}
        canSave={!!name?.trim()}
      >
        {ve.isEditing ? (
          <Form
            noValidate
            aria-label={t('membership.roleDetail.general')}
            onSubmit={(e) => {
              e.preventDefault();
              if (name?.trim()) void save.submit(e);
            }}
          >
            <DraftNotice draft={draft} />
            <FormField
              label={t('membership.roles.name')}
              error={errors.Name}
              showErrors={submitCount > 0}
              required
            >
              {(c) => <Form.Control {...c} {...form.register('Name')} />}
            </FormField>
            <FormField label={t('membership.roles.description')} error={errors.Description}>
              {(c) => <Form.Control {...c} as="textarea" rows={3} {...form.register('Description')} />}
            </FormField>
          </Form>
        ) : (
          <DetailList
            items={[
              { label: t('membership.roles.id'), value: role.Id },
              { label: t('membership.roles.name'), value: role.Name },
              { label: t('membership.roles.description'), value: role.Description },
            ]}
          />
        )}
      </ViewEditPanel>
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
