import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdateRole } from '@/api/role-admin';
import { DraftNotice, FormField, useFormDraft, useFormSave } from '@/components/form';
import { ViewEditPanel } from '@/components/view-edit';
import { ROLE_FORM_ID } from '../roles/role-draft';
import { roleFormSchema, type RoleFormValues } from '../roles/role-schema';

/**
 * The roleInfo tab's edit mode (C §2, C §4): Name and Description with Save (disabled while the name is empty)
 * and Discard. A draft of the role's form waiting after a reload or a sign-in is restored. Its code (the form and
 * validation libraries) loads when editing starts.
 */
export function RoleInfoEditor({
  roleId,
  current,
  onSaved,
  onDiscard,
}: {
  roleId: number;
  /** what the view mode shows: the form starts from it, and a restored draft is compared with it */
  current: RoleFormValues;
  onSaved: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<RoleFormValues>({ resolver: zodResolver(roleFormSchema), defaultValues: current });
  const draft = useFormDraft({
    formId: ROLE_FORM_ID,
    recordId: roleId,
    form,
    savedValues: current,
    active: true,
  });
  const update = useUpdateRole();
  const save = useFormSave({
    form,
    draft,
    save: (values) => update.mutateAsync({ ...values, Id: roleId }),
    success: t('membership.roleDetail.saved'),
    onSaved,
  });
  const name = form.watch('Name');
  const { errors, submitCount } = form.formState;

  return (
    <ViewEditPanel
      title={t('membership.roleDetail.general')}
      isEditing
      onEdit={() => undefined}
      onDiscard={() => {
        draft.discard();
        onDiscard();
      }}
      onSave={() => void save.submit()}
      isSaving={save.saving}
      canSave={!!name?.trim()}
    >
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
    </ViewEditPanel>
  );
}
