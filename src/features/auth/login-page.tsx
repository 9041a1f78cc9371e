import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  authKeys,
  currentUserQueryOptions,
  permissionsQueryOptions,
  signIn,
  type LoginPayload,
} from '@/api/auth';
import { ApiError } from '@/lib/api-client';
import { config } from '@/lib/config';
import { returnState, session } from '@/lib/session';
import { ResetDemoButton } from './reset-demo-button';

// The sign-in page stays light: react-hook-form's own required rules, no schema library.
type LoginForm = LoginPayload;

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  // No double submit: a second click or Enter before the first answer is ignored, and the button is disabled.
  const submitting = useRef(false);
  const [pending, setPending] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ defaultValues: { Login: '', Password: '' } });

  const onSubmit = async (values: LoginForm) => {
    if (submitting.current) return;
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

  return (
    <main className="login-page d-flex align-items-center justify-content-center min-vh-100 bg-body-tertiary">
      <Card className="shadow-sm login-card">
        <Card.Body className="p-4">
          <div className="text-center mb-4">
            <img src="/logo.svg" alt="" width={48} height={48} />
            <p className="h5 mt-2 mb-0">{config.appName}</p>
          </div>
          <h1 className="h4 mb-3">{t('auth.login.title')}</h1>
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          <Form noValidate onSubmit={handleSubmit(onSubmit)}>
            <Form.Group className="mb-3" controlId="login-email">
              <Form.Label>{t('auth.login.email')}</Form.Label>
              <Form.Control
                type="email"
                autoComplete="username"
                autoFocus
                isInvalid={!!errors.Login}
                {...register('Login', { validate: (v) => !!v.trim() || 'auth.login.emailRequired' })}
              />
              <Form.Control.Feedback type="invalid">
                {errors.Login?.message && t(errors.Login.message)}
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="mb-4" controlId="login-password">
              <Form.Label>{t('auth.login.password')}</Form.Label>
              <Form.Control
                type="password"
                autoComplete="current-password"
                isInvalid={!!errors.Password}
                {...register('Password', { required: 'auth.login.passwordRequired' })}
              />
              <Form.Control.Feedback type="invalid">
                {errors.Password?.message && t(errors.Password.message)}
              </Form.Control.Feedback>
            </Form.Group>
            <Button type="submit" className="w-100" disabled={pending || isSubmitting}>
              {(pending || isSubmitting) && <Spinner size="sm" className="me-2" aria-hidden />}
              {t('auth.login.submit')}
            </Button>
          </Form>
          <ResetDemoButton variant="outline-secondary" className="d-block mx-auto mt-3" />
        </Card.Body>
      </Card>
    </main>
  );
}
