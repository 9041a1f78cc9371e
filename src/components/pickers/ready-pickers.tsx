import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clientCompaniesQueryOptions,
  getClientCompanySummary,
  invoiceStatusesQueryOptions,
  INVOICE_STATUS_NOT_SPECIFIED,
  JOB_AUTOCOMPLETE_LIMIT,
  JOB_LOT_LIMIT,
  jobAutocompleteQueryOptions,
  jobSiteAutocompleteQueryOptions,
  userAutocompleteQueryOptions,
  useClientCompanies,
  useInvoiceStatuses,
  useJobLots,
  type ClientCompanySummary,
  type InvoiceStatus,
  type JobLot,
  type JobSiteSuggestion,
  type JobSuggestion,
  type UserSuggestion,
} from '@/api/autocomplete';
import {
  getJobSiteItem,
  jobModelAutocompleteQueryOptions,
  jobSiteItemKeys,
  useJobModels,
  type JobModel,
} from '@/api/job-site-items';
import { getJobSite, jobSiteKeys } from '@/api/job-sites';
import { getJob, jobKeys } from '@/api/jobs';
import { useSubcontractorCompliance } from '@/api/subcontractor-documents';
import { ComplianceFlag } from '@/components/compliance/compliance-flag';
import { Roles } from '@/lib/permissions';
import { toApiError } from '@/lib/api-error';
import { queryClient } from '@/lib/query-client';
import { AsyncPicker, fetchPickerOptions, PICKER_DEBOUNCE_MS, type PickerLoadRequest } from './async-picker';
import { ContractorWarnings } from './contractor-warnings';
import {
  passThrough,
  type IdValueProps,
  type KnownOption,
  type ReadyPickerProps,
  type SingleIdProps,
} from './picker-props';
import { jobLotToOption, userLabel, userToOption } from './ready-labels';
import type { LabelResolver, PickerOption } from './select-base';

export { jobLotToOption, userToOption } from './ready-labels';

export {
  passThrough,
  type KnownOption,
  type MultiIdProps,
  type ReadyPickerProps,
  type SingleIdProps,
} from './picker-props';
import { SelectField } from './select-field';

/*
 * Every ready-made picker shows the label of its value even when that value's option is not loaded
 * (a saved choice, an id from a deep link): a label the screen already knows can be handed in
 * (selectedOption / selectedOptions, no request), otherwise the picker reads it in the background
 * with the resource's documented single read, cached. A bare id is never shown.
 */

/* ---------- label look-ups (the documented single reads, background) ---------- */

const builderLabel: LabelResolver<number> = (id) => ({
  queryKey: ['clientCompanies', 'detail', id, 'label'],
  queryFn: ({ signal }) => getClientCompanySummary(id, signal).then((c) => c.CompanyName),
});

const jobSiteLabel: LabelResolver<number> = (id) => ({
  queryKey: [...jobSiteKeys.detail(id), 'label'],
  queryFn: ({ signal }) => getJobSite(id, signal, { background: true }).then((s) => s.Name),
});

const jobLabel: LabelResolver<number> = (id) => ({
  queryKey: [...jobKeys.detail(id), 'label'],
  queryFn: ({ signal }) => getJob(id, signal, { background: true }).then((j) => jobToOption(j).label),
});

const jobModelLabel: LabelResolver<number> = (id) => ({
  queryKey: [...jobSiteItemKeys.detail('jobModels', id), 'label'],
  queryFn: ({ signal }) => getJobSiteItem('jobModels', id, signal, { background: true }).then((m) => m.Name),
});

/** Splits single/multi value props into AsyncPicker/SelectField value props. */
function idValueProps<T>(props: IdValueProps) {
  return props.isMulti
    ? {
        isMulti: true as const,
        value: props.value,
        onChange: (values: number[], _options: PickerOption<number, T>[]) => props.onChange(values),
      }
    : {
        isMulti: false as const,
        value: props.value,
        onChange: (value: number | null, _option: PickerOption<number, T> | null) => props.onChange(value),
      };
}

/* ---------- users ---------- */

interface UserPickerExtra {
  /** only users of this client company */
  clientCompanyId?: number | null;
  /** labels the screen knows for values not loaded yet (e.g. the saved choice of a record being edited) */
  selectedOptions?: readonly KnownOption[];
  /** the same for a single value */
  selectedOption?: KnownOption | null;
}

