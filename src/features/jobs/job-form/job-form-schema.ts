import { z } from 'zod';
import { DEFAULT_SIDING_TYPES, type Job, type JobPayload } from '@/api/jobs';
import { toRequestDate } from '@/lib/format';
import { optionalDate, optionalText, phone } from '@/lib/validation';

export const lotSchema = z.object({
  Id: z.number().int().positive().optional(),
  LotCode: optionalText(50),
  Address: optionalText(200),
  HomeOwner: optionalText(100),
  PhoneNumber: phone(),
  IsDeleted: z.boolean(),
  SidingTypes: z.array(z.string()),
});

/** The message of a lot without a lot code, shown at the lot's row. */
export const LOT_CODE_REQUIRED = 'jobs.lots.lotCodeRequired';

/**
 * The job create/edit form (A §2). The job site and the job model are checked on save with the
 * spec's alerts (A §5), not as inline field errors, so they are plain nullable ids here. In
 * town-house mode every lot kept (not deleted) needs its lot code, as the server does.
 */
export const jobFormSchema = z
  .object({
    JobSiteId: z.number().int().positive().nullable(),
    JobModelId: z.number().int().positive().nullable(),
    JobOptionIds: z.array(z.number().int().positive()),
    JobElevationId: z.number().int().positive().nullable(),
    LotGroupCode: optionalText(50),
    Address: optionalText(200),
    HomeOwner: optionalText(100),
    PhoneNumber: phone(),
    StartDate: optionalDate,
    JobSubcontractorIds: z.array(z.number().int().positive()),
    IsTownHouse: z.boolean(),
    Lots: z.array(lotSchema),
  })
  .superRefine((values, ctx) => {
    if (!values.IsTownHouse) return;
    values.Lots.forEach((lot, index) => {
      if (!lot.IsDeleted && !lot.LotCode)
        ctx.addIssue({ code: 'custom', message: LOT_CODE_REQUIRED, path: ['Lots', index, 'LotCode'] });
    });
  });

export type JobFormInput = z.input<typeof jobFormSchema>;
export type JobFormValues = z.output<typeof jobFormSchema>;
export type LotFormValues = z.output<typeof lotSchema>;

export function newLot(): LotFormValues {
  return {
    LotCode: '',
    Address: '',
    HomeOwner: '',
    PhoneNumber: '',
    IsDeleted: false,
    SidingTypes: [...DEFAULT_SIDING_TYPES],
  };
}

/** The alert that blocks a save, or null when the job may be saved (A §5). */
export function missingSelection(values: Pick<JobFormInput, 'JobSiteId' | 'JobModelId'>) {
  if (!values.JobSiteId)
    return { title: 'jobs.form.jobSiteMissingTitle', text: 'jobs.form.jobSiteMissing' } as const;
  if (!values.JobModelId)
    return { title: 'jobs.form.jobModelMissingTitle', text: 'jobs.form.jobModelMissing' } as const;
  return null;
}

/**
 * Removes a lot: a lot already saved is only marked IsDeleted (A §4); a lot never saved is dropped.
 */
export function removeLot(lots: readonly LotFormValues[], index: number): LotFormValues[] {
  return lots.flatMap((lot, i) => {
    if (i !== index) return [lot];
    return lot.Id ? [{ ...lot, IsDeleted: true }] : [];
  });
}

/**
 * The saved lots that leaving town-house mode would delete on save: those with an Id not already marked deleted.
 * Turning the mode off asks first when there are any (nothing is deleted without a yes).
 */
export function savedLotCount(lots: readonly Pick<LotFormValues, 'Id' | 'IsDeleted'>[]): number {
  return lots.filter((lot) => lot.Id && !lot.IsDeleted).length;
}

/** The form's starting values: empty for a new job, the job's own for an edit. */
export function jobFormDefaults(job?: Job | null): JobFormInput {
  return {
    JobSiteId: job?.JobSiteId ?? null,
    JobModelId: job?.JobModelId ?? null,
    JobOptionIds: job?.JobOptionIds ?? [],
    JobElevationId: job?.JobElevationId ?? null,
    LotGroupCode: job?.LotGroupCode ?? '',
    Address: job?.Address ?? '',
    HomeOwner: job?.HomeOwner ?? '',
    PhoneNumber: job?.PhoneNumber ?? '',
    StartDate: toRequestDate(job?.StartDate) || null,
    JobSubcontractorIds: job?.JobSubcontractorIds ?? [],
    IsTownHouse: (job?.Lots.length ?? 0) > 0,
    Lots: (job?.Lots ?? []).map((lot) => ({ ...lot, SidingTypes: [...lot.SidingTypes] })),
  };
}

/** What create sends, or for an edit the whole job with the form's values (A §4). */
export function toJobPayload(values: JobFormValues, job?: Job | null): JobPayload {
  const { IsTownHouse, Lots, ...fields } = values;
  const lots = IsTownHouse ? Lots : Lots.filter((lot) => lot.Id).map((lot) => ({ ...lot, IsDeleted: true }));
  return { ...(job ?? {}), ...fields, Lots: lots };
}
