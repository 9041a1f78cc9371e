import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate, useParams } from 'react-router-dom';
import { useDeleteJob, useJob, useSetJobCompletion, type Job } from '@/api/jobs';
import { useCan } from '@/components/access';
import { confirmedDelete, feedback } from '@/components/feedback';
import { lazyDialog } from '@/components/modal';
import { RoutedTabs } from '@/components/tabs';
import { DetailList } from '@/components/view-edit';
import { toApiError } from '@/lib/api-error';
import { breakableEmail } from '@/lib/breakable-text';
import { formatDate, formatPhone, fullName } from '@/lib/format';
import { Permissions } from '@/lib/permissions';
import { useBackTo } from '@/lib/routing';
import { useReopenJobForm } from '../job-form/job-form-draft';
import { JobStatusBadge } from '../job-status-badge';
import { notifySaveError } from '../save-error';
import { parseRouteId } from '@/lib/list-params';

// The form (pickers, date inputs, validation) loads when Edit is pressed, not with the job.
const JobFormDialog = lazyDialog(() => import('../job-form/job-form-dialog').then((m) => m.JobFormDialog));

/** The lists a job detail is opened from, whose URL "Back to list" returns to (the go-back state, A §4). */
const BACK_LISTS = ['/jobs', '/repairOrders', '/repairOrdersReport', '/financialReport'];

/** The context the job detail's tabs read: the loaded job. */
export interface JobDetailContext {
  job: Job;
}

function JobInfo({ job }: { job: Job }) {
  const { t } = useTranslation();
  const superintendents = job.JobSite?.Superintendents ?? [];
  return (
    <DetailList
      columns={2}
      // labels of 5 twelfths: "Superintendents" and "Subcontractors" stay whole in a half-width column (a laptop
      // zoomed to 125 % broke them as "Subcontrac|tors")
      labelCols={5}
      items={[
        { label: t('jobs.fields.builder'), value: job.BuilderName },
        { label: t('jobs.fields.jobSite'), value: job.JobSiteName },
        { label: t('jobs.fields.lotNumber'), value: job.LotGroupCode },
        { label: t('jobs.fields.jobOptions'), value: job.JobOptions.map((o) => o.Name).join(', ') },
        { label: t('jobs.fields.address'), value: job.Address },
        { label: t('jobs.fields.homeOwner'), value: job.HomeOwner },
        { label: t('jobs.fields.phone'), value: formatPhone(job.PhoneNumber) },
        { label: t('jobs.fields.jobModel'), value: job.JobModelName },
        { label: t('jobs.fields.startDate'), value: formatDate(job.StartDate) },
        { label: t('jobs.fields.completedDate'), value: formatDate(job.CompletedDate) },
        { label: t('jobs.fields.subcontractors'), value: job.JobSubcontractorNames },
        { label: t('jobs.fields.fieldManager'), value: job.FieldManager },
        {
          label: t('jobs.fields.superintendents'),
          // one line each (more when narrow): a name, a phone number kept whole, an e-mail broken at its @ or dots
          value: superintendents.length
            ? superintendents.map((s, i) => (
                <div key={i}>
                  {fullName(s)}
                  {s.CellPhoneNumber && (
                    <>
                      {' · '}
                      <span className="text-nowrap">{formatPhone(s.CellPhoneNumber)}</span>
                    </>
                  )}
                  {s.Email && (
                    <>
                      {' · '}
                      {breakableEmail(s.Email)}
                    </>
                  )}
                </div>
              ))
            : '',
        },
      ]}
    />
  );
}

/**
 * jobs.detail (A §2): the header and info panel, edit, mark completed / incomplete, delete; the tabs
 * below come from the child routes. A 404 shows the spec's notice and returns to the list (A §8).
 */