export type UserPickerProps = ReadyPickerProps &
  IdValueProps &
  UserPickerExtra & {
    /** a role name or several (Roles from '@/lib/permissions') */
    roleFilter?: string | readonly string[];
    /** how an option (in the menu and as a chosen value) looks; its label by default */
    formatOptionLabel?: (option: PickerOption<number, UserSuggestion>) => ReactNode;
  };

/**
 * Users by role (GET /user/autocomplete, paged 11 at a time, 200 ms debounce).
 *
 * @example
 * <UserPicker inputId="fm" roleFilter={Roles.Staff} value={id} onChange={setId} />
 */
export function UserPicker(props: UserPickerProps) {
  const { t } = useTranslation();
  const { roleFilter, clientCompanyId, selectedOptions, selectedOption } = props;
  const roleKey = Array.isArray(roleFilter)
    ? roleFilter.join(',')
    : ((roleFilter as string | undefined) ?? '');

  const loadOptions = ({ query, page, pageSize }: PickerLoadRequest) =>
    fetchPickerOptions(
      userAutocompleteQueryOptions({
        q: query,
        page,
        page_limit: pageSize ?? undefined,
        // several roles: one call per role, merged by the API layer (decision 19)
        roleFilter: Array.isArray(roleFilter) ? (roleFilter as readonly string[]) : roleKey || undefined,
        clientCompanyId: clientCompanyId ?? undefined,
      }),
    ).then((list) => list.map(userToOption));

  const values = idValueProps<UserSuggestion>(props);
  const selected = [...(selectedOptions ?? []), ...(selectedOption ? [selectedOption] : [])];
  const single = !props.isMulti ? selected.find((o) => o.value === props.value) : undefined;

  return (
    <AsyncPicker<number, UserSuggestion>
      {...passThrough(props, t('common.pickers.user'))}
      {...values}
      loadOptions={loadOptions}
      resetKey={`${roleKey}|${clientCompanyId ?? ''}`}
      formatOptionLabel={props.formatOptionLabel}
      selectedOptions={selected}
      selectedOption={single ?? null}
      resolveLabel={userLabel}
    />
  );
}

export type ContractorPickerProps = ReadyPickerProps &
  IdValueProps &
  UserPickerExtra & {
    /**
     * Flags subcontractors whose insurance or licence has expired or expires soon (default true): a warning
     * next to the name, nobody is blocked. The documents are read once in the background; without the right to
     * read them no flag shows.
     */
    showCompliance?: boolean;
  };

/**
 * Subcontractors (users with the BizSubContractor role), flagged when their documents expired or expire soon.
 *
 * @example
 * <ContractorPicker inputId="sub" value={subId} onChange={setSubId} />
 */
export function ContractorPicker({ showCompliance = true, ...props }: ContractorPickerProps) {
  const { t } = useTranslation();
  const label = props['aria-label'] ?? (props.inputId ? undefined : t('common.pickers.contractor'));
  const compliance = useSubcontractorCompliance(showCompliance);
  const flags = showCompliance ? compliance.data : undefined;
  const formatOptionLabel = useCallback(
    (option: PickerOption<number, UserSuggestion>) => {
      const flag = flags?.get(option.value);
      if (!flag) return option.label;
      return (
        <span>
          {option.label} <ComplianceFlag compliance={flag} decorative />
        </span>
      );
    },
    [flags],
  );
  return (
    <>
      <UserPicker
        {...props}
        aria-label={label}
        roleFilter={Roles.SubContractor}
        formatOptionLabel={flags?.size ? formatOptionLabel : undefined}
      />
      <ContractorWarnings flags={flags} value={props.value} />
    </>
  );
}

/* ---------- builders ---------- */

export type BuilderPickerProps = ReadyPickerProps &
  IdValueProps & {
    /** labels the screen knows (no request for them) */
    selectedOptions?: readonly KnownOption[];
  };

/**
 * Builders (client companies, GET /clientCompany, searched in the browser).
 *
 * @example
 * <BuilderPicker inputId="builder" value={builderId} onChange={setBuilderId} />
 */
