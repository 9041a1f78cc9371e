import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { useCanChangePassword } from '@/api/account';
import { LoadingSpinner } from '@/components/feedback';
import { lazyComponent } from '@/lib/lazy-component';
import { useDetailUser } from './user-detail-page';

// the form (its schema and complexity meter) loads while the allowed check is on its way
const ChangePasswordForm = lazyComponent(
  () => import('@/components/password').then((m) => m.ChangePasswordForm),
  LoadingSpinner,
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
          <LoadingSpinner />
        ) : allowed.data ? (
          <ChangePasswordForm userId={user.Id} />
        ) : (
          <Alert variant="info" className="mb-0">
            {t('common.password.notAllowed')}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
