import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
import { WORK_LOG_EDIT_FORM_ID } from './work-log-drafts';
import { WorkLogRowFields, type RowChoices } from './work-log-row-fields';
import { jobInfoText } from './work-log-rules';
import { workLogEditDefaults, workLogEditSchema, type WorkLogEditValues } from './work-log-schema';

export interface WorkLogEditDialogProps {
  show: boolean;
  onHide: () => void;
  workLog: WorkLog | null;
  ownOnly: boolean;
}

/**
 * Edit one work log (C §2): job, job type, status (its StatusId from the chosen status, C §4), record type,
 * description, quantity and requested amount; PUT /api/worklog/{id} with the whole record. Price, approved amount
 * and ready for payment are the approve table's (C §4).
 */
export function WorkLogEditDialog({ show, onHide, workLog, ownOnly }: WorkLogEditDialogProps) {
  const { t } = useTranslation();
  const statuses = useWorkLogStatuses();
  const recordTypes = useRecordTypes();
  const jobTypes = useJobTypes();
  const choices = useMemo<RowChoices>(
    () => ({
      jobTypes: jobTypes.data ?? [],
      statuses: (statuses.data ?? []).filter(
        (s) => s.Name !== PAID_STATUS_NAME || s.Id === workLog?.StatusId,
      ),
      recordTypes: recordTypes.data ?? [],
    }),
    [jobTypes.data, statuses.data, recordTypes.data, workLog?.StatusId],
  );
  const schema = useMemo(() => workLogEditSchema(statuses.data ?? []), [statuses.data]);
  const saved = useMemo(() => workLogEditDefaults(workLog), [workLog]);
  const form = useForm<WorkLogEditValues>({ resolver: zodResolver(schema), defaultValues: saved });
  const draft = useFormDraft({
    formId: WORK_LOG_EDIT_FORM_ID,
    recordId: workLog?.Id ?? null,
    form,
    savedValues: saved,
    active: show && !!workLog,
  });
  const update = useUpdateWorkLog();
  const save = useFormSave({
    form,
    draft,
    save: (values: WorkLogEditValues) => {
      if (!workLog) return Promise.reject(new Error('no work log'));
      const status = statuses.data?.find((s) => String(s.Id) === values.StatusId) ?? workLog.Status ?? null;
      return update.mutateAsync({
        ...workLog,
        JobId: values.JobId ?? workLog.JobId,
        JobTypeId: Number(values.JobTypeId),
        StatusId: Number(values.StatusId),
        Status: status,
        RecordType: values.RecordType,
        Description: values.Description,
        Quantity: values.Quantity.trim(),
        RequestedAmount: values.RequestedAmount ?? null,
      });
    },
    success: t('workLogs.edit.success'),
    onError: (e) =>
      feedback.notify.error(e.message || t('workLogs.edit.error'), { title: t('workLogs.edit.errorTitle') }),
    close: onHide,
  });

  const submit = async () => {
    if (!form.getValues('JobId')) {
      await feedback.alert({
        title: t('workLogs.create.jobNotSelectedTitle'),
        text: t('workLogs.create.selectJobBeforeSaving'),
      });
      return;
    }
    await save.submit();
  };

  return (
    <FormDialog
      show={show}
      onHide={onHide}
      size="lg"
      title={t('workLogs.edit.title')}
      save={save}
      draft={draft}
      onSubmit={() => submit()}
    >
      <FormField label={t('workLogs.fields.job')} required>
        {(c) => (
          <JobPicker
            inputId={c.id}
            currentUserOnly={ownOnly || undefined}
            subcontractorId={ownOnly ? undefined : workLog?.SubcontractorId}
            value={form.watch('JobId')}
            selectedOption={workLog ? { value: workLog.JobId, label: jobInfoText(workLog.JobInfo) } : null}
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
