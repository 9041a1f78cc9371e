import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/api/auth';
import {
  PAID_STATUS_NAME,
  useJobTypes,
  useRecordTypes,
  useUpdateWorkLog,
  useWorkLogStatuses,
  type WorkLog,
} from '@/api/work-logs';
import { feedback } from '@/components/feedback';
import { FormDialog, FormField, useFormDraft, useFormSave } from '@/components/form';
import { JobPicker } from '@/components/pickers';
import { browserOffline } from '@/lib/connection';
import { isNoConnection, type OutboxEntry } from './outbox/outbox-core';
import { outboxLabels, outboxUserKey, requestOutboxSend, workLogOutbox } from './outbox/work-log-outbox';
import { WORK_LOG_EDIT_FORM_ID } from './work-log-drafts';
import { confirmSameJobType } from './same-job-type';
import { WorkLogRowFields, type RowChoices } from './work-log-row-fields';
import { jobInfoText } from './work-log-rules';
import { workLogEditDefaults, workLogEditSchema, type WorkLogEditValues } from './work-log-schema';

export interface WorkLogEditDialogProps {
  show: boolean;
  onHide: () => void;
  workLog: WorkLog | null;
  /** a work log waiting in this laptop's outbox: the dialog changes the waiting entry, not the server */
  queued?: OutboxEntry | null;
  ownOnly: boolean;
}

/**
 * Edit one work log (C §2): job, job type, status (its StatusId from the chosen status, C §4), record type,
 * description, quantity and requested amount; PUT /api/worklog/{id} with the whole record. Price, approved amount
 * and ready for payment are the approve table's (C §4). A change of job or job type asks first when the
 * subcontractor has other logs of that job and job type ("Same job type exists...", as the create dialog).
 * A subcontractor's save that finds no connection waits in the outbox (issue 25 §1); so does the edit of a
 * waiting entry.
 */
