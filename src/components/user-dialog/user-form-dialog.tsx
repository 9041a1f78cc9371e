import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { checkBizUserEmail, useCreateBizUser, useUpdateBizUser, type BizUserRecord } from '@/api/biz-users';
import { feedback } from '@/components/feedback';
import { FormDialog, FormField, PhoneInput, useFormDraft, useFormSave } from '@/components/form';
import {
  createUserFormSchema,
  maskSsn,
  requiresEmail,
  requiresPassword,
  showsPassword,
  toUserPayload,
  userFormDefaults,
  type UserFormAudience,
  type UserFormInput,
  type UserFormMode,
  type UserFormOptions,
  type UserFormValues,
} from './user-schema';
import { useRoleLabel, userFormDraftId } from './user-dialog-names';

export { useRoleLabel, userFormDraftId };

const EMAIL_EXISTS_KEY = 'common.userDialog.validation.emailExists';
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface UserFormDialogProps {
  show: boolean;
  onHide: () => void;
  /** create, invite (role BizClient, needs invite, no password) or update (C §4) */
  mode: UserFormMode;
  /**
   * The roles the user may be created as (role names, `Roles` of '@/lib/permissions'). One role is used
   * without asking; several show a role dropdown (C §4 "Role group selection").
   */
  roles: readonly string[];
  /** 'client' for the clients forms (default role BC, e-mail not required, company name); default 'other' (BS) */
  audience?: UserFormAudience;
  /** the user to update (GET /bizUsers/{id}); left out for create and invite */
  user?: BizUserRecord | null;
  /** e-mail optional: the e-mail and password fields are hidden (C §5) */
  emailOptional?: boolean;
  /**
   * the custom-field configuration: SSN and Address show only when enabled (C §5); companyName shows the
   * company name for others than clients too (a subcontractor's company)
   */
  customFields?: { ssn?: boolean; address?: boolean; companyName?: boolean };
  /** the dialog's title; by mode by default ('Create User', 'Invite Client', 'Update User') */
  title?: string;
  /** prefix of the draft id (one per screen that opens the dialog), default 'user' */
  draftScope?: string;
  /** after a successful save (the saved user when the server answers it), before the dialog closes */
  onSaved?: (user: BizUserRecord | undefined) => void;
}

/**
 * The one user create/update dialog (C §4 "User create form", C §5 "User creation (dialog)", "User manager"):
 * role (a dropdown when several), first and last name (required), company name (clients), e-mail (required
 * unless the clients form or optional; checked on blur: 'The email already exist'), cell and home phone
 * (mask 999-999-9999, placeholder ###-###-####), SSN and Address when configured, comment, password and
 * repeat (equal; required on creation except when inviting or for clients; hidden when inviting or when
 * e-mail is optional). It closes only after a valid save; its draft is kept (passwords never).
 *
 * @example
 * <UserFormDialog show={open} onHide={close} mode="create" roles={EMPLOYEE_ROLES} />
 * <UserFormDialog show mode="invite" audience="client" roles={[Roles.Client]} onHide={close} />
 * <UserFormDialog show mode="update" roles={[user.Roles[0]]} user={user} customFields={{ ssn: true, address: true }} onHide={close} />
 */
