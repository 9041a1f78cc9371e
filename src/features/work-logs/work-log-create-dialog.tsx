import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/api/auth';
import {
  BACKCHARGE_STATUS_CODE,
  PAID_STATUS_NAME,
  useCreateWorkLogs,
  useJobTypes,
  useRecordTypes,
  useWorkLogStatuses,
} from '@/api/work-logs';
import { feedback } from '@/components/feedback';
import { FormDialog, FormField, useFormDraft, useFormSave } from '@/components/form';
import { JobPicker } from '@/components/pickers';
import { browserOffline } from '@/lib/connection';
import { isNoConnection } from './outbox/outbox-core';
import { outboxLabels, outboxUserKey, requestOutboxSend, workLogOutbox } from './outbox/work-log-outbox';
import { createFormId, type CreateKind } from './work-log-drafts';
import { confirmSameJobType } from './same-job-type';
import { WorkLogRowFields, type RowChoices } from './work-log-row-fields';
import {
  emptyRow,
  isUntouchedRow,
  toNewWorkLog,
  workLogCreateSchema,
  type WorkLogCreateValues,
} from './work-log-schema';

export interface WorkLogCreateDialogProps {
  show: boolean;
  onHide: () => void;
  /** a work log (several rows) or a backcharge (status Backcharge, negative record types) */
  kind: CreateKind;
  subcontractorId: number;
  /** a subcontractor signed in: their own jobs only */
  ownOnly: boolean;
}

const EMPTY: WorkLogCreateValues = { JobId: null, rows: [] };

/**
 * Create work logs, several at once, or a backcharge (C §2, C §4, C §5, C §8). A job must be chosen before a row
 * is added or the rows saved ("Job Not Selected"); existing logs of the subcontractor with the same job and
 * job types ask first ("Same job type exists..."); then POST /api/worklog/createWorkLogs.
 */
