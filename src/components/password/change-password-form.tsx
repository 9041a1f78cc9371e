import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useChangePassword, usePasswordRequirements } from '@/api/account';
import { feedback } from '@/components/feedback';
import { FormField } from '@/components/form';
import { toApiError } from '@/lib/api-error';
import { changePasswordSchema, type ChangePasswordValues } from './change-password-schema';
import { PasswordComplexity, PasswordRuleHint } from './password-complexity';

const EMPTY: ChangePasswordValues = { NewPassword: '', NewPasswordRepeat: '' };

/** The messages of a refused change: the answer's errorMessages when it lists them, else its message. */
export function refusalMessages(e: unknown, fallback: string): string[] {
  const error = toApiError(e);
  const listed = (error.data as { errorMessages?: unknown } | null)?.errorMessages;
  const texts = Array.isArray(listed) ? listed.filter((m): m is string => typeof m === 'string' && !!m) : [];
  return texts.length ? texts : [error.message || fallback];
}

export interface ChangePasswordFormProps {
  /** whose password: the user detail's user, or the signed-in user's own id (the account menu) */
  userId: number;
  /** the id of a title outside the form that names it (a dialog's); without it the form shows its own */
  labelledBy?: string;
  /** after the server has confirmed the change (the success message is already shown) */
  onChanged?: () => void;
  /** more buttons beside Change Password (a dialog's Cancel) */
  extraActions?: ReactNode;
}

/**
 * The one Change Password form (C §2, C §5), used by the user detail's security tab and the account menu: the
 * server's requirements as far as they are readable (its hint, a minimum length, a required complexity with its
 * indicator; none of them when the answer names none), the messages of C §5, submitted only when valid as far as
 * the client can tell, once at a time; the server's messages when it refuses (a 200 with success false, or a 400),
 * with what was typed kept. Passwords are never kept as a draft.
 */
export function ChangePasswordForm({ userId, labelledBy, onChanged, extraActions }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const requirements = usePasswordRequirements();
  const rules = requirements.data;
  const schema = useMemo(
    () =>
      changePasswordSchema(rules, {
        short: (n) => t('common.password.tooShort', { n }),
        weak: (n) => t('common.password.weak', { n }),
      }),
    [rules, t],
  );
  const form = useForm<ChangePasswordValues>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const change = useChangePassword();
  const [errors, setErrors] = useState<string[]>([]);
  const { register, formState, watch } = form;
  const password = watch('NewPassword');
  const titleId = labelledBy ?? 'change-password-title';

  const submit = form.handleSubmit(async (values) => {
    if (change.isPending) return;
    setErrors([]);
    try {
      const answer = await change.mutateAsync({ UserId: userId, ...values });
      if (answer.success) {
        feedback.notify.success(t('common.password.success'));
        form.reset(EMPTY);
        onChanged?.();
      } else {
        setErrors(answer.errorMessages?.length ? answer.errorMessages : [t('common.password.failed')]);
      }
    } catch (e) {
      setErrors(refusalMessages(e, t('common.password.failed')));
    }
  });

  return (
    <Form noValidate onSubmit={(e) => void submit(e)} aria-labelledby={titleId} style={{ maxWidth: 480 }}>
      {!labelledBy && (
        <h2 id={titleId} className="h6">
          {t('common.password.title')}
        </h2>
      )}
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
        label={t('common.password.new')}
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
        label={t('common.password.repeat')}
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
      <div className="d-flex gap-2">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending && (
            <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" />
          )}
          {t('common.password.submit')}
        </Button>
        {extraActions}
      </div>
    </Form>
  );
}
