import { useMemo } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBulkUpdateJobDates, type Job, type JobDatesPayload } from '@/api/jobs';
import { DateInput, FormDialog, FormField, useFormDraft, useFormSave } from '@/components/form';
import { toRequestDate } from '@/lib/format';

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
  const savedValues = useMemo(() => datesOf(job), [job]);
  const form = useForm<JobDatesPayload>({ defaultValues: savedValues });
  const update = useBulkUpdateJobDates();
  // typed dates are kept until saved, and Cancel, x or Escape ask before they are thrown away (as every form does)
  const draft = useFormDraft({ formId: 'jobDates', recordId: job.Id, form, savedValues });
  const save = useFormSave({
    form,
    draft,
    save: (dates: JobDatesPayload) => update.mutateAsync({ id: job.Id, dates }),
    success: t('jobs.dates.saved'),
    errorText: t('jobs.dates.saveError'),
    close: onHide,
    repeatable: true,
  });

  return (
    <FormDialog
      show
      onHide={onHide}
      size="lg"
      title={t('jobs.dates.title', { lot: job.LotGroupCode, site: job.JobSiteName })}
      save={save}
      draft={draft}
      cancelLabel={t('jobs.form.cancel')}
      saveLabel={t('jobs.form.save')}
    >
      <Row>
        {JOB_DATE_FIELDS.map((field) => (
          <Col md={6} key={field}>
            <FormField label={t(`jobs.dates.${field}`)} id={`job-date-${field}`}>
              <Controller
                name={field}
                control={form.control}
                render={({ field: input }) => <DateInput id={`job-date-${field}`} {...input} />}
              />
            </FormField>
          </Col>
        ))}
      </Row>
    </FormDialog>
  );
}
