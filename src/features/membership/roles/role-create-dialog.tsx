import { zodResolver } from '@hookform/resolvers/zod';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCreateRole } from '@/api/role-admin';
import { FormDialog, FormField, useFormDraft, useFormSave } from '@/components/form';
import { ROLE_FORM_ID } from './role-draft';
import { roleFormSchema, type RoleFormValues } from './role-schema';

const EMPTY: RoleFormValues = { Name: '', Description: '' };

/** Add Role (C §2): a modal with Name and Description; after creation the role's details open. */
export function RoleCreateDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<RoleFormValues>({ resolver: zodResolver(roleFormSchema), defaultValues: EMPTY });
  const draft = useFormDraft({ formId: ROLE_FORM_ID, form, savedValues: EMPTY, active: show });
  const create = useCreateRole();
  const save = useFormSave({
    form,
    draft,
    save: (values) => create.mutateAsync(values),
    success: t('membership.roles.created'),
    onSaved: (role) => {
      if (role?.Id) void navigate(`/membership/role/details/${role.Id}/roleInfo`);
    },
    close: onHide,
  });
  const name = form.watch('Name');
  const { errors, submitCount } = form.formState;
  return (
    <FormDialog
      show={show}
      onHide={onHide}
      title={t('membership.roles.createTitle')}
      draft={draft}
      save={save}
      canSave={!!name?.trim()}
    >
      <FormField label={t('membership.roles.name')} error={errors.Name} showErrors={submitCount > 0} required>
        {(c) => <Form.Control {...c} {...form.register('Name')} />}
      </FormField>
      <FormField label={t('membership.roles.description')} error={errors.Description}>
        {(c) => <Form.Control {...c} as="textarea" rows={3} {...form.register('Description')} />}
      </FormField>
    </FormDialog>
  );
}
