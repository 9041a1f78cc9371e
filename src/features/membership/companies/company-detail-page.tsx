import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useCompany, useSaveCompany, type Company } from '@/api/companies';
import { DraftNotice, FormField, useFormDraft, useFormSave } from '@/components/form';
import { DetailList } from '@/components/view-edit';
import { formatPhone } from '@/lib/format';
import { LoadingSpinner } from '@/components/feedback';
import { lazyComponent } from '@/lib/lazy-component';
import { parseRouteId } from '@/lib/list-params';
import { DropboxBanner } from './dropbox-banner';
import { RemoveButton } from './remove-company-button';
import type { CompanyInfoValues } from './company-schema';

/** A new company's form: its code loads when the page is for a new company. */
const NewCompany = lazyComponent(
  () => import('./new-company-form').then((m) => m.NewCompany),
  LoadingSpinner,
);

const PENCIL = '✎';

const loadSchema = () => import('./company-schema');

/**
 * General Information's zod validation, its schema (and zod) loaded when first needed and once the page has painted
 * (useEffect below), not before the company shows: zodResolver's validation is asynchronous either way.
 */
const companyInfoResolver: Resolver<CompanyInfoValues> = async (values, context, options) =>
  zodResolver((await loadSchema()).companyInfoSchema)(values, context, options);

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
  useEffect(() => {
    loadSchema().catch(() => undefined);
  }, []);
  const form = useForm<CompanyInfoValues>({
    resolver: companyInfoResolver,
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
        <LoadingSpinner />
      ) : query.data ? (
        <ExistingCompany company={query.data} />
      ) : (
        <Alert variant="warning">{t('membership.company.notFound')}</Alert>
      )}
    </section>
  );
}
