import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateJobSite, useUpdateJobSite, type JobSite } from '@/api/job-sites';
import { feedback } from '@/components/feedback';
import { FormDialog, FormField, useFormDraft, useFormSave } from '@/components/form';
import { UserPicker } from '@/components/pickers';
import { fullName } from '@/lib/format';
import { Roles } from '@/lib/permissions';
import { jobSiteFormId } from './job-site-draft';
import {
  jobSiteFormDefaults,
  jobSiteCodeError,
  jobSiteFormSchema,
  jobSiteSaveError,
  toJobSitePayload,
  type JobSiteFormInput,
  type JobSiteFormValues,
} from './job-site-schema';

interface JobSiteFormDialogProps {
  show: boolean;
  onHide: () => void;
  /** the builder the job site belongs to */
  builderId: number;
  /** the job site to edit; a new one when left out */
  jobSite?: JobSite | null;
  onSaved?: (site: JobSite) => void;
}

/**
 * Job site create and edit (A §2, A §5): Name, JobSiteCode, the field manager (staff users) and the
 * superintendents (the builder's company client managers), validated on change.
 */
export function JobSiteFormDialog({ show, onHide, builderId, jobSite, onSaved }: JobSiteFormDialogProps) {
  const { t } = useTranslation();
  const idBase = `js${useId().replace(/:/g, '')}`;
  const isEdit = !!jobSite;
  const siteBuilderId = jobSite?.BuilderId ?? builderId;
  const savedValues = jobSiteFormDefaults(jobSite);
  const form = useForm<JobSiteFormInput, unknown, JobSiteFormValues>({
    resolver: zodResolver(jobSiteFormSchema),
    defaultValues: savedValues,
    mode: 'onChange',
  });
  const { register, control, formState } = form;
  const draft = useFormDraft({
    formId: jobSiteFormId(siteBuilderId),
    recordId: jobSite?.Id,
    form,
    savedValues,
    active: show,
  });
  const { errors } = formState;
  // "validated on change", "not applied on save" (A §5): the code's message once the user edits it.
  const code = useWatch({ control, name: 'JobSiteCode' });
  const [codeEdited, setCodeEdited] = useState(false);
  const codeKey = jobSiteCodeError(code);
  const codeMessage = codeKey ? t(codeKey) : undefined;
  const create = useCreateJobSite();
  const update = useUpdateJobSite();

  useEffect(() => {
    if (show) setCodeEdited(false);
  }, [show, jobSite]);

  const fieldManagerOption = useMemo(
    () =>
      jobSite?.FieldManagerId
        ? [{ value: jobSite.FieldManagerId, label: fullName(jobSite.FieldManager) }]
        : [],
    [jobSite],
  );
  const superintendentOptions = useMemo(
    () => (jobSite?.Superintendents ?? []).map((u) => ({ value: u.Id, label: fullName(u) })),
    [jobSite],
  );

  const save = useFormSave({
    form,
    draft,
    save: (values) => {
      const payload = toJobSitePayload(values, siteBuilderId);
      return jobSite ? update.mutateAsync({ ...payload, Id: jobSite.Id }) : create.mutateAsync(payload);
    },
    success: t(isEdit ? 'builders.jobSites.form.updateSuccess' : 'builders.jobSites.form.createSuccess'),
    onError: (e) => {
      const failure = jobSiteSaveError(e);
      return feedback.alert({ title: t(failure.title), text: t(failure.text, failure.values) });
    },
    onSaved,
    close: onHide,
  });

  return (
    <FormDialog
      show={show}
      onHide={onHide}
      title={t(isEdit ? 'builders.jobSites.form.editTitle' : 'builders.jobSites.form.createTitle')}
      draft={draft}
      save={save}
    >
      <FormField
        id={`${idBase}-name`}
        label={t('builders.jobSites.fields.name')}
        error={errors.Name}
        required
      >
        {(c) => <Form.Control {...c} {...register('Name')} />}
      </FormField>
      <FormField
        id={`${idBase}-code`}
        label={t('builders.jobSites.fields.code')}
        error={errors.JobSiteCode ?? (codeEdited ? codeMessage : undefined)}
        required
      >
        {(c) => <Form.Control {...c} {...register('JobSiteCode', { onChange: () => setCodeEdited(true) })} />}
      </FormField>
      <FormField
        id={`${idBase}-fm`}
        label={t('builders.jobSites.fields.fieldManager')}
        error={errors.FieldManagerId}
        required
      >
        {(c) => (
          <Controller
            name="FieldManagerId"
            control={control}
            render={({ field }) => (
              <UserPicker
                inputId={c.id}
                aria-describedby={c['aria-describedby']}
                isInvalid={c.isInvalid}
                roleFilter={Roles.Staff}
                value={field.value ?? null}
                onChange={(v) => field.onChange(v)}
                onBlur={field.onBlur}
                selectedOptions={fieldManagerOption}
                isClearable
              />
            )}
          />
        )}
      </FormField>
      <FormField id={`${idBase}-sup`} label={t('builders.jobSites.fields.superintendents')}>
        {(c) => (
          <Controller
            name="SuperintendentIds"
            control={control}
            render={({ field }) => (
              <UserPicker
                isMulti
                inputId={c.id}
                roleFilter={Roles.ClientCompanyManager}
                clientCompanyId={siteBuilderId}
                value={field.value ?? []}
                onChange={(v) => field.onChange(v)}
                onBlur={field.onBlur}
                selectedOptions={superintendentOptions}
              />
            )}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
