import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useParams } from 'react-router-dom';
import { useBizUser } from '@/api/biz-users';
import { SubcontractorComplianceFlag } from '@/components/compliance';
import { feedback } from '@/components/feedback';
import { RoutedTabs } from '@/components/tabs';
import { toApiError } from '@/lib/api-error';
import { fullName } from '@/lib/format';
import { parseRouteId } from '@/lib/list-params';
import { useBackTo } from '@/lib/routing';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';

/** contractors.detail (C §2): the subcontractor's name, its compliance flag and its tabs (profile, documents). */
export function ContractorDetailPage() {
  const { t } = useTranslation();
  const id = parseRouteId(useParams().userId);
  const query = useBizUser(id);
  const user = query.data;
  const backTo = useBackTo('/manages/contractors', ['/manages/contractors']);

  const notified = useRef(0);
  useEffect(() => {
    if (query.isError && query.errorUpdatedAt !== notified.current) {
      notified.current = query.errorUpdatedAt;
      feedback.notify.error(t('people.contractor.loadError'));
    }
  }, [query.isError, query.errorUpdatedAt, t]);

  const name = user ? fullName(user) : '';
  return (
    <section aria-labelledby="contractor-title">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <h1 id="contractor-title" className="h3 mb-0">
          {name || t('people.contractor.title')}
          {user?.CompanyName && <small className="text-body-secondary ms-2 fs-6">{user.CompanyName}</small>}
        </h1>
        <Link to={backTo}>{t('people.contractor.back')}</Link>
      </div>
      {query.isPending && id ? (
        <LoadingSpinner />
      ) : !user ? (
        <Alert variant="warning">
          {t(
            query.isError && toApiError(query.error).status !== 404
              ? 'people.contractor.loadError'
              : 'people.contractor.notFound',
          )}
        </Alert>
      ) : (
        <>
          <SubcontractorComplianceFlag subcontractorId={user.Id} variant="full" className="d-block mb-3" />
          <RoutedTabs />
          <Outlet context={user} />
        </>
      )}
    </section>
  );
}
