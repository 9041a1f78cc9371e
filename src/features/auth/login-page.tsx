import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  authKeys,
  currentUserQueryOptions,
  permissionsQueryOptions,
  signIn,
  type LoginPayload,
} from '@/api/auth';
import { Logo } from '@/components/brand';
import { LanguageSelect } from '@/components/language';
import { ApiError } from '@/lib/api-error';
import { config } from '@/lib/config';
import { returnState, session } from '@/lib/session';
import { ResetDemoButton } from './reset-demo-button';

/*
 * The sign-in page is the first thing every user loads, so it stays light: Bootstrap's own markup (no component
 * library), and two required fields checked on submit (no form or schema library).
 */
type LoginErrors = Partial<Record<keyof LoginPayload, string>>;

function validate(values: LoginPayload): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.Login.trim()) errors.Login = 'auth.login.emailRequired';
  if (!values.Password) errors.Password = 'auth.login.passwordRequired';
  return errors;
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  // No double submit: a second click or Enter before the first answer is ignored, and the button is disabled.
  const submitting = useRef(false);
  const [pending, setPending] = useState(false);
  const [values, setValues] = useState<LoginPayload>({ Login: '', Password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const change = (field: keyof LoginPayload) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // once a field was refused, its message follows what is typed
    if (errors[field]) setErrors(validate(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    submitting.current = true;
    setPending(true);
    setError(null);
    try {
      const token = await signIn(values);
      session.setToken(token);
      queryClient.removeQueries({ queryKey: authKeys.all });
      // After sign-in: the permission list and the current user, in parallel.
      await Promise.all([
        queryClient.fetchQuery(permissionsQueryOptions()),
        queryClient.fetchQuery(currentUserQueryOptions()).catch(() => null),
      ]);
      navigate(returnState.take() ?? '/', { replace: true });
    } catch (e) {
      const status = e instanceof ApiError ? e.status : 0;
      setError(status >= 400 && status < 500 ? t('auth.login.invalid') : t('auth.login.connectionError'));
    } finally {
      submitting.current = false;
      setPending(false);
    }
  };

  const field = (name: keyof LoginPayload, id: string, label: string, input: Record<string, unknown>) => (
    <div className={name === 'Login' ? 'mb-3' : 'mb-4'}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={`form-control${errors[name] ? ' is-invalid' : ''}`}
        value={values[name]}
        onChange={change(name)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-error` : undefined}
        {...input}
      />
      {errors[name] && (
        <div id={`${id}-error`} className="invalid-feedback">
          {t(errors[name])}
        </div>
      )}
    </div>
  );

  return (
    <main className="login-page d-flex align-items-center justify-content-center min-vh-100 bg-body-tertiary">
      <div className="card shadow-sm login-card">
        <div className="card-body p-4">
          <div className="text-center mb-4">
            <Logo size={48} />
            <p className="h5 mt-2 mb-0">{config.appName}</p>
          </div>
          <h1 className="h4 mb-3">{t('auth.login.title')}</h1>
          {error && (
            <div className="alert alert-danger" role="alert">
              {error}
            </div>
          )}
          <form noValidate onSubmit={(e) => void onSubmit(e)}>
            {field('Login', 'login-email', t('auth.login.email'), {
              type: 'email',
              autoComplete: 'username',
              autoFocus: true,
            })}
            {field('Password', 'login-password', t('auth.login.password'), {
              type: 'password',
              autoComplete: 'current-password',
            })}
            <button type="submit" className="btn btn-primary w-100" disabled={pending}>
              {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {t('auth.login.submit')}
            </button>
          </form>
          <LanguageSelect className="justify-content-center mt-3" />
          <ResetDemoButton variant="outline-secondary" className="d-block mx-auto mt-3" />
        </div>
      </div>
    </main>
  );
}
