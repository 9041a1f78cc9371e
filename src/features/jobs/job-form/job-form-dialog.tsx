import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type FormEvent } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useJobElevations, useJobOptions, type JobSiteItem } from '@/api/job-site-items';
import { useCreateJob, useUpdateJob, type Job } from '@/api/jobs';
import { feedback } from '@/components/feedback';
import { DateInput, FormDialog, FormField, PhoneInput, useFormDraft, useFormSave } from '@/components/form';
import { ContractorPicker, JobModelPicker, JobSitePicker, SelectField } from '@/components/pickers';
import { JOB_FORM_ID } from './job-form-draft';
import { LotsTable } from './lots-table';
import {
  jobFormDefaults,
  jobFormSchema,
  missingSelection,
  savedLotCount,
  toJobPayload,
  type JobFormInput,
  type JobFormValues,
} from './job-form-schema';

interface JobFormDialogProps {
  show: boolean;
  onHide: () => void;
  /** the job to edit; a new job when left out */
  job?: Job | null;
  onSaved?: (job: Job) => void;
}

const toOptions = (items: readonly JobSiteItem[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.Id, label: item.Name }));

/**
 * Job create and edit (A §2): one large modal form that a backdrop click does not close. Choosing a
 * job site loads its models, options and elevations; town-house mode shows the lots table.
 */