export function BuilderPicker(props: BuilderPickerProps) {
  const { t } = useTranslation();
  const query = useClientCompanies();
  const { selectedOptions } = props;
  const options = useMemo(() => {
    const list = (query.data ?? []).map((c): PickerOption<number, ClientCompanySummary> => ({
      value: c.Id,
      label: c.CompanyName,
      item: c,
    }));
    const known = (selectedOptions ?? []).filter((o) => !list.some((c) => c.value === o.value));
    return [...list, ...known];
  }, [query.data, selectedOptions]);
  return (
    <SelectField<number, ClientCompanySummary>
      {...passThrough(props, t('common.pickers.builder'))}
      {...idValueProps<ClientCompanySummary>(props)}
      options={options}
      isLoading={query.isPending}
      errorText={query.isError ? t('common.pickers.loadError') : null}
      resolveLabel={builderLabel}
    />
  );
}

/* ---------- job sites ---------- */

export const jobSiteToOption = (s: JobSiteSuggestion): PickerOption<number, JobSiteSuggestion> => ({
  value: s.Id,
  label: s.Name,
  item: s,
});

export type JobSitePickerProps = ReadyPickerProps &
  SingleIdProps & {
    /** only the job sites of this builder */
    builderId?: number | null;
    /** the label the screen knows for the value (e.g. the job's JobSiteName): no request for it */
    selectedOption?: KnownOption | null;
    /** called with the chosen job site's suggestion (its Name...) beside onChange; null when cleared */
    onSiteChange?: (site: JobSiteSuggestion | null) => void;
  };

/**
 * Job sites (GET /api/jobsites/autocomplete, 500 ms debounce, optional builder filter).
 *
 * @example
 * <JobSitePicker inputId="site" builderId={builderId} value={siteId} onChange={setSiteId} />
 */
export function JobSitePicker(props: JobSitePickerProps) {
  const { t } = useTranslation();
  const { builderId, selectedOption, onSiteChange } = props;
  const loadOptions = ({ query }: PickerLoadRequest) =>
    fetchPickerOptions(
      jobSiteAutocompleteQueryOptions({ builderId: builderId ?? undefined, query: query || undefined }),
    ).then((list) => list.map(jobSiteToOption));
  return (
    <AsyncPicker<number, JobSiteSuggestion>
      {...passThrough(props, t('common.pickers.jobSite'))}
      isMulti={false}
      value={props.value}
      onChange={(value: number | null, option: PickerOption<number, JobSiteSuggestion> | null) => {
        props.onChange(value);
        onSiteChange?.(option?.item ?? null);
      }}
      loadOptions={loadOptions}
      pageSize={null}
      debounceMs={PICKER_DEBOUNCE_MS.jobSites}
      resetKey={builderId ?? null}
      selectedOption={selectedOption ?? null}
      resolveLabel={jobSiteLabel}
    />
  );
}

/* ---------- jobs ---------- */

export const jobToOption = (j: JobSuggestion): PickerOption<number, JobSuggestion> => ({
  value: j.Id,
  label: [j.BuilderName, j.JobSiteName, j.LotGroupCode].filter(Boolean).join(' - '),
  item: j,
});

/** The jobs whose label, lot group code or id hold every word typed (case aside): a job search without the server. */
export function searchJobs(jobs: readonly JobSuggestion[], query: string): JobSuggestion[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  return jobs.filter((job) => {
    const text = `${jobToOption(job).label} ${job.Id}`.toLowerCase();
    return terms.every((term) => text.includes(term));
  });
}

export type JobPickerProps = ReadyPickerProps &
  SingleIdProps & {
    /** only the signed-in user's jobs */
    currentUserOnly?: boolean;
    /** only the jobs of this subcontractor */
    subcontractorId?: number | null;
    /** the label the screen knows for the value: no request for it */
    selectedOption?: KnownOption | null;
    /** the chosen job's value and label as the list showed them (null when cleared) */
    onJobChange?: (option: KnownOption | null) => void;
  };

/**
 * Jobs (GET /api/jobs/autocomplete, at most 200 matches, 500 ms debounce).
 *
 * @example
 * <JobPicker inputId="job" value={jobId} onChange={setJobId} />
 */