export function UserFormDialog({
  show,
  onHide,
  mode,
  roles,
  audience = 'other',
  user,
  emailOptional = false,
  customFields,
  title,
  draftScope = 'user',
  onSaved,
}: UserFormDialogProps) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const idPrefix = `uf${useId().replace(/:/g, '')}`;
  const options = useMemo<UserFormOptions>(
    () => ({
      mode,
      audience,
      emailOptional,
      ssn: !!customFields?.ssn,
      address: !!customFields?.address,
    }),
    [mode, audience, emailOptional, customFields?.ssn, customFields?.address],
  );
  const schema = useMemo(() => createUserFormSchema(options), [options]);
  const savedValues = userFormDefaults(user, roles, audience, mode);
  const form = useForm<UserFormInput, unknown, UserFormValues>({
    resolver: zodResolver(schema),
    defaultValues: savedValues,
  });
  const draft = useFormDraft({
    formId: userFormDraftId(mode, audience, draftScope),
    recordId: user?.Id,
    form,
    savedValues,
    active: show,
    exclude: ['Password', 'PasswordRepeat'],
  });
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (show) setError(null);
  }, [show]);

  /* ---- the e-mail existence check (C §5): on blur, skipped when unchanged (case-insensitive) ---- */
  const originalEmail = (user?.Email ?? '').trim().toLowerCase();
  const checked = useRef(new Map<string, boolean>());
  const emailTaken = useCallback(
    async (value: string): Promise<boolean> => {
      const e = value.trim().toLowerCase();
      if (!e || e === originalEmail || !LOOKS_LIKE_EMAIL.test(e)) return false;
      const known = checked.current.get(e);
      if (known !== undefined) return known;
      try {
        const taken = await checkBizUserEmail(e);
        checked.current.set(e, taken);
        return taken;
      } catch {
        return false; // the server decides on save
      }
    },
    [originalEmail],
  );
  const checkEmail = useCallback(
    async (value: string) => {
      const taken = await emailTaken(value);
      if (taken) form.setError('Email', { type: 'exists', message: EMAIL_EXISTS_KEY });
      else if (form.getFieldState('Email').error?.type === 'exists') form.clearErrors('Email');
      return taken;
    },
    [emailTaken, form],
  );

  const create = useCreateBizUser();
  const update = useUpdateBizUser();
  const isUpdate = mode === 'update' && !!user;
  const save = useFormSave({
    form,
    draft,
    save: (values) => {
      const payload = toUserPayload(values, options, user);
      return isUpdate ? update.mutateAsync({ ...payload, Id: user.Id }) : create.mutateAsync(payload);
    },
    success: t(
      isUpdate
        ? 'common.userDialog.updateSuccess'
        : mode === 'invite'
          ? 'common.userDialog.inviteSuccess'
          : 'common.userDialog.createSuccess',
    ),
    onError: (e) => {
      setError(e.message);
      feedback.notify.error(t(isUpdate ? 'common.userDialog.updateError' : 'common.userDialog.createError'));
    },
    onSaved,
    close: onHide,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const email = form.getValues('Email') ?? '';
    if (!emailOptional && (await emailTaken(email))) {
      await form.trigger();
      form.setError('Email', { type: 'exists', message: EMAIL_EXISTS_KEY }, { shouldFocus: true });
      return;
    }
    await save.submit(event);
  };

  const { register, control, formState } = form;
  const { errors } = formState;
  const showErrors = formState.submitCount > 0;
  const id = (name: string) => `${idPrefix}-${name}`;
  const emailRegistration = register('Email', {
    onBlur: (event: { target: { value: string } }) => void checkEmail(event.target.value),
  });

  const text = (
    name: FieldPath<UserFormInput>,
    label: string,
    opts: { required?: boolean; type?: string; autoComplete?: string; help?: string; as?: 'textarea' } = {},
  ) => (
    <FormField
      id={id(name)}
      label={label}
      error={errors[name as keyof typeof errors]}
      showErrors={showErrors}
      required={opts.required}
      help={opts.help}
    >
      {(c) => (
        <Form.Control
          {...c}
          as={opts.as}
          rows={opts.as ? 2 : undefined}
          type={opts.as ? undefined : (opts.type ?? 'text')}
          autoComplete={opts.autoComplete}
          {...register(name)}
        />
      )}
    </FormField>
  );

  const phoneField = (name: 'CellPhoneNumber' | 'HomePhoneNumber', label: string) => (
    <FormField id={id(name)} label={label} error={errors[name]} showErrors={showErrors}>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <PhoneInput
            name={field.name}
            ref={field.ref}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
    </FormField>
  );

  const defaultTitle =
    mode === 'invite'
      ? t('common.userDialog.inviteTitle')
      : isUpdate
        ? t('common.userDialog.updateTitle')
        : t('common.userDialog.createTitle');
  const passwordShown = showsPassword(options);
  const emailError = errors.Email;

  return (
    <FormDialog
      show={show}
      onHide={onHide}
      size="lg"
      title={title ?? defaultTitle}
      draft={draft}
      save={save}
      onSubmit={submit}
    >
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <Row>
        {roles.length > 1 && mode !== 'invite' && (
          <Col md={6}>
            <FormField
              id={id('Role')}
              label={t('common.userDialog.role')}
              error={errors.Role}
              showErrors={showErrors}
              required
            >
              {(c) => (
                <Form.Select {...c} {...register('Role')}>
                  {roles.map((role) => (
                    <option key={role} value={role}>
                      {roleLabel(role)}
                    </option>
                  ))}
                </Form.Select>
              )}
            </FormField>
          </Col>
        )}
        {(audience === 'client' || customFields?.companyName) && (
          <Col md={6}>
            {text('CompanyName', t('common.userDialog.fields.companyName'), { autoComplete: 'organization' })}
          </Col>
        )}
      </Row>
      <Row>
        <Col md={6}>
          {text('FirstName', t('common.userDialog.fields.firstName'), {
            required: true,
            autoComplete: 'off',
          })}
        </Col>
        <Col md={6}>
          {text('LastName', t('common.userDialog.fields.lastName'), { required: true, autoComplete: 'off' })}
        </Col>
        {!emailOptional && (
          <Col md={6}>
            <FormField
              id={id('Email')}
              label={t('common.userDialog.fields.email')}
              error={emailError}
              showErrors={showErrors || emailError?.type === 'exists'}
              required={requiresEmail(options)}
            >
              {(c) => <Form.Control {...c} type="email" autoComplete="off" {...emailRegistration} />}
            </FormField>
          </Col>
        )}
        <Col md={6}>{phoneField('CellPhoneNumber', t('common.userDialog.fields.cellPhoneNumber'))}</Col>
        <Col md={6}>{phoneField('HomePhoneNumber', t('common.userDialog.fields.homePhoneNumber'))}</Col>
        {options.ssn && (
          <Col md={6}>
            <FormField
              id={id('Ssn')}
              label={t('common.userDialog.fields.ssn')}
              error={errors.Ssn}
              showErrors={showErrors}
            >
              {(c) => (
                <Controller
                  name="Ssn"
                  control={control}
                  render={({ field }) => (
                    <Form.Control
                      {...c}
                      name={field.name}
                      ref={field.ref}
                      inputMode="numeric"
                      autoComplete="off"
                      placeholder="###-##-####"
                      value={typeof field.value === 'string' ? field.value : ''}
                      onChange={(e) => field.onChange(maskSsn(e.target.value))}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              )}
            </FormField>
          </Col>
        )}
        {options.address && <Col md={12}>{text('Address', t('common.userDialog.fields.address'))}</Col>}
        <Col md={12}>{text('Comment', t('common.userDialog.fields.comment'), { as: 'textarea' })}</Col>
        {passwordShown && (
          <>
            <Col md={6}>
              {text('Password', t('common.userDialog.fields.password'), {
                type: 'password',
                autoComplete: 'new-password',
                required: requiresPassword(options),
                help: isUpdate ? t('common.userDialog.passwordKeepHint') : undefined,
              })}
            </Col>
            <Col md={6}>
              {text('PasswordRepeat', t('common.userDialog.fields.passwordRepeat'), {
                type: 'password',
                autoComplete: 'new-password',
                required: requiresPassword(options),
              })}
            </Col>
          </>
        )}
      </Row>
      {mode === 'invite' && (
        <p className="small text-body-secondary mb-0">{t('common.userDialog.inviteHint')}</p>
      )}
    </FormDialog>
  );
}
