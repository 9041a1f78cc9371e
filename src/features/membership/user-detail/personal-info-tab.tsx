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
import { DetailList, useViewEdit, ViewEditPanel } from '@/components/view-edit';
import { fullName } from '@/lib/format';
import {
  PERSONAL_INFO_FORM_ID,
  personalInfoSchema,
  type PersonalInfoInput,
  type PersonalInfoValues,
} from './personal-info-schema';
import { useDetailUser } from './user-detail-page';

const EMAIL_EXISTS = 'common.userDialog.validation.emailExists';

/**
 * The personalInfo tab (C §2, C §4 "Role, group and user editing"): full name, the active flag (read-only) and the
 * e-mail in view mode; Edit gives first name, last name and e-mail with Save and Discard. The save reads the whole
 * user (GET /bizUsers/{id}) and writes it back with the edited fields (PUT /bizUsers/{id}, C §7: the documented
 * user update carries the whole record); a failure shows the server's message and keeps what was typed.
 */
export function PersonalInfoTab() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useDetailUser();
  const current = useMemo<PersonalInfoInput>(
    () => ({ FirstName: user.FirstName ?? '', LastName: user.LastName ?? '', Email: user.Email ?? '' }),
    [user.FirstName, user.LastName, user.Email],
  );
  const ve = useViewEdit(current);
  const form = useForm<PersonalInfoInput, unknown, PersonalInfoValues>({
    resolver: zodResolver(personalInfoSchema),
    defaultValues: current,
  });
  const draft = useFormDraft({
    formId: PERSONAL_INFO_FORM_ID,
    recordId: user.Id,
    form,
    savedValues: current,
    active: ve.isEditing,
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
    onSaved: () => ve.saved(),
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
      isEditing={ve.isEditing}
      onEdit={() => {
        form.reset(current);
        setError(null);
        ve.edit();
      }}
      onDiscard={() => {
        draft.discard();
        form.reset(current);
        setError(null);
        ve.discard();
      }}
      onSave={() => void submit()}
      isSaving={save.saving}
    >
      {ve.isEditing ? (
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
      ) : (
        <DetailList
          items={[
            { label: t('membership.userDetail.fullName'), value: fullName(user) },
            { label: t('membership.userDetail.active'), value: <ActiveFlag active={!!user.IsActive} /> },
            { label: t('membership.userDetail.email'), value: user.Email },
          ]}
        />
      )}
    </ViewEditPanel>
  );
}

/** The active flag: read-only in both modes (C §2); named Active, with Yes or No beside it in view mode. */
function ActiveFlag({ active, label }: { active: boolean; label?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Check
      type="checkbox"
      id="membership-user-active"
      checked={active}
      disabled
      readOnly
      aria-label={label ? undefined : t('membership.userDetail.active')}
      label={label ?? (active ? t('membership.yes') : t('membership.no'))}
    />
  );
}
