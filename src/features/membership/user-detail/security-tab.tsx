import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanChangePassword } from '@/api/account';
import { useDetailUser } from './user-detail-page';

// the form (its schema and complexity meter) loads while the allowed check is on its way
const ChangePasswordForm = lazy(() =>
  import('@/components/password').then((m) => ({ default: m.ChangePasswordForm })),
);

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
          <Suspense
            fallback={
              <Spinner animation="border" size="sm" role="status">
                <span className="visually-hidden">{t('membership.loading')}</span>
              </Spinner>
            }
          >
            <ChangePasswordForm userId={user.Id} />
          </Suspense>
        ) : (
          <Alert variant="info" className="mb-0">
            {t('common.password.notAllowed')}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
