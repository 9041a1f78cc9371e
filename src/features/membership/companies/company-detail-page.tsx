import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { usePasswordRequirements } from '@/api/account';
import { useCompany, useSaveCompany, type Company } from '@/api/companies';
import { feedback } from '@/components/feedback';
import { DraftNotice, FormField, PhoneInput, useFormDraft, useFormSave } from '@/components/form';
import { DetailList } from '@/components/view-edit';
import { formatPhone } from '@/lib/format';
import { parseRouteId } from '@/lib/list-params';
import { PasswordComplexity } from '../password/password-complexity';
import { DropboxBanner } from './dropbox-banner';
import {
  companyInfoSchema,
  NEW_COMPANY,
  newCompanySchema,
  toNewCompanyPayload,
  type CompanyInfoValues,
  type NewCompanyInput,
  type NewCompanyValues,
} from './company-schema';

/** Where a company save returns (A §2). */
const AFTER_SAVE = '/admin/company-management';
const PENCIL = '✎';

/** The always-disabled Remove button (C §2), which carries its confirmation text. */
function RemoveButton() {
  const { t } = useTranslation();
  return (
    <Button variant="outline-danger" disabled title={t('membership.company.removeConfirm')}>
      {t('membership.company.remove')}
    </Button>
  );
}

/** General Information of an existing company: view, and edit via pencil, OK and cancel (C §4). */
function CompanyInfoCard({ company }: { company: Company }) {
  const { t } = useTranslation();
  const current = useMemo<CompanyInfoValues>(
    () => ({
      CompanyName: company.CompanyName ?? '',
      Code: company.Code ?? '',
      LogoUrl: company.LogoUrl ?? '',
      Domain: company.Domain ?? '',
    }),
    [company],
  );
  const [editing, setEditing] = useState(false);
  const form = useForm<CompanyInfoValues>({
    resolver: zodResolver(companyInfoSchema),
    defaultValues: current,
  });
  const draft = useFormDraft({
    formId: 'membershipCompany',
    recordId: company.Id,
    form,
    savedValues: current,
    active: editing,
  });
  const saveCompany = useSaveCompany();
  const save = useFormSave({
    form,
    draft,
    save: (values) =>
      saveCompany.mutateAsync({
        ...values,
        Id: company.Id,
        Owner: {
          FirstName: company.Owner?.FirstName ?? '',
          LastName: company.Owner?.LastName ?? '',
          Email: company.Owner?.Email ?? '',
          Phone: company.Owner?.Phone ?? '',
        },
      }),
    success: t('membership.company.saved'),
    onSaved: () => setEditing(false),
  });
  const name = form.watch('CompanyName');
  const { errors, submitCount } = form.formState;
  const fields: Array<[keyof CompanyInfoValues, string]> = [
    ['CompanyName', t('membership.company.name')],
    ['Code', t('membership.company.code')],
    ['LogoUrl', t('membership.company.logoUrl')],
    ['Domain', t('membership.company.domain')],
  ];
  return (
    <Card className="mb-3">
      <Card.Header className="d-flex align-items-center justify-content-between">
        <h2 className="h6 mb-0">{t('membership.company.general')}</h2>
        {editing ? (
          <div className="d-flex gap-1">
            <Button
              size="sm"
              variant="success"
              type="submit"
              form="company-info-form"
              disabled={!name?.trim() || save.saving}
              aria-label={t('membership.company.ok')}
              title={t('membership.company.ok')}
            >
              ✓
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => {
                draft.discard();
                setEditing(false);
              }}
              aria-label={t('membership.company.cancel')}
              title={t('membership.company.cancel')}
            >
              ✕
            </Button>
          </div>
        ) : (
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => {
              form.reset(current);
              setEditing(true);
            }}
            aria-label={t('membership.company.edit')}
            title={t('membership.company.edit')}
          >
            {PENCIL}
          </Button>
        )}
      </Card.Header>
      <Card.Body>
        {editing ? (
          <Form
            id="company-info-form"
            noValidate
            onSubmit={(e) => void save.submit(e)}
            aria-label={t('membership.company.general')}
          >
            <DraftNotice draft={draft} />
            {fields.map(([field, label]) => (
              <FormField
                key={field}
                label={label}
                error={errors[field]}
                showErrors={submitCount > 0}
                required={field === 'CompanyName'}
              >
                {(c) => <Form.Control {...c} {...form.register(field)} />}
              </FormField>
            ))}
          </Form>
        ) : (
          <DetailList items={fields.map(([field, label]) => ({ label, value: company[field] ?? '' }))} />
        )}
      </Card.Body>
    </Card>
  );
}

function ExistingCompany({ company }: { company: Company }) {
  const { t } = useTranslation();
  const owner = company.Owner;
  return (
    <>
      <DropboxBanner company={company} />
      <CompanyInfoCard company={company} />
      <Card className="mb-3">
        <Card.Header>
          <h2 className="h6 mb-0">{t('membership.company.owner')}</h2>
        </Card.Header>
        <Card.Body>
          <DetailList
            items={[
              { label: t('membership.company.firstName'), value: owner?.FirstName ?? '' },
              { label: t('membership.company.lastName'), value: owner?.LastName ?? '' },
              { label: t('membership.company.phone'), value: formatPhone(owner?.Phone) },
              { label: t('membership.company.email'), value: owner?.Email ?? '' },
            ]}
          />
        </Card.Body>
      </Card>
      <RemoveButton />
    </>
  );
}

/** A new company (C §2, C §5): General Information, the owner with password and repeat, Comment, Create. */
function NewCompany() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requirements = usePasswordRequirements();
  const minimum = requirements.data?.MinimumComplexity;
  const schema = useMemo(() => newCompanySchema(minimum), [minimum]);
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
                    <PasswordComplexity password={form.watch('Password') ?? ''} minimum={minimum} />
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

/** membership_company detail (C §2): id 'create' is a new company. */
export function CompanyDetailPage() {
  const { t } = useTranslation();
  const raw = useParams().id;
  const isNew = raw === 'create';
  const id = isNew ? null : parseRouteId(raw);
  const query = useCompany(id);
  return (
    <section aria-labelledby="membership-company-title">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <h1 id="membership-company-title" className="h3 mb-0">
          {isNew
            ? t('membership.company.newTitle')
            : (query.data?.CompanyName ?? t('membership.company.title'))}
        </h1>
        <Link to="/membership/company/list">{t('membership.company.back')}</Link>
      </div>
      {isNew ? (
        <NewCompany />
      ) : query.isPending && id ? (
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">{t('membership.loading')}</span>
        </Spinner>
      ) : query.data ? (
        <ExistingCompany company={query.data} />
      ) : (
        <Alert variant="warning">{t('membership.company.notFound')}</Alert>
      )}
    </section>
  );
}
