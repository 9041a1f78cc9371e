import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useJob } from '@/api/jobs';
import { AppModal } from '@/components/modal';
import { toApiError } from '@/lib/api-error';
import { JobFormDialog } from './job-form-dialog';

interface JobEditDialogProps {
  show: boolean;
  onHide: () => void;
  /** the job to edit: read with GET /api/jobs/{id} before the form opens */
  jobId: number;
}

/**
 * The edit of a job picked from a list (A §2). A table row is not the job: the job is read first with
 * `GET /api/jobs/{id}`, as its detail page does, so that the save (the whole job, A §4) sends back its lots,
 * options and subcontractors as the server keeps them. A loading line while it is read; if the read fails,
 * the spec's notice for a job that is gone (A §8), else the server's message.
 */
export function JobEditDialog({ show, onHide, jobId }: JobEditDialogProps) {
  const { t } = useTranslation();
  const { data: job, error } = useJob(jobId);
  if (job) return <JobFormDialog show={show} onHide={onHide} job={job} />;
  const failure = error ? toApiError(error) : null;
  return (
    <AppModal
      show={show}
      onHide={onHide}
      size="xl"
      staticBackdrop
      title={failure?.status === 404 ? t('jobs.detail.notFoundTitle') : t('jobs.form.editTitle')}
      footer={
        <Button variant="outline-secondary" onClick={onHide}>
          {t('common.feedback.close')}
        </Button>
      }
    >
      {failure ? (
        <p role="alert" className="text-danger mb-0">
          {failure.status === 404 ? t('jobs.detail.notFound') : failure.message || t('jobs.detail.loadError')}
        </p>
      ) : (
        <p role="status" className="mb-0">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('jobs.form.loading')}
        </p>
      )}
    </AppModal>
  );
}
