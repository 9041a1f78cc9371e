import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate, useParams } from 'react-router-dom';
import { useJobSite } from '@/api/job-sites';
import { feedback } from '@/components/feedback';
import { lazyDialog } from '@/components/modal';
import { RoutedTabs } from '@/components/tabs';
import { JobSiteInfo } from '../job-sites/job-site-info';
import { useDeleteJobSiteFlow } from '../job-sites/use-delete-job-site';
import { parseRouteId } from '@/lib/list-params';
import { useBackTo } from '@/lib/routing';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';

const JobSiteFormDialog = lazyDialog(() =>
  import('../job-sites/job-site-form-dialog').then((m) => m.JobSiteFormDialog),
);

/** jobsitesDetail (A §2): the job site's header and its job models / job options tabs. */
export function JobSiteDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = parseRouteId(useParams().jobSiteId);
  const query = useJobSite(id);
  const site = query.data;
  const [editing, setEditing] = useState(false);
  const deleteFlow = useDeleteJobSiteFlow();
  // the job sites list the user came from (page, sort, filters; A §4), else the builder's job sites tab
  const backTo = useBackTo(
    site ? `/manage/clientCompany/${site.BuilderId}/jobsites` : '/manage/clientCompany',
    ['/manage/clientCompany'],
  );

  const notified = useRef(0);
  useEffect(() => {
    if (query.isError && query.errorUpdatedAt !== notified.current) {
      notified.current = query.errorUpdatedAt;
      feedback.notify.error(t('builders.jobSiteDetail.loadError'));
    }
  }, [query.isError, query.errorUpdatedAt, t]);

  const remove = async () => {
    if (!site) return;
    if (await deleteFlow(site.Id)) navigate(backTo, { replace: true });
  };

  return (
    <section aria-labelledby="jobsite-title">
      {query.isPending && id ? (
        <LoadingSpinner />
      ) : !site ? (
        <>
          <h1 id="jobsite-title" className="h3 mb-3">
            {t('builders.jobSiteDetail.title')}
          </h1>
          <Alert variant="warning">{t('builders.jobSiteDetail.notFound')}</Alert>
        </>
      ) : (
        <>
          <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
            <h1 id="jobsite-title" className="h3 mb-0">
              {site.Name}
            </h1>
            <div className="d-flex gap-2 align-items-center">
              <Link to={backTo}>{t('builders.jobSiteDetail.back')}</Link>
              <Button size="sm" variant="outline-primary" onClick={() => setEditing(true)}>
                {t('builders.jobSiteDetail.edit')}
              </Button>
              <Button size="sm" variant="outline-danger" onClick={() => void remove()}>
                {t('builders.jobSites.deleteAction')}
              </Button>
            </div>
          </div>
          <Card className="mb-3">
            <Card.Body>
              <JobSiteInfo site={site} />
            </Card.Body>
          </Card>
          <RoutedTabs />
          <Outlet />
          <JobSiteFormDialog
            show={editing}
            builderId={site.BuilderId}
            jobSite={site}
            onHide={() => setEditing(false)}
          />
        </>
      )}
    </section>
  );
}
