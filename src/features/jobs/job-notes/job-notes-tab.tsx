import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import { useUpdateJob } from '@/api/jobs';
import { useCan } from '@/components/access';
import { DraftNotice, useFormDraft, useFormSave } from '@/components/form';
import { Permissions } from '@/lib/permissions';
import type { JobDetailContext } from '../job-detail/job-detail-page';

/** The draft id of the notes tab (its record is the job). */
const NOTES_FORM_ID = 'jobNotes';

/**
 * The Notes tab (decision 10): the job's Notes in a text area, saved with the whole job. What is typed is kept as a
 * draft until saved: it is restored on return (after a reload or a sign-in), and leaving the tab with unsaved
 * notes asks first.
 */
export function JobNotesTab() {
  const { job } = useOutletContext<JobDetailContext>();
  return <NotesForm key={`${job.Id}:${job.Notes}`} job={job} />;
}

interface NotesValues {
  Notes: string;
}

function NotesForm({ job }: JobDetailContext) {
  const { t } = useTranslation();
  const savedValues: NotesValues = { Notes: job.Notes ?? '' };
  const form = useForm<NotesValues>({ defaultValues: savedValues });
  // saving sends the whole job (decision 10): only for users who manage jobs
  const canEdit = useCan(Permissions.CanManageJobs);
  const draft = useFormDraft({ formId: NOTES_FORM_ID, recordId: job.Id, form, savedValues, active: canEdit });
  const update = useUpdateJob();
  const save = useFormSave({
    form,
    draft,
    save: ({ Notes }) => update.mutateAsync({ id: job.Id, change: (latest) => ({ ...latest, Notes }) }),
    success: t('jobs.notes.saved'),
    errorText: t('jobs.notes.saveError'),
  });

  return (
    <Form noValidate onSubmit={(e) => void save.submit(e)}>
      <DraftNotice draft={draft} />
      <Form.Group className="mb-2" controlId="job-notes">
        <Form.Label>{t('jobs.notes.label')}</Form.Label>
        <Form.Control as="textarea" rows={8} readOnly={!canEdit} {...form.register('Notes')} />
      </Form.Group>
      {canEdit && (
        <Button type="submit" disabled={save.saving}>
          {t('jobs.notes.save')}
        </Button>
      )}
    </Form>
  );
}
