import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Controller, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, PhoneInput } from '@/components/form';
import type { ClientCompanyFormInput, ClientCompanyFormValues } from './client-company-schema';

type CompanyForm = UseFormReturn<ClientCompanyFormInput, unknown, ClientCompanyFormValues>;

interface ClientCompanyFieldsProps {
  form: CompanyForm;
  /** prefix of the controls' ids (two forms may be on one page) */
  idPrefix: string;
  /** a new builder: its contact has no password to keep */
  isNew?: boolean;
}

/**
 * Every field of a builder and its main contact user (C §3). Errors and validity icons show only
 * after a save attempt (C §5).
 */
export function ClientCompanyFields({ form, idPrefix, isNew = false }: ClientCompanyFieldsProps) {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  const { errors } = formState;
  const showErrors = formState.submitCount > 0;
  const id = (name: string) => `${idPrefix}-${name.replace('.', '-')}`;

  const text = (
    name: FieldPath<ClientCompanyFormInput>,
    label: string,
    error: { message?: string } | undefined,
    opts: { required?: boolean; icon?: boolean; type?: string; autoComplete?: string; help?: string } = {},
  ) => (
    <FormField
      id={id(name)}
      label={label}
      error={error}
      showErrors={showErrors}
      validityIcon={opts.icon}
      required={opts.required}
      help={opts.help}
    >
      {(c) => (
        <Form.Control
          {...c}
          type={opts.type ?? 'text'}
          autoComplete={opts.autoComplete}
          {...register(name)}
        />
      )}
    </FormField>
  );

  const phoneField = (
    name: FieldPath<ClientCompanyFormInput>,
    label: string,
    error: { message?: string } | undefined,
    opts: { required?: boolean; icon?: boolean } = {},
  ) => (
    <FormField
      id={id(name)}
      label={label}
      error={error}
      showErrors={showErrors}
      validityIcon={opts.icon}
      required={opts.required}
    >
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

  const contactErrors = errors.MainContactUser;

  return (
    <>
      <Row>
        <Col md={6}>
          {text('CompanyName', t('builders.fields.companyName'), errors.CompanyName, {
            required: true,
            icon: true,
            autoComplete: 'organization',
          })}
        </Col>
        <Col md={6}>
          {text('Address', t('builders.fields.address'), errors.Address, { required: true, icon: true })}
        </Col>
        <Col md={6}>
          {phoneField('PhoneNumber', t('builders.fields.phoneNumber'), errors.PhoneNumber, {
            required: true,
            icon: true,
          })}
        </Col>
        <Col md={6}>
          {phoneField('FaxNumber', t('builders.fields.faxNumber'), errors.FaxNumber, { icon: true })}
        </Col>
        <Col md={6}>
          {text('ContactName', t('builders.fields.contactName'), errors.ContactName, { icon: true })}
        </Col>
        <Col md={6}>
          {phoneField(
            'ContactPhoneNumber',
            t('builders.fields.contactPhoneNumber'),
            errors.ContactPhoneNumber,
          )}
        </Col>
      </Row>
      <fieldset>
        <legend className="h6 mt-2">{t('builders.fields.mainContact')}</legend>
        <Row>
          <Col md={6}>
            {text('MainContactUser.FirstName', t('builders.fields.firstName'), contactErrors?.FirstName, {
              required: true,
              icon: true,
              autoComplete: 'off',
            })}
          </Col>
          <Col md={6}>
            {text('MainContactUser.LastName', t('builders.fields.lastName'), contactErrors?.LastName, {
              required: true,
              icon: true,
              autoComplete: 'off',
            })}
          </Col>
          <Col md={6}>
            {text('MainContactUser.Email', t('builders.fields.email'), contactErrors?.Email, {
              required: true,
              icon: true,
              type: 'email',
              autoComplete: 'off',
            })}
          </Col>
          <Col md={6}>
            {phoneField(
              'MainContactUser.CellPhoneNumber',
              t('builders.fields.cellPhoneNumber'),
              contactErrors?.CellPhoneNumber,
            )}
          </Col>
          <Col md={12}>
            {text('MainContactUser.Address', t('builders.fields.contactAddress'), contactErrors?.Address)}
          </Col>
          <Col md={6}>
            {text('MainContactUser.Password', t('builders.fields.password'), contactErrors?.Password, {
              type: 'password',
              autoComplete: 'new-password',
              help: t(isNew ? 'builders.fields.passwordHelpNew' : 'builders.fields.passwordHelp'),
            })}
          </Col>
          <Col md={6}>
            {text(
              'MainContactUser.RepeatPassword',
              t('builders.fields.repeatPassword'),
              contactErrors?.RepeatPassword,
              { type: 'password', autoComplete: 'new-password' },
            )}
          </Col>
        </Row>
      </fieldset>
    </>
  );
}