export function JobFormDialog({ show, onHide, job, onSaved }: JobFormDialogProps) {
  const { t } = useTranslation();
  const isEdit = !!job;
  const savedValues = jobFormDefaults(job);
  const form = useForm<JobFormInput, unknown, JobFormValues>({
    resolver: zodResolver(jobFormSchema),
    defaultValues: savedValues,
  });
  const { control, register, setValue, formState } = form;
  const lots = useFieldArray({ control, name: 'Lots' });
  const draft = useFormDraft({ formId: JOB_FORM_ID, recordId: job?.Id, form, savedValues, active: show });

  const jobSiteId = useWatch({ control, name: 'JobSiteId' });
  const isTownHouse = useWatch({ control, name: 'IsTownHouse' });
  const options = useJobOptions(jobSiteId);
  const elevations = useJobElevations(jobSiteId);
  const optionOptions = useMemo(() => toOptions(options.data), [options.data]);
  const elevationOptions = useMemo(() => toOptions(elevations.data), [elevations.data]);

  const create = useCreateJob();
  const update = useUpdateJob();
  const showErrors = formState.submitCount > 0;
  const save = useFormSave({
    form,
    draft,
    save: (values) => {
      // an edit goes onto the job as the server has it now: what the form does not show (its notes, its
      // completion) is not put back as the page read it
      return job
        ? update.mutateAsync({
            id: job.Id,
            change: (latest) => ({ ...toJobPayload(values, latest), Id: job.Id }),
          })
        : create.mutateAsync(toJobPayload(values));
    },
    success: t(isEdit ? 'jobs.form.updateSuccess' : 'jobs.form.createSuccess'),
    // A §8: an error toast with the status text (and the server's message when it says more)
    errorText: t('jobs.form.saveError'),
    onSaved,
    close: onHide,
  });

  // A missing job site or job model is told first, by its alert (A §5), before the fields' messages.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const missing = missingSelection(form.getValues());
    if (missing) {
      await feedback.alert({ title: t(missing.title), text: t(missing.text) });
      return;
    }
    await save.submit(event);
  };

  // Leaving town-house mode deletes the saved lots on save: asked first, and on No the mode stays on.
  const changeTownHouse = async (on: boolean, change: (on: boolean) => void) => {
    const count = on ? 0 : savedLotCount(form.getValues('Lots'));
    if (count > 0) {
      const yes = await feedback.confirm({
        title: t('jobs.form.townHouseOffTitle'),
        text: t('jobs.form.townHouseOff', { count }),
      });
      if (!yes) return;
    }
    change(on);
  };

  const changeJobSite = (id: number | null) => {
    setValue('JobSiteId', id, { shouldDirty: true });
    setValue('JobModelId', null);
    setValue('JobOptionIds', []);
    setValue('JobElevationId', null);
  };

  return (
    <FormDialog
      show={show}
      onHide={onHide}
      size="xl"
      title={t(isEdit ? 'jobs.form.editTitle' : 'jobs.form.createTitle')}
      draft={draft}
      save={save}
      onSubmit={submit}
    >
      <Row>
        <Col md={6}>
          <FormField label={t('jobs.fields.jobSite')} id="job-site" required>
            <Controller
              control={control}
              name="JobSiteId"
              render={({ field }) => (
                <JobSitePicker
                  inputId="job-site"
                  selectedOption={job ? { value: job.JobSiteId, label: job.JobSiteName } : null}
                  value={field.value ?? null}
                  onChange={(id) => changeJobSite(id)}
                  onBlur={field.onBlur}
                  menuPortalTarget={document.body}
                />
              )}
            />
          </FormField>
        </Col>
        <Col md={6}>
          <FormField label={t('jobs.fields.jobModel')} id="job-model" required>
            <Controller
              control={control}
              name="JobModelId"
              render={({ field }) => (
                <JobModelPicker
                  inputId="job-model"
                  jobSiteId={jobSiteId}
                  selectedOption={
                    job?.JobModelId && job.JobSiteId === jobSiteId
                      ? { value: job.JobModelId, label: job.JobModelName }
                      : null
                  }
                  value={field.value ?? null}
                  onChange={(id) => field.onChange(id)}
                  onBlur={field.onBlur}
                  isClearable
                  menuPortalTarget={document.body}
                />
              )}
            />
          </FormField>
        </Col>
        <Col md={6}>
          <FormField label={t('jobs.fields.jobOptions')} id="job-options">
            <Controller
              control={control}
              name="JobOptionIds"
              render={({ field }) => (
                <SelectField
                  inputId="job-options"
                  isMulti
                  options={optionOptions}
                  isLoading={options.isFetching}
                  isDisabled={!jobSiteId}
                  value={field.value}
                  onChange={(ids) => field.onChange(ids)}
                  onBlur={field.onBlur}
                  menuPortalTarget={document.body}
                />
              )}
            />
          </FormField>
        </Col>
        <Col md={6}>
          <FormField label={t('jobs.fields.jobElevation')} id="job-elevation">
            <Controller
              control={control}
              name="JobElevationId"
              render={({ field }) => (
                <SelectField
                  inputId="job-elevation"
                  options={elevationOptions}
                  isLoading={elevations.isFetching}
                  isDisabled={!jobSiteId}
                  value={field.value ?? null}
                  onChange={(id) => field.onChange(id)}
                  onBlur={field.onBlur}
                  isClearable
                  menuPortalTarget={document.body}
                />
              )}
            />
          </FormField>
        </Col>
        <Col md={4}>
          <FormField
            label={t('jobs.fields.lotGroupCode')}
            error={formState.errors.LotGroupCode}
            showErrors={showErrors}
          >
            {(c) => <Form.Control {...c} {...register('LotGroupCode')} />}
          </FormField>
        </Col>
        <Col md={8}>
          <FormField
            label={t('jobs.fields.address')}
            error={formState.errors.Address}
            showErrors={showErrors}
          >
            {(c) => <Form.Control {...c} {...register('Address')} />}
          </FormField>
        </Col>
        <Col md={4}>
          <FormField
            label={t('jobs.fields.homeOwner')}
            error={formState.errors.HomeOwner}
            showErrors={showErrors}
          >
            {(c) => <Form.Control {...c} {...register('HomeOwner')} />}
          </FormField>
        </Col>
        <Col md={4}>
          <FormField
            label={t('jobs.fields.phone')}
            error={formState.errors.PhoneNumber}
            showErrors={showErrors}
          >
            <Controller
              control={control}
              name="PhoneNumber"
              render={({ field }) => <PhoneInput {...field} value={field.value ?? ''} />}
            />
          </FormField>
        </Col>
        <Col md={4}>
          <FormField
            label={t('jobs.fields.startDate')}
            error={formState.errors.StartDate}
            showErrors={showErrors}
          >
            <Controller
              control={control}
              name="StartDate"
              render={({ field }) => <DateInput {...field} value={field.value ?? null} />}
            />
          </FormField>
        </Col>
        <Col md={12}>
          <FormField label={t('jobs.fields.subcontractors')} id="job-subcontractors">
            <Controller
              control={control}
              name="JobSubcontractorIds"
              render={({ field }) => (
                <ContractorPicker
                  inputId="job-subcontractors"
                  isMulti
                  value={field.value}
                  onChange={(ids: number[]) => field.onChange(ids)}
                  selectedOptions={(job?.Subcontractors ?? []).flatMap((s) =>
                    s.Id ? [{ value: s.Id, label: `${s.FirstName} ${s.LastName}`.trim() }] : [],
                  )}
                  menuPortalTarget={document.body}
                />
              )}
            />
          </FormField>
        </Col>
      </Row>
      <Controller
        control={control}
        name="IsTownHouse"
        render={({ field }) => (
          <Form.Check
            type="switch"
            id="job-town-house"
            label={t('jobs.form.townHouse')}
            className="mb-2"
            ref={field.ref}
            name={field.name}
            checked={field.value}
            onBlur={field.onBlur}
            onChange={(event) => void changeTownHouse(event.target.checked, field.onChange)}
          />
        )}
      />
      {isTownHouse && (
        <LotsTable
          control={control}
          register={register}
          lots={lots}
          errors={formState.errors.Lots}
          showErrors={showErrors}
        />
      )}
    </FormDialog>
  );
}