export function WorkLogEditDialog({ show, onHide, workLog, queued = null, ownOnly }: WorkLogEditDialogProps) {
  const { t } = useTranslation();
  const statuses = useWorkLogStatuses();
  const recordTypes = useRecordTypes();
  const jobTypes = useJobTypes();
  const { data: user } = useCurrentUser();
  const outboxUser = ownOnly && user?.userName ? outboxUserKey(user.userName) : null;
  const source = queued ? queued.log : workLog;
  const currentStatusId = source?.StatusId;
  const choices = useMemo<RowChoices>(
    () => ({
      jobTypes: jobTypes.data ?? [],
      statuses: (statuses.data ?? []).filter((s) => s.Name !== PAID_STATUS_NAME || s.Id === currentStatusId),
      recordTypes: recordTypes.data ?? [],
    }),
    [jobTypes.data, statuses.data, recordTypes.data, currentStatusId],
  );
  const schema = useMemo(() => workLogEditSchema(statuses.data ?? []), [statuses.data]);
  const saved = useMemo(() => workLogEditDefaults(source), [source]);
  const form = useForm<WorkLogEditValues>({ resolver: zodResolver(schema), defaultValues: saved });
  const draft = useFormDraft({
    formId: WORK_LOG_EDIT_FORM_ID,
    recordId: workLog?.Id ?? null,
    form,
    savedValues: saved,
    active: show && !!workLog && !queued,
  });
  // a waiting entry keeps no draft (it is on this laptop already): the form starts from it each time it opens
  const { reset } = form;
  useEffect(() => {
    if (show && queued) reset(saved);
  }, [show, queued, saved, reset]);
  const jobLabel = useRef<{ value: number; label: string } | null>(null);
  const labelOf = (jobId: number) => {
    if (jobLabel.current?.value === jobId) return jobLabel.current.label;
    if (queued && queued.log.JobId === jobId) return queued.labels.job;
    if (workLog && workLog.JobId === jobId) return jobInfoText(workLog.JobInfo);
    return t('workLogs.outbox.jobNumber', { id: jobId });
  };
  const update = useUpdateWorkLog();
  const save = useFormSave({
    form,
    draft,
    save: async (values: WorkLogEditValues): Promise<'sent' | 'queued'> => {
      if (queued && outboxUser) {
        const fields = {
          JobId: values.JobId ?? queued.log.JobId,
          JobTypeId: Number(values.JobTypeId),
          StatusId: Number(values.StatusId),
          RecordType: values.RecordType,
          Description: values.Description,
          Quantity: values.Quantity.trim(),
          RequestedAmount: values.RequestedAmount ?? null,
        };
        await workLogOutbox.edit(
          outboxUser,
          queued.key,
          { ...queued.log, ...fields },
          outboxLabels(labelOf(fields.JobId), fields, { jobTypes: jobTypes.data, statuses: statuses.data }),
        );
        requestOutboxSend(outboxUser);
        return 'queued';
      }
      if (!workLog) throw new Error('no work log');
      const status = statuses.data?.find((s) => String(s.Id) === values.StatusId) ?? workLog.Status ?? null;
      const record: WorkLog = {
        ...workLog,
        JobId: values.JobId ?? workLog.JobId,
        JobTypeId: Number(values.JobTypeId),
        StatusId: Number(values.StatusId),
        Status: status,
        RecordType: values.RecordType,
        Description: values.Description,
        Quantity: values.Quantity.trim(),
        RequestedAmount: values.RequestedAmount ?? null,
      };
      try {
        await update.mutateAsync(record);
        return 'sent';
      } catch (error) {
        if (!outboxUser || !isNoConnection(error)) throw error;
        // a PUT of the whole record: sending it again changes nothing more
        await workLogOutbox.add(
          outboxUser,
          [
            {
              kind: 'update',
              log: record,
              labels: outboxLabels(labelOf(record.JobId), record, {
                jobTypes: jobTypes.data,
                statuses: statuses.data,
              }),
            },
          ],
          { attempted: !browserOffline() },
        );
        requestOutboxSend(outboxUser);
        return 'queued';
      }
    },
    onSaved: (result) =>
      feedback.notify.success(result === 'queued' ? t('workLogs.outbox.saved') : t('workLogs.edit.success')),
    onError: (e) =>
      feedback.notify.error(e.message || t('workLogs.edit.error'), { title: t('workLogs.edit.errorTitle') }),
    close: onHide,
  });

  /** C §8 "Same job type exists…": asked when the job or job type changes to one the subcontractor has logs of. */
  const sameJobTypeAllowed = async (values: WorkLogEditValues): Promise<boolean> => {
    const jobId = values.JobId ?? 0;
    const jobTypeId = Number(values.JobTypeId);
    if (!source || (jobId === source.JobId && jobTypeId === source.JobTypeId)) return true;
    return confirmSameJobType(
      {
        SubcontractorId: source.SubcontractorId,
        IncludePaid: true,
        JobIds: [jobId],
        JobTypeIds: [jobTypeId],
      },
      {
        t,
        // no connection: the save keeps the change on this laptop
        canQueue: !!outboxUser,
        // the log itself is not another one (a waiting new log has no record yet)
        isOther: (log) => queued !== null || log.Id !== workLog?.Id,
      },
    );
  };

  const submit = async () => {
    if (!form.getValues('JobId')) {
      await feedback.alert({
        title: t('workLogs.create.jobNotSelectedTitle'),
        text: t('workLogs.create.selectJobBeforeSaving'),
      });
      return;
    }
    await form.handleSubmit(async (valid) => {
      await save.run(valid, () => sameJobTypeAllowed(valid));
    })();
  };

  const selectedJob = queued
    ? { value: queued.log.JobId, label: queued.labels.job }
    : workLog
      ? { value: workLog.JobId, label: jobInfoText(workLog.JobInfo) }
      : null;

  return (
    <FormDialog
      show={show}
      onHide={onHide}
      size="lg"
      title={queued ? t('workLogs.outbox.editTitle') : t('workLogs.edit.title')}
      save={save}
      draft={draft}
      onSubmit={() => submit()}
    >
      {queued?.state === 'refused' && (
        <Alert variant="danger">{t('workLogs.outbox.refused', { message: queued.error ?? '' })}</Alert>
      )}
      <FormField label={t('workLogs.fields.job')} required>
        {(c) => (
          <JobPicker
            inputId={c.id}
            currentUserOnly={ownOnly || undefined}
            subcontractorId={ownOnly ? undefined : workLog?.SubcontractorId}
            value={form.watch('JobId')}
            selectedOption={selectedJob}
            onJobChange={(option) => (jobLabel.current = option)}
            onChange={(id) => form.setValue('JobId', id, { shouldDirty: true })}
          />
        )}
      </FormField>
      <WorkLogRowFields
        prefix=""
        register={form.register}
        control={form.control}
        errors={form.formState.errors}
        showErrors={form.formState.submitCount > 0}
        choices={choices}
      />
    </FormDialog>
  );
}
