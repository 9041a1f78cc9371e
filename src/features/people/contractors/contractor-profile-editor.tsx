import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { checkBizUserEmail, useUpdateBizUser, type BizUserRecord } from '@/api/biz-users';
import { feedback } from '@/components/feedback';
import { DraftNotice, FormField, PhoneInput, useFormDraft } from '@/components/form';
import {
  createUserFormSchema,
  maskSsn,
  toUserPayload,
  userFormDefaults,
  type UserFormInput,
  type UserFormOptions,
  type UserFormValues,
} from '@/components/user-dialog';
import { ViewEditPanel } from '@/components/view-edit';
import { toApiError } from '@/lib/api-error';
import { CONTRACTOR_ROLES } from '../people-config';

const OPTIONS: UserFormOptions = {
  mode: 'update',
  audience: 'other',
  emailOptional: false,
  ssn: true,
  address: true,
};
const schema = createUserFormSchema(OPTIONS);
import { PROFILE_FORM_ID } from './contractor-profile-tab';
const EMAIL_EXISTS = 'common.userDialog.validation.emailExists';

/**
 * The profile tab's edit mode (C §2, C §3 "Subcontractor user"): the names, company, e-mail (checked on blur), cell
 * phone (mask 999-999-9999), SSN and address, with Save and Discard. Its form code loads when editing starts.
 */
export function ContractorProfileEditor({ user, onDone }: { user: BizUserRecord; onDone: () => void }) {
  const { t } = useTranslation();
  const current = useMemo(() => userFormDefaults(user, CONTRACTOR_ROLES, 'other', 'update'), [user]);
  const form = useForm<UserFormInput, unknown, UserFormValues>({
    resolver: zodResolver(schema),
    defaultValues: current,
  });
  const draft = useFormDraft({
    formId: PROFILE_FORM_ID,
    recordId: user.Id,
    form,
    savedValues: current,
    active: true,
  });
  const update = useUpdateBizUser();
  const { register, control, formState } = form;
  const { errors } = formState;

  const checkEmail = async (value: string) => {
    const email = value.trim().toLowerCase();
    if (!email || email === (user.Email ?? '').trim().toLowerCase()) return false;
    const taken = await checkBizUserEmail(email).catch(() => false);
    if (taken) form.setError('Email', { type: 'exists', message: EMAIL_EXISTS });
    else if (form.getFieldState('Email').error?.type === 'exists') form.clearErrors('Email');
    return taken;
  };

  const discard = () => {
    draft.discard();
    onDone();
  };
  const save = async () => {
    if (await checkEmail(form.getValues('Email') ?? '')) return;
    await form.handleSubmit(async (values) => {
      try {
        await update.mutateAsync({ ...toUserPayload(values, OPTIONS, user), Id: user.Id });
        draft.clear();
        feedback.notify.success(t('people.contractor.saved'));
        onDone();
      } catch (e) {
        const message = toApiError(e).message;
        feedback.notify.error(
          message ? `${t('people.contractor.saveError')}: ${message}` : t('people.contractor.saveError'),
        );
      }
    })();
  };

  const field = (
    name: 'FirstName' | 'LastName' | 'CompanyName' | 'Address',
    label: string,
    required = false,
  ) => (
    <FormField id={`contractor-${name}`} label={label} error={errors[name]} required={required}>
      {(c) => <Form.Control {...c} autoComplete="off" {...register(name)} />}
    </FormField>
  );

  return (
    <ViewEditPanel
      title={t('people.contractor.profile')}
      isEditing
      onEdit={() => undefined}
      onDiscard={discard}
      onSave={() => void save()}
      isSaving={update.isPending}
    >
      <form
        noValidate
        aria-label={t('people.contractor.profile')}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <DraftNotice draft={draft} />
        <Row>
          <Col md={6}>{field('FirstName', t('people.fields.firstName'), true)}</Col>
          <Col md={6}>{field('LastName', t('people.fields.lastName'), true)}</Col>
          <Col md={6}>{field('CompanyName', t('people.fields.companyName'))}</Col>
          <Col md={6}>
            <FormField id="contractor-Email" label={t('people.fields.email')} error={errors.Email} required>
              {(c) => (
                <Form.Control
                  {...c}
                  type="email"
                  autoComplete="off"
                  {...register('Email', {
                    onBlur: (e: { target: { value: string } }) => void checkEmail(e.target.value),
                  })}
                />
              )}
            </FormField>
          </Col>
          <Col md={6}>
            <FormField
              id="contractor-CellPhoneNumber"
              label={t('people.fields.cellPhoneNumber')}
              error={errors.CellPhoneNumber}
            >
              <Controller
                name="CellPhoneNumber"
                control={control}
                render={({ field: f }) => (
                  <PhoneInput
                    name={f.name}
                    ref={f.ref}
                    value={typeof f.value === 'string' ? f.value : ''}
                    onChange={f.onChange}
                    onBlur={f.onBlur}
                  />
                )}
              />
            </FormField>
          </Col>
          <Col md={6}>
            <FormField id="contractor-Ssn" label={t('people.fields.ssn')} error={errors.Ssn}>
              {(c) => (
                <Controller
                  name="Ssn"
                  control={control}
                  render={({ field: f }) => (
                    <Form.Control
                      {...c}
                      name={f.name}
                      ref={f.ref}
                      inputMode="numeric"
                      autoComplete="off"
                      placeholder="###-##-####"
                      value={typeof f.value === 'string' ? f.value : ''}
                      onChange={(e) => f.onChange(maskSsn(e.target.value))}
                      onBlur={f.onBlur}
                    />
                  )}
                />
              )}
            </FormField>
          </Col>
          <Col md={12}>{field('Address', t('people.fields.address'))}</Col>
        </Row>
      </form>
    </ViewEditPanel>
  );
}
