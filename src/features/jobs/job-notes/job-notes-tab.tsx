import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import { useUpdateJob } from '@/api/jobs';
import { useCan } from '@/components/access';
import { feedback } from '@/components/feedback';
import { Permissions } from '@/lib/permissions';
import type { JobDetailContext } from '../job-detail/job-detail-page';
import { notifySaveError } from '../save-error';

/** The Notes tab (decision 10): the job's Notes in a text area, saved with the whole job. */
export function JobNotesTab() {
  const { job } = useOutletContext<JobDetailContext>();
  return <NotesForm key={`${job.Id}:${job.Notes}`} job={job} />;
}

function NotesForm({ job }: JobDetailContext) {
  const { t } = useTranslation();
  const [notes, setNotes] = useState(job.Notes ?? '');
  const update = useUpdateJob();
  // saving sends the whole job (decision 10): only for users who manage jobs
  const canEdit = useCan(Permissions.CanManageJobs);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update.mutateAsync({ ...job, Notes: notes });
      feedback.notify.success(t('jobs.notes.saved'));
    } catch (e) {
      notifySaveError(e, t('jobs.notes.saveError'));
    }
  };

  return (
    <Form onSubmit={save}>
      <Form.Group className="mb-2" controlId="job-notes">
        <Form.Label>{t('jobs.notes.label')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={8}
          value={notes}
          readOnly={!canEdit}
          onChange={(e) => setNotes(e.target.value)}
        />
      </Form.Group>
      {canEdit && (
        <Button type="submit" disabled={update.isPending}>
          {t('jobs.notes.save')}
        </Button>
      )}
    </Form>
  );
}