export function JobPicker(props: JobPickerProps) {
  const { t } = useTranslation();
  const { currentUserOnly, subcontractorId, selectedOption, onJobChange } = props;
  const loadOptions = async ({ query }: PickerLoadRequest) => {
    const scope = { currentUserOnly, subcontractorId: subcontractorId ?? undefined };
    try {
      // a failure (no connection) is answered below
      const list = await fetchPickerOptions(jobAutocompleteQueryOptions({ q: query || undefined, ...scope }));
      return list.map(jobToOption);
    } catch (error) {
      // no connection: the jobs listed before with nothing typed (the work-log screen loads a subcontractor's
      // ahead, issue 25) are searched here
      const known = queryClient.getQueryData(jobAutocompleteQueryOptions(scope).queryKey);
      if (!known || !toApiError(error).isNetworkError) throw error;
      return searchJobs(known, query).map(jobToOption);
    }
  };
  return (
    <AsyncPicker<number, JobSuggestion>
      {...passThrough(props, t('common.pickers.job'))}
      isMulti={false}
      value={props.value}
      onChange={(value: number | null, option: PickerOption<number, JobSuggestion> | null) => {
        props.onChange(value);
        onJobChange?.(option ? { value: option.value, label: option.label } : null);
      }}
      loadOptions={loadOptions}
      pageSize={null}
      maxOptions={JOB_AUTOCOMPLETE_LIMIT}
      debounceMs={PICKER_DEBOUNCE_MS.jobs}
      resetKey={`${currentUserOnly ? 1 : 0}|${subcontractorId ?? ''}`}
      selectedOption={selectedOption ?? null}
      resolveLabel={jobLabel}
    />
  );
}

/* ---------- job models ---------- */

export type JobModelPickerProps = ReadyPickerProps &
  SingleIdProps & {
    /** the job site whose models are offered (GET /api/jobSite/{id}/jobModels) */
    jobSiteId: number | null | undefined;
    /** the label the screen knows for the value (e.g. the job's JobModelName): no request for it */
    selectedOption?: KnownOption | null;
    /**
     * search the site's models as the user types (GET /api/jobModels/autocomplete with jobsiteId and
     * query, 300 ms debounce, A §7/§9) instead of loading the site's whole list
     */
    searchable?: boolean;
  };

/**
 * The job models of a job site, sorted by name (A §9). Models belong to one site and their names
 * repeat across sites, so the list needs a site: without one (and without a value) the picker is
 * disabled with "Select a job site first". A value given without a site (a deep link's jobModel)
 * still shows its name (GET /api/jobModels/{id}) and can be cleared.
 *
 * @example
 * <JobModelPicker inputId="model" jobSiteId={siteId} value={modelId} onChange={setModelId} />
 */
export function JobModelPicker({ searchable, ...props }: JobModelPickerProps) {
  return searchable ? <JobModelSearchPicker {...props} /> : <JobModelListPicker {...props} />;
}

/** Both job model pickers: disabled with "Select a job site first" without a site (and without a value). */
function useJobModelBase(props: Omit<JobModelPickerProps, 'searchable'>) {
  const { t } = useTranslation();
  const base = passThrough(props, t('common.pickers.jobModel'));
  const hasValue = props.value !== null && props.value !== undefined;
  return {
    ...base,
    isDisabled: (!props.jobSiteId && !hasValue) || base.isDisabled,
    placeholder: props.jobSiteId ? base.placeholder : t('common.pickers.selectJobSiteFirst'),
  };
}

const jobModelToOption = (m: JobModel): PickerOption<number, JobModel> => ({
  value: m.Id,
  label: m.Name,
  item: m,
});

function JobModelSearchPicker(props: Omit<JobModelPickerProps, 'searchable'>) {
  const { jobSiteId, selectedOption, value } = props;
  const base = useJobModelBase(props);
  const loadOptions = ({ query }: PickerLoadRequest) =>
    jobSiteId
      ? fetchPickerOptions(jobModelAutocompleteQueryOptions(jobSiteId, query)).then((list) =>
          list.map(jobModelToOption),
        )
      : Promise.resolve([]);
  return (
    <AsyncPicker<number, JobModel>
      {...base}
      {...idValueProps<JobModel>({ value, onChange: props.onChange })}
      loadOptions={loadOptions}
      pageSize={null}
      debounceMs={PICKER_DEBOUNCE_MS.jobModels}
      resetKey={jobSiteId ?? null}
      selectedOption={selectedOption ?? null}
      resolveLabel={jobModelLabel}
    />
  );
}

