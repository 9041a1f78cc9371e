import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useBulkUpdateJobDates, type Job, type JobDatesPayload } from '@/api/jobs';
import { feedback } from '@/components/feedback';
import { DateInput, FormField } from '@/components/form';
import { AppModal } from '@/components/modal';
import { toRequestDate } from '@/lib/format';
import { notifySaveError } from '../save-error';

/** The dates the dashboard's pencil edits, in the order of its columns (A §2). */
export const JOB_DATE_FIELDS = [
  'StartDate',
  'WordOrderCreatedDate',
  'PurchaseOrderCreatedDate',
  'PurchaseOrderShipDate',
  'GutterOrderInstallDate',
  'CompletedDate',
] as const satisfies ReadonlyArray<keyof JobDatesPayload>;

/** The calendar day the screens show for a date (local, as formatDate), so editing never shifts it. */
const dayOf = (value: string | null | undefined) => toRequestDate(value) || null;

export function datesOf(job: Job): JobDatesPayload {
  return Object.fromEntries(JOB_DATE_FIELDS.map((f) => [f, dayOf(job[f])])) as unknown as JobDatesPayload;
}

interface JobDatesDialogProps {
  job: Job | null;
  onHide: () => void;
}

/** The job dashboard's bulk date edit: PUT /api/jobs/{id}/bulkDateUpdate. */
export function JobDatesDialog({ job, onHide }: JobDatesDialogProps) {
  return job ? <DatesForm key={job.Id} job={job} onHide={onHide} /> : null;
}

function DatesForm({ job, onHide }: { job: Job; onHide: () => void }) {
  const { t } = useTranslation();
  const [dates, setDates] = useState<JobDatesPayload>(() => datesOf(job));
  const update = useBulkUpdateJobDates();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update.mutateAsync({ id: job.Id, dates });
      feedback.notify.success(t('jobs.dates.saved'));
      onHide();
    } catch (e) {
      notifySaveError(e, t('jobs.dates.saveError'));
    }
  };

  return (
    <AppModal
      show
      onHide={onHide}
      size="lg"
      staticBackdrop
      title={t('jobs.dates.title', { lot: job.LotGroupCode, site: job.JobSiteName })}
      footer={
        <>
          <Button variant="secondary" onClick={onHide} disabled={update.isPending}>
            {t('jobs.form.cancel')}
          </Button>
          <Button type="submit" form="job-dates-form" disabled={update.isPending}>
            {t('jobs.form.save')}
          </Button>
        </>
      }
    >
      <Form id="job-dates-form" onSubmit={save} noValidate>
        <Row>
          {JOB_DATE_FIELDS.map((field) => (
            <Col md={6} key={field}>
              <FormField label={t(`jobs.dates.${field}`)} id={`job-date-${field}`}>
                <DateInput
                  id={`job-date-${field}`}
                  value={dates[field]}
                  onChange={(value) => setDates((d) => ({ ...d, [field]: value }))}
                />
              </FormField>
            </Col>
          ))}
        </Row>
      </Form>
    </AppModal>
  );
}
