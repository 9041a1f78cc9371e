import { z } from 'zod';
import type { JobSite, JobSitePayload } from '@/api/job-sites';
import { ApiError, toApiError } from '@/lib/api-error';
import { optionalText, requiredId, requiredText } from '@/lib/validation';

const f = 'builders.jobSites.form';

/**
 * The job site form (A §5): name and field manager required, validated on change. The code is
 * required too, but "the code validator exists but is not applied on save": its message shows while
 * the user edits (jobSiteCodeError) and never blocks the save.
 */
export const jobSiteFormSchema = z.object({
  Name: requiredText(`${f}.nameRequired`, 200),
  JobSiteCode: optionalText(50),
  FieldManagerId: requiredId(`${f}.fieldManagerRequired`),
  SuperintendentIds: z.array(z.number().int().positive()),
});

/** The code's on-change check (A §5): the message key when it is empty, else undefined. */
export function jobSiteCodeError(code: string | null | undefined): string | undefined {
  return code?.trim() ? undefined : `${f}.codeRequired`;
}

export type JobSiteFormInput = z.input<typeof jobSiteFormSchema>;
export type JobSiteFormValues = z.output<typeof jobSiteFormSchema>;

export function jobSiteFormDefaults(site?: JobSite | null): JobSiteFormInput {
  return {
    Name: site?.Name ?? '',
    JobSiteCode: site?.JobSiteCode ?? '',
    FieldManagerId: site?.FieldManagerId ?? null,
    SuperintendentIds: site?.SuperintendentIds ?? [],
  };
}

export function toJobSitePayload(values: JobSiteFormValues, builderId: number): JobSitePayload {
  return { ...values, BuilderId: builderId };
}

/**
 * The alert for a failed job site save (A §8: "if the status is not 4 ..."): a 4xx answer (the server
 * refused what was sent) → 'Error while saving Job Site: {status text}'; anything else (no answer,
 * a 5xx) → 'Cannot connect to server'. Both titled 'Error while saving Job Site'. Returns i18n keys
 * with their values.
 */
export function jobSiteSaveError(error: unknown): {
  title: string;
  text: string;
  values?: Record<string, string>;
} {
  const e: ApiError = toApiError(error);
  const title = `${f}.errorTitle`;
  const is4xx = !e.isNetworkError && e.status >= 400 && e.status < 500;
  if (!is4xx) return { title, text: `${f}.cannotConnect` };
  return { title, text: `${f}.error`, values: { statusText: e.statusText } };
}