export function WorkLogCreateDialog({
  show,
  onHide,
  kind,
  subcontractorId,
  ownOnly,
}: WorkLogCreateDialogProps) {
  const { t } = useTranslation();
  const statuses = useWorkLogStatuses();
  const recordTypes = useRecordTypes();
  const jobTypes = useJobTypes();
  const backcharge = kind === 'backcharge';

  const choices = useMemo<RowChoices>(
    () => ({
      jobTypes: jobTypes.data ?? [],
      // a log is marked paid by its invoice, not created so (C §4)
      statuses: (statuses.data ?? []).filter((s) => s.Name !== PAID_STATUS_NAME),
      // C §5: a deduction offers the negative-amount record types only
      recordTypes: (recordTypes.data ?? []).filter((r) => !backcharge || r.IsNegativeAmount),
    }),
    [jobTypes.data, statuses.data, recordTypes.data, backcharge],
  );
  const schema = useMemo(() => workLogCreateSchema(statuses.data ?? []), [statuses.data]);

  const form = useForm<WorkLogCreateValues>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const { control, register, formState, getValues, setValue } = form;
  const rows = useFieldArray({ control, name: 'rows' });
  const draft = useFormDraft({
    formId: createFormId(kind, subcontractorId),
    form,
    savedValues: EMPTY,
    active: show,
  });
  const create = useCreateWorkLogs();
  const { data: user } = useCurrentUser();
  // issue 25 §1: a subcontractor's own work logs wait on this laptop when there is no connection (backcharges
  // change money: online only)
  const outboxUser = ownOnly && !backcharge && user?.userName ? outboxUserKey(user.userName) : null;
  const jobLabel = useRef<{ value: number; label: string } | null>(null);
  const save = useFormSave({
    form,
    draft,
    save: async (values: WorkLogCreateValues): Promise<'sent' | 'queued'> => {
      const jobId = values.JobId ?? 0;
      const logs = values.rows.map((r) => toNewWorkLog(r, jobId, subcontractorId));
      try {
        await create.mutateAsync(logs);
        return 'sent';
      } catch (error) {
        if (!outboxUser || !isNoConnection(error)) throw error;
        // online with no answer: the request may have reached the server (the outbox looks before resending)
        const attempted = !browserOffline();
        const job =
          jobLabel.current?.value === jobId
            ? jobLabel.current.label
            : t('workLogs.outbox.jobNumber', { id: jobId });
        await workLogOutbox.add(
          outboxUser,
          logs.map((log) => ({
            kind: 'create' as const,
            log,
            labels: outboxLabels(job, log, { jobTypes: jobTypes.data, statuses: statuses.data }),
          })),
          { attempted },
        );
        requestOutboxSend(outboxUser);
        return 'queued';
      }
    },
    onSaved: (result) =>
      feedback.notify.success(
        result === 'queued' ? t('workLogs.outbox.saved') : t('workLogs.create.success'),
      ),
    onError: (e) =>
      feedback.notify.error(e.message || t('workLogs.create.error'), {
        title: t('workLogs.create.errorTitle'),
      }),
    close: onHide,
  });

  const newRow = () => {
    const status = backcharge ? choices.statuses.find((s) => s.Code === BACKCHARGE_STATUS_CODE) : undefined;
    const record = backcharge
      ? (choices.recordTypes.find((r) => r.Name === BACKCHARGE_STATUS_CODE) ?? choices.recordTypes[0])
      : undefined;
    return emptyRow(status ? String(status.Id) : '', record?.Name ?? '');
  };

  const jobNotSelected = (text: string) =>
    feedback.alert({ title: t('workLogs.create.jobNotSelectedTitle'), text });

  const addRow = () => {
    if (!getValues('JobId')) {
      void jobNotSelected(t('workLogs.create.selectJobBeforeAdding'));
      return;
    }
    rows.append(newRow(), { shouldFocus: true });
  };

  const submit = async () => {
    const values = getValues();
    if (!values.JobId) {
      await jobNotSelected(t('workLogs.create.selectJobBeforeSaving'));
      return;
    }
    if (values.rows.length === 0) {
      await feedback.alert({ title: t('workLogs.create.title'), text: t('workLogs.create.noRows') });
      return;
    }
    await form.handleSubmit(async (valid) => {
      // the look and the question run under the save's guard: a double click asks once and saves once
      await save.run(valid, () =>
        confirmSameJobType(
          {
            SubcontractorId: subcontractorId,
            IncludePaid: true,
            JobIds: [valid.JobId ?? 0],
            JobTypeIds: [...new Set(valid.rows.map((r) => Number(r.JobTypeId)))],
          },
          { t, canQueue: !!outboxUser },
        ),
      );
    })();
  };

  // Tab from the last row's last control goes on to a new row (issue 14: laptops, no mouse needed); from a row left
  // as it came, Tab goes on to the dialog's buttons (a new empty row each time kept the keyboard from ever reaching Save)
  const onRowKeyDown = (index: number) => (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key !== 'Tab' || event.shiftKey || index !== rows.fields.length - 1) return;
    const target = event.target as HTMLElement;
    if (!target.matches('[data-last-in-row]') || !getValues('JobId')) return;
    if (isUntouchedRow(getValues(`rows.${index}`), newRow())) return;
    event.preventDefault();
    rows.append(newRow(), { shouldFocus: true });
  };

  const showErrors = formState.submitCount > 0;
  const errors = formState.errors.rows;

  return (
    <FormDialog
      show={show}
      onHide={onHide}
      size="xl"
      title={backcharge ? t('workLogs.create.backchargeTitle') : t('workLogs.create.title')}
      save={save}
      draft={draft}
      onSubmit={() => submit()}
      saveLabel={t('workLogs.create.save')}
    >
      <FormField label={t('workLogs.fields.job')} required className="mb-3 work-log-create-job">
        {(c) => (
          <JobPicker
            inputId={c.id}
            currentUserOnly={ownOnly || undefined}
            subcontractorId={ownOnly ? undefined : subcontractorId}
            value={form.watch('JobId')}
            onJobChange={(option) => (jobLabel.current = option)}
            onChange={(id) => {
              setValue('JobId', id, { shouldDirty: true });
              // the first row comes with the job
              if (id && getValues('rows').length === 0) rows.append(newRow(), { shouldFocus: false });
            }}
          />
        )}
      </FormField>
      <div className="work-log-rows" role="group" aria-label={t('workLogs.create.rowsLabel')}>
        {rows.fields.length > 0 && (
          <div className="work-log-row work-log-row-head" aria-hidden="true">
            <span>{t('workLogs.fields.jobType')}</span>
            <span>{t('workLogs.fields.status')}</span>
            <span>{t('workLogs.fields.recordType')}</span>
            <span>{t('workLogs.fields.description')}</span>
            <span>{t('workLogs.fields.quantity')}</span>
            <span>{t('workLogs.fields.requestedAmount')}</span>
            <span />
          </div>
        )}
        {rows.fields.map((field, index) => (
          <fieldset key={field.id} className="work-log-row" onKeyDown={onRowKeyDown(index)}>
            <legend className="visually-hidden">{t('workLogs.create.row', { n: index + 1 })}</legend>
            <WorkLogRowFields
              prefix={`rows.${index}.`}
              register={register}
              control={control}
              errors={errors?.[index]}
              showErrors={showErrors}
              choices={choices}
              compact
            />
            <Button
              variant="outline-danger"
              size="sm"
              data-last-in-row=""
              aria-label={t('workLogs.create.removeRow', { n: index + 1 })}
              onClick={() => rows.remove(index)}
            >
              ×
            </Button>
          </fieldset>
        ))}
      </div>
      <Button variant="outline-primary" size="sm" className="mt-2" onClick={addRow}>
        {t('workLogs.create.addRow')}
      </Button>
    </FormDialog>
  );
}