function JobModelListPicker(props: Omit<JobModelPickerProps, 'searchable'>) {
  const { t } = useTranslation();
  const { jobSiteId, selectedOption, value } = props;
  const query = useJobModels(jobSiteId);
  const options = useMemo(() => {
    const list = (jobSiteId ? (query.data ?? []) : []).map(jobModelToOption);
    if (selectedOption && !list.some((o) => o.value === selectedOption.value)) list.push(selectedOption);
    return list;
  }, [jobSiteId, query.data, selectedOption]);
  const base = useJobModelBase(props);
  return (
    <SelectField<number, JobModel>
      {...base}
      {...idValueProps<JobModel>({ value, onChange: props.onChange })}
      options={options}
      isLoading={!!jobSiteId && query.isPending}
      errorText={query.isError ? t('common.pickers.loadError') : null}
      resolveLabel={jobModelLabel}
    />
  );
}

/* ---------- job lots ---------- */

export type JobLotPickerProps = ReadyPickerProps &
  IdValueProps & {
    /** the job whose lots are offered; the picker is disabled without one */
    jobId: number | null | undefined;
  };

/**
 * The lots of a job (GET /api/jobs/{jobId}/lots, at most 20 shown). Disabled with
 * "Select a job first" while no job is chosen.
 *
 * @example
 * <JobLotPicker inputId="lot" jobId={jobId} value={lotId} onChange={setLotId} />
 */
export function JobLotPicker(props: JobLotPickerProps) {
  const { t } = useTranslation();
  const { jobId } = props;
  const query = useJobLots(jobId);
  const options = useMemo(() => (jobId ? (query.data ?? []).map(jobLotToOption) : []), [jobId, query.data]);
  const base = passThrough(props, t('common.pickers.jobLot'));
  return (
    <SelectField<number, JobLot>
      {...base}
      {...idValueProps<JobLot>(props)}
      options={options}
      maxOptions={JOB_LOT_LIMIT}
      isDisabled={!jobId || base.isDisabled}
      placeholder={jobId ? base.placeholder : t('common.pickers.selectJobFirst')}
      isLoading={!!jobId && query.isFetching}
      errorText={query.isError ? t('common.pickers.loadError') : null}
    />
  );
}

/* ---------- invoice statuses ---------- */

/** An invoice status filter value: an id, or 'na' (Not Specified, sent as 0). */
export type InvoiceStatusValue = number | typeof INVOICE_STATUS_NOT_SPECIFIED;

export type InvoiceStatusPickerProps = ReadyPickerProps & {
  value: InvoiceStatusValue | null | undefined;
  onChange: (value: InvoiceStatusValue | null) => void;
  /** only the statuses that apply to repair orders */
  forRepairOrder?: boolean;
  /** offer the synthetic "Not Specified" ('na'); true by default */
  includeNotSpecified?: boolean;
};

/**
 * Invoice statuses (GET /api/invoiceStatuses) plus "Not Specified" ('na'). Send the value with
 * invoiceStatusToRequest ('na' → 0).
 *
 * @example
 * <InvoiceStatusPicker inputId="status" value={status} onChange={setStatus} />
 * // request: { invoiceStatus: invoiceStatusToRequest(status) }
 */
export function InvoiceStatusPicker(props: InvoiceStatusPickerProps) {
  const { t } = useTranslation();
  const { forRepairOrder = false, includeNotSpecified = true, value, onChange } = props;
  const query = useInvoiceStatuses(forRepairOrder);
  const options = useMemo(() => {
    const list: PickerOption<InvoiceStatusValue, InvoiceStatus | null>[] = [];
    if (includeNotSpecified) {
      list.push({ value: INVOICE_STATUS_NOT_SPECIFIED, label: t('common.pickers.notSpecified'), item: null });
    }
    for (const s of query.data ?? []) list.push({ value: s.Id, label: s.Name, item: s });
    return list;
  }, [includeNotSpecified, query.data, t]);
  return (
    <SelectField<InvoiceStatusValue, InvoiceStatus | null>
      {...passThrough(props, t('common.pickers.invoiceStatus'))}
      options={options}
      value={value}
      onChange={(next) => onChange(next)}
      isLoading={query.isFetching}
      errorText={query.isError ? t('common.pickers.loadError') : null}
    />
  );
}

/** Warms the caches of the list pickers (e.g. in a route loader). */
export function prefetchPickerLists(forRepairOrder = false) {
  return Promise.all([
    queryClient.prefetchQuery(clientCompaniesQueryOptions()),
    queryClient.prefetchQuery(invoiceStatusesQueryOptions(forRepairOrder)),
  ]);
}
