import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useOutletContext, useParams } from 'react-router-dom';
import { useMembershipUser, type MembershipUser } from '@/api/membership-users';
import { RoutedTabs } from '@/components/tabs';
import { fullName } from '@/lib/format';
import { parseRouteId } from '@/lib/list-params';
import { useBackTo } from '@/lib/routing';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';

/** The user the detail's tabs show. */
export function useDetailUser(): MembershipUser {
  return useOutletContext<MembershipUser>();
}

/** membership_user_detail (C §2): the user's name and the tabs personalInfo, permissions and security. */
export function UserDetailPage() {
  const { t } = useTranslation();
  const id = parseRouteId(useParams().id);
  const query = useMembershipUser(id);
  const user = query.data;
  const backTo = useBackTo('/membership/user/list', ['/membership/user/list']);
  return (
    <section aria-labelledby="membership-user-title">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <h1 id="membership-user-title" className="h3 mb-0">
          {user ? fullName(user) : t('membership.userDetail.title')}
        </h1>
        <Link to={backTo}>{t('membership.userDetail.back')}</Link>
      </div>
      {query.isPending && id ? (
        <LoadingSpinner />
      ) : !user ? (
        <Alert variant="warning">{t('membership.userDetail.notFound')}</Alert>
      ) : (
        <>
          <RoutedTabs />
          <Outlet context={user} />
        </>
      )}
    </section>
  );
}