export function JobDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const jobId = parseRouteId(useParams().jobId);
  const { data: job, error } = useJob(jobId);
  // the header shows only the actions the user may use: a job report user (CanAccessJobReports only) or a payment
  // user (CanManageJobPaymentDetail, from the financial report) sees the job but does not edit or delete it
  const canComplete = useCan(Permissions.CanMarkJobsAsCompleted);
  const canManage = useCan(Permissions.CanManageJobs);
  const canReport = useCan(Permissions.CanAccessJobReports);
  // "Back to list": the list the user came from (its page, sort and filters, A §4: the job list or dashboard, the
  // repair order list or report, the financial report), else a job list they may open; none: no button
  const listTo = useBackTo(canManage ? '/jobs' : canReport ? '/jobs/report' : '', BACK_LISTS) || null;
  // the not-found path and the return after delete: that list, else the start page
  const backTo = listTo ?? '/redirecting';
  const completion = useSetJobCompletion();
  const remove = useDeleteJob();
  const [editing, setEditing] = useState(false);
  // a draft of this job's form waiting after a reload or a sign-in reopens the edit dialog
  useReopenJobForm(() => setEditing(true), jobId ?? 0);

  const notFound = !jobId || (error && toApiError(error).status === 404);
  useEffect(() => {
    if (!notFound) return;
    let active = true;
    void feedback
      .alert({ title: t('jobs.detail.notFoundTitle'), text: t('jobs.detail.notFound') })
      .then(() => {
        if (active) navigate(backTo, { replace: true });
      });
    return () => {
      active = false;
    };
  }, [notFound, navigate, t, backTo]);

  if (notFound) return null;
  if (error)
    return (
      <p role="alert" className="text-danger">
        {toApiError(error).message || t('jobs.detail.loadError')}
      </p>
    );
  if (!job) return null;

  const toggleCompletion = async () => {
    const isCompleted = !job.IsCompleted;
    const yes = await feedback.confirm({
      title: t(isCompleted ? 'jobs.detail.markCompletedTitle' : 'jobs.detail.markIncompleteTitle'),
      text: t(isCompleted ? 'jobs.detail.markCompletedConfirm' : 'jobs.detail.markIncompleteConfirm'),
    });
    if (!yes) return;
    try {
      await completion.mutateAsync({ id: job.Id, isCompleted });
      feedback.notify.success(
        t(isCompleted ? 'jobs.detail.markedCompleted' : 'jobs.detail.markedIncomplete'),
      );
    } catch (e) {
      notifySaveError(e, t('jobs.form.saveError'));
    }
  };

  const deleteJob = async () => {
    const deleted = await confirmedDelete({
      confirm: { title: t('jobs.delete.title'), text: t('jobs.delete.confirm') },
      remove: () => remove.mutateAsync(job.Id),
      success: t('jobs.delete.success'),
      failure: { text: (e) => e.message || t('jobs.delete.error') },
    });
    if (deleted) navigate(backTo, { replace: true });
  };

  return (
    <section aria-labelledby="job-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="job-title" className="h3 mb-0 me-2">
          {t('jobs.detail.heading', {
            builder: job.BuilderName,
            site: job.JobSiteName,
            lot: job.LotGroupCode,
          })}
        </h1>
        <JobStatusBadge isCompleted={job.IsCompleted} />
        <div className="ms-auto d-flex gap-2">
          {listTo && (
            <Link to={listTo} className="btn btn-outline-secondary btn-sm">
              {t('jobs.detail.backToList')}
            </Link>
          )}
          {canManage && (
            <Button variant="outline-primary" size="sm" onClick={() => setEditing(true)}>
              {t('jobs.detail.edit')}
            </Button>
          )}
          {canComplete && (
            <Button
              variant={job.IsCompleted ? 'outline-warning' : 'outline-success'}
              size="sm"
              onClick={toggleCompletion}
              disabled={completion.isPending}
            >
              {t(job.IsCompleted ? 'jobs.detail.markIncomplete' : 'jobs.detail.markCompleted')}
            </Button>
          )}
          {canManage && (
            <Button variant="outline-danger" size="sm" onClick={deleteJob} disabled={remove.isPending}>
              {t('jobs.detail.delete')}
            </Button>
          )}
        </div>
      </div>
      <Card className="mb-3">
        <Card.Body>
          <JobInfo job={job} />
        </Card.Body>
      </Card>
      <RoutedTabs />
      <Outlet context={{ job } satisfies JobDetailContext} />
      {canManage && <JobFormDialog show={editing} onHide={() => setEditing(false)} job={job} />}
    </section>
  );
}
