import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bizUserQueryOptions, checkBizUserEmail, toBizUserPayload, useUpdateBizUser } from '@/api/biz-users';
import { feedback } from '@/components/feedback';
import { DraftNotice, FormField, useFormDraft, useFormSave } from '@/components/form';
import type { MembershipUser } from '@/api/membership-users';
import { ViewEditPanel } from '@/components/view-edit';
import { personalInfoSchema, type PersonalInfoInput, type PersonalInfoValues } from './personal-info-schema';
import { ActiveFlag, PERSONAL_INFO_FORM_ID } from './personal-info-tab';

const EMAIL_EXISTS = 'common.userDialog.validation.emailExists';

/**
 * The personalInfo tab's edit mode (C §2, C §4 "Role, group and user editing"): first name, last name and e-mail
 * with Save and Discard; the active flag stays read-only. The save reads the whole user (GET /bizUsers/{id}) and
 * writes it back with the edited fields (PUT /bizUsers/{id}, C §7: the documented user update carries the whole
 * record); a failure shows the server's message and keeps what was typed. Its code loads when editing starts.
 */
export function PersonalInfoEditor({
  user,
  onSaved,
  onDiscard,
}: {
  user: MembershipUser;
  onSaved: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const current = useMemo<PersonalInfoInput>(
    () => ({ FirstName: user.FirstName ?? '', LastName: user.LastName ?? '', Email: user.Email ?? '' }),
    [user.FirstName, user.LastName, user.Email],
  );
  const form = useForm<PersonalInfoInput, unknown, PersonalInfoValues>({
    resolver: zodResolver(personalInfoSchema),
    defaultValues: current,
  });
  const draft = useFormDraft({
    formId: PERSONAL_INFO_FORM_ID,
    recordId: user.Id,
    form,
    savedValues: current,
    active: true,
  });
  const update = useUpdateBizUser();
  const [error, setError] = useState<string | null>(null);
  const save = useFormSave({
    form,
    draft,
    save: async (values) => {
      // the whole user as the server has it now, so that the save changes only what was edited
      const whole = await client.fetchQuery({ ...bizUserQueryOptions(user.Id), staleTime: 0 });
      return update.mutateAsync({ ...toBizUserPayload(whole), ...values });
    },
    success: t('common.userDialog.updateSuccess'),
    onError: (e) => {
      setError(e.message || e.statusText);
      feedback.notify.error(t('common.userDialog.updateError'));
    },
    onSaved,
  });

  /** 'The email already exist' (C §5) before saving, unless the e-mail is the user's own (case-insensitive). */
  const emailTaken = async (value: string) => {
    const e = value.trim().toLowerCase();
    if (!e || e === (user.Email ?? '').trim().toLowerCase()) return false;
    const taken = await checkBizUserEmail(e).catch(() => false); // the server decides on save
    if (taken) form.setError('Email', { type: 'exists', message: EMAIL_EXISTS }, { shouldFocus: true });
    return taken;
  };
  const submit = async () => {
    if (save.saving) return;
    setError(null);
    if (await emailTaken(form.getValues('Email') ?? '')) return;
    await save.submit();
  };

  const { errors, submitCount } = form.formState;
  const showErrors = submitCount > 0;
  const text = (name: keyof PersonalInfoInput, label: string, type = 'text') => (
    <FormField
      id={`membership-user-${name}`}
      label={label}
      error={errors[name]}
      showErrors={showErrors || errors[name]?.type === 'exists'}
      required
    >
      {(c) => <Form.Control {...c} type={type} autoComplete="off" {...form.register(name)} />}
    </FormField>
  );

  return (
    <ViewEditPanel
      title={t('membership.userDetail.personalInfo')}
      isEditing
      onEdit={() => undefined}
      onDiscard={() => {
        draft.discard();
        onDiscard();
      }}
      onSave={() => void submit()}
      isSaving={save.saving}
    >
      <Form
        noValidate
        aria-label={t('membership.userDetail.personalInfo')}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DraftNotice draft={draft} />
        {error && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        {text('FirstName', t('membership.userDetail.firstName'))}
        {text('LastName', t('membership.userDetail.lastName'))}
        {text('Email', t('membership.userDetail.email'), 'email')}
        <ActiveFlag active={!!user.IsActive} label={t('membership.userDetail.active')} />
      </Form>
    </ViewEditPanel>
  );
}
