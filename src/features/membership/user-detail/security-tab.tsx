import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCanChangePassword, useChangePassword, usePasswordRequirements } from '@/api/account';
import { feedback } from '@/components/feedback';
import { FormField } from '@/components/form';
import { toApiError } from '@/lib/api-error';
import { PasswordComplexity, PasswordRuleHint } from '../password/password-complexity';
import { changePasswordSchema, type ChangePasswordValues } from '../password/change-password-schema';
import { useDetailUser } from './user-detail-page';

const EMPTY: ChangePasswordValues = { NewPassword: '', NewPasswordRepeat: '' };

/** The messages of a refused change: the answer's errorMessages when it lists them, else its message. */
function refusalMessages(e: unknown, fallback: string): string[] {
  const error = toApiError(e);
  const listed = (error.data as { errorMessages?: unknown } | null)?.errorMessages;
  const texts = Array.isArray(listed) ? listed.filter((m): m is string => typeof m === 'string' && !!m) : [];
  return texts.length ? texts : [error.message || fallback];
}

/**
 * The Change Password form (C §2, C §5): the server's requirements as far as they are readable (its hint, a
 * minimum length, a required complexity with its indicator; none of them when the answer names none), the
 * messages of C §5, submitted only when valid as far as the client can tell; the server's messages when it refuses
 * (a 200 with success false, or a 400). Passwords are never kept as a draft.
 */
function ChangePasswordForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const requirements = usePasswordRequirements();
  const rules = requirements.data;
  const schema = useMemo(
    () =>
      changePasswordSchema(rules, {
        short: (n) => t('membership.password.tooShort', { n }),
        weak: (n) => t('membership.password.weak', { n }),
      }),
    [rules, t],
  );
  const form = useForm<ChangePasswordValues>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const change = useChangePassword();
  const [errors, setErrors] = useState<string[]>([]);
  const { register, formState, watch } = form;
  const password = watch('NewPassword');

  const submit = form.handleSubmit(async (values) => {
    if (change.isPending) return;
    setErrors([]);
    try {
      const answer = await change.mutateAsync({ UserId: userId, ...values });
      if (answer.success) {
        feedback.notify.success(t('membership.password.success'));
        form.reset(EMPTY);
      } else {
        setErrors(answer.errorMessages?.length ? answer.errorMessages : [t('membership.password.failed')]);
      }
    } catch (e) {
      setErrors(refusalMessages(e, t('membership.password.failed')));
    }
  });

  return (
    <Form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby="change-password-title"
      style={{ maxWidth: 480 }}
    >
      <h2 id="change-password-title" className="h6">
        {t('membership.password.title')}
      </h2>
      <PasswordRuleHint rules={rules} id="password-requirements" />
      {errors.length > 0 && (
        <Alert variant="danger" role="alert">
          <ul className="mb-0">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </Alert>
      )}
      <FormField
        label={t('membership.password.new')}
        error={formState.errors.NewPassword}
        showErrors={formState.submitCount > 0}
      >
        {(c) => (
          <>
            <Form.Control {...c} type="password" autoComplete="new-password" {...register('NewPassword')} />
            <PasswordComplexity password={password} rules={rules} />
          </>
        )}
      </FormField>
      <FormField
        label={t('membership.password.repeat')}
        error={formState.errors.NewPasswordRepeat}
        showErrors={formState.submitCount > 0}
      >
        {(c) => (
          <Form.Control
            {...c}
            type="password"
            autoComplete="new-password"
            {...register('NewPasswordRepeat')}
          />
        )}
      </FormField>
      <Button type="submit" disabled={change.isPending}>
        {change.isPending && (
          <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" />
        )}
        {t('membership.password.submit')}
      </Button>
    </Form>
  );
}

/** The security tab (C §2): the Change Password form, only when the user's password may be changed. */
export function SecurityTab() {
  const { t } = useTranslation();
  const user = useDetailUser();
  const allowed = useCanChangePassword(user.Id);
  return (
    <Card>
      <Card.Body>
        {allowed.isPending ? (
          <Spinner animation="border" size="sm" role="status">
            <span className="visually-hidden">{t('membership.loading')}</span>
          </Spinner>
        ) : allowed.data ? (
          <ChangePasswordForm userId={user.Id} />
        ) : (
          <Alert variant="info" className="mb-0">
            {t('membership.password.notAllowed')}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
