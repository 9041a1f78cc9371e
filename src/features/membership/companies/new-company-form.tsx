import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePasswordRequirements } from '@/api/account';
import { useSaveCompany } from '@/api/companies';
import { feedback } from '@/components/feedback';
import { DraftNotice, FormField, PhoneInput, useFormDraft, useFormSave } from '@/components/form';
import { PasswordComplexity, PasswordRuleHint } from '@/components/password';
import {
  NEW_COMPANY,
  newCompanySchema,
  toNewCompanyPayload,
  type NewCompanyInput,
  type NewCompanyValues,
} from './company-schema';

/** Where a company save returns (A §2). */
import { RemoveButton } from './remove-company-button';

const AFTER_SAVE = '/admin/company-management';

/** A new company (C §2, C §5): General Information, the owner with password and repeat, Comment, Create. */
export function NewCompany() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requirements = usePasswordRequirements();
  const rules = requirements.data;
  const schema = useMemo(
    () => newCompanySchema(rules, (n) => t('common.password.tooShort', { n })),
    [rules, t],
  );
  const form = useForm<NewCompanyInput, unknown, NewCompanyValues>({
    resolver: zodResolver(schema),
    defaultValues: NEW_COMPANY,
  });
  const draft = useFormDraft({
    formId: 'membershipCompany',
    form,
    savedValues: NEW_COMPANY,
    exclude: ['Password', 'PasswordRepeat'],
  });
  const saveCompany = useSaveCompany();
  const [error, setError] = useState<string | null>(null);
  const save = useFormSave({
    form,
    draft,
    save: (values) => saveCompany.mutateAsync(toNewCompanyPayload(values)),
    success: t('membership.company.saved'),
    onError: (e) => {
      setError(e.message || e.statusText);
      feedback.notify.error(t('membership.company.saveError'));
    },
    onSaved: () => void navigate(AFTER_SAVE),
  });
  const { errors, submitCount } = form.formState;
  const shown = submitCount > 0;
  const text = (
    field: keyof NewCompanyInput,
    label: string,
    props: { required?: boolean; validityIcon?: boolean; type?: string } = {},
  ) => (
    <FormField
      label={label}
      error={errors[field]}
      showErrors={shown}
      required={props.required}
      validityIcon={props.validityIcon}
    >
      {(c) => <Form.Control {...c} type={props.type ?? 'text'} {...form.register(field)} />}
    </FormField>
  );
  return (
    <Form noValidate onSubmit={(e) => void save.submit(e)} aria-label={t('membership.company.newTitle')}>
      <DraftNotice draft={draft} />
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <Card className="mb-3">
        <Card.Header>
          <h2 className="h6 mb-0">{t('membership.company.general')}</h2>
        </Card.Header>
        <Card.Body>
          <Row>
            <Col md={6}>{text('CompanyName', t('membership.company.name'), { required: true })}</Col>
            <Col md={6}>{text('Code', t('membership.company.code'))}</Col>
            <Col md={6}>{text('LogoUrl', t('membership.company.logoUrl'))}</Col>
            <Col md={6}>{text('Domain', t('membership.company.domain'))}</Col>
          </Row>
        </Card.Body>
      </Card>
      <Card className="mb-3">
        <Card.Header>
          <h2 className="h6 mb-0">{t('membership.company.owner')}</h2>
        </Card.Header>
        <Card.Body>
          <Row>
            <Col md={6}>
              {text('FirstName', t('membership.company.firstName'), { required: true, validityIcon: true })}
            </Col>
            <Col md={6}>{text('LastName', t('membership.company.lastName'), { required: true })}</Col>
            <Col md={6}>
              <FormField
                label={t('membership.company.phone')}
                error={errors.Phone}
                showErrors={shown}
                validityIcon
              >
                <Controller
                  name="Phone"
                  control={form.control}
                  render={({ field }) => (
                    <PhoneInput
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      ref={field.ref}
                    />
                  )}
                />
              </FormField>
            </Col>
            <Col md={6}>
              {text('Email', t('membership.company.email'), {
                required: true,
                validityIcon: true,
                type: 'email',
              })}
            </Col>
            <Col md={6}>
              <FormField
                label={t('membership.company.password')}
                error={errors.Password}
                showErrors={shown}
                required
              >
                {(c) => (
                  <>
                    <Form.Control
                      {...c}
                      type="password"
                      autoComplete="new-password"
                      {...form.register('Password')}
                    />
                    <PasswordComplexity password={form.watch('Password') ?? ''} rules={rules} />
                    <PasswordRuleHint rules={rules} />
                  </>
                )}
              </FormField>
            </Col>
            <Col md={6}>
              {text('PasswordRepeat', t('membership.company.passwordRepeat'), { type: 'password' })}
            </Col>
            <Col md={12}>
              <FormField label={t('membership.company.comment')} error={errors.Comment}>
                {(c) => <Form.Control {...c} as="textarea" rows={3} {...form.register('Comment')} />}
              </FormField>
            </Col>
          </Row>
        </Card.Body>
      </Card>
      <div className="d-flex gap-2">
        <Button type="submit" disabled={save.saving}>
          {t('membership.company.create')}
        </Button>
        <RemoveButton />
      </div>
    </Form>
  );
}
