import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { jobSiteCodeError, jobSiteFormSchema, jobSiteSaveError } from './job-site-schema';

const failure = (status: number, statusText: string, isNetworkError = false) =>
  new ApiError({ status, statusText, message: statusText, isNetworkError });

describe('job site save failure (A §8)', () => {
  const title = 'builders.jobSites.form.errorTitle';

  it('a 4xx answer: "Error while saving Job Site: {status text}"', () => {
    expect(jobSiteSaveError(failure(400, 'Bad Request'))).toEqual({
      title,
      text: 'builders.jobSites.form.error',
      values: { statusText: 'Bad Request' },
    });
    expect(jobSiteSaveError(failure(409, 'Conflict')).values).toEqual({ statusText: 'Conflict' });
  });

  it('no answer or a 5xx: "Cannot connect to server"', () => {
    for (const error of [
      failure(0, 'Network Error', true),
      failure(500, 'Internal Server Error'),
      failure(503, 'Service Unavailable'),
      new Error('socket hang up'),
    ]) {
      expect(jobSiteSaveError(error)).toEqual({ title, text: 'builders.jobSites.form.cannotConnect' });
    }
  });
});

describe('job site form (A §5)', () => {
  it('requires the name and the field manager; the code only shows its message (not applied on save)', () => {
    const result = jobSiteFormSchema.safeParse({
      Name: ' ',
      JobSiteCode: '',
      FieldManagerId: null,
      SuperintendentIds: [],
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'builders.jobSites.form.nameRequired',
      'builders.jobSites.form.fieldManagerRequired',
    ]);
    expect(jobSiteCodeError('')).toBe('builders.jobSites.form.codeRequired');
    expect(jobSiteCodeError('  ')).toBe('builders.jobSites.form.codeRequired');
    expect(jobSiteCodeError('WC')).toBeUndefined();
  });
});
