import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useJobSite, type JobSite } from '@/api/job-sites';
import { AppModal } from '@/components/modal';
import { backState } from '@/lib/routing';
import { JobSiteInfo } from './job-site-info';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';

interface JobSiteDetailDialogProps {
  /** the job site shown; null hides the dialog */
  jobSiteId: number | null;
  onHide: () => void;
  /** Edit: the dialog closes and the edit dialog opens for the site */
  onEdit: (site: JobSite) => void;
}

/**
 * The job site detail dialog (A §2: "create, edit and detail are modal dialogs"): the site as read
 * (GET /api/jobsites/{id}), read-only, with Edit and a link to the site's page of models and options.
 */
export function JobSiteDetailDialog({ jobSiteId, onHide, onEdit }: JobSiteDetailDialogProps) {
  const { t } = useTranslation();
  const query = useJobSite(jobSiteId);
  const site = query.data;
  const location = useLocation();
  return (
    <AppModal
      show={jobSiteId !== null}
      onHide={onHide}
      title={site?.Name ?? t('builders.jobSiteDetail.title')}
      footer={
        <>
          {site && (
            // the site page's "Back to list" returns to this job sites list (A §4)
            <Link className="btn btn-link me-auto" to={`/jobSites/${site.Id}`} state={backState(location)}>
              {t('builders.jobSites.openPage')}
            </Link>
          )}
          <Button variant="outline-secondary" onClick={onHide}>
            {t('builders.jobSites.close')}
          </Button>
          <Button variant="primary" disabled={!site} onClick={() => site && onEdit(site)}>
            {t('builders.jobSites.edit')}
          </Button>
        </>
      }
    >
      {query.isPending ? (
        <LoadingSpinner />
      ) : site ? (
        <JobSiteInfo site={site} withName />
      ) : (
        <Alert variant="warning" className="mb-0">
          {t('builders.jobSiteDetail.notFound')}
        </Alert>
      )}
    </AppModal>
  );
}
