import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useParams } from 'react-router-dom';
import { useClientCompany } from '@/api/client-companies';
import { feedback } from '@/components/feedback';
import { RoutedTabs } from '@/components/tabs';
import { parseRouteId } from '@/lib/list-params';
import { useBackTo } from '@/lib/routing';
import { ClientCompanyInfoPanel } from './client-company-info-panel';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';

/** clientCompany.detail (C §2, C §4): the builder's info panel (view/edit) and its tabs. */
export function ClientCompanyDetailPage() {
  const { t } = useTranslation();
  const id = parseRouteId(useParams().clientCompanyId);
  const query = useClientCompany(id);
  const company = query.data;
  // the builders list the user came from (page, sort, filters; A §4), else its default
  const backTo = useBackTo('/manage/clientCompany', ['/manage/clientCompany']);

  // C §8: a load error shows 'error loading client company'
  const notified = useRef(0);
  useEffect(() => {
    if (query.isError && query.errorUpdatedAt !== notified.current) {
      notified.current = query.errorUpdatedAt;
      feedback.notify.error(t('builders.detail.loadError'));
    }
  }, [query.isError, query.errorUpdatedAt, t]);

  return (
    <section aria-labelledby="builder-title">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <h1 id="builder-title" className="h3 mb-0">
          {company?.CompanyName ?? t('builders.detail.title')}
        </h1>
        <Link to={backTo}>{t('builders.detail.back')}</Link>
      </div>
      {query.isPending && id ? (
        <LoadingSpinner />
      ) : !company ? (
        <Alert variant="warning">
          {t(query.isError ? 'builders.detail.loadError' : 'builders.detail.notFound')}
        </Alert>
      ) : (
        <>
          <ClientCompanyInfoPanel company={company} />
          <RoutedTabs />
          <Outlet context={company} />
        </>
      )}
    </section>
  );
}
