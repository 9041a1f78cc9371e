import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useOutletContext, useParams } from 'react-router-dom';
import { useRole } from '@/api/role-admin';
import type { Role } from '@/api/roles';
import { RoutedTabs } from '@/components/tabs';
import { parseRouteId } from '@/lib/list-params';
import { useBackTo } from '@/lib/routing';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';

/** The role the detail's tabs show. */
export function useDetailRole(): Role {
  return useOutletContext<Role>();
}

/** membership_role_detail (C §2): the role's name and its tabs roleInfo and permissions. */
export function RoleDetailPage() {
  const { t } = useTranslation();
  const id = parseRouteId(useParams().id);
  const query = useRole(id);
  const role = query.data;
  const backTo = useBackTo('/membership/role/list', ['/membership/role/list']);
  return (
    <section aria-labelledby="membership-role-title">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <h1 id="membership-role-title" className="h3 mb-0">
          {role?.Name ?? t('membership.roleDetail.title')}
        </h1>
        <Link to={backTo}>{t('membership.roleDetail.back')}</Link>
      </div>
      {query.isPending && id ? (
        <LoadingSpinner />
      ) : !role ? (
        <Alert variant="warning">{t('membership.roleDetail.notFound')}</Alert>
      ) : (
        <>
          <RoutedTabs />
          <Outlet context={role} />
        </>
      )}
    </section>
  );
}
