import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { draftFormKind, draftFormName, drafts, unsavedDraftNames } from './drafts';

const t = i18next.t.bind(i18next);

describe('draft names', () => {
  it('takes the form’s kind from the first part of its draft id', () => {
    expect(draftFormKind('job')).toBe('job');
    expect(draftFormKind('repairOrder/job-12')).toBe('repairOrder');
    expect(draftFormKind('employees/other/create')).toBe('employees');
  });

  it('names the forms as people know them; an unknown kind is "A form"', () => {
    expect(draftFormName('job', t)).toBe('Job form');
    expect(draftFormName('repairOrder/job-12', t)).toBe('Repair order');
    expect(draftFormName('jobSite/builder-3', t)).toBe('Job site');
    expect(draftFormName('workLogs/backcharge-4', t)).toBe('New work log');
    expect(draftFormName('somethingNew', t)).toBe('A form');
  });

  it('lists the names of the kept drafts, newest first and each once; a draft without a name gets one', () => {
    expect(unsavedDraftNames(t)).toEqual([]);
    drafts.write('job', 3, { Address: 'a' }, 1000, 'Job form');
    drafts.write('job', null, { Address: 'b' }, 2000, 'Job form');
    drafts.write('repairOrder/job-3', 7, { Notes: 'c' }, 3000);
    expect(unsavedDraftNames(t)).toEqual(['Repair order', 'Job form']);
    expect(drafts.all().map((d) => d.formId)).toEqual(['repairOrder/job-3', 'job', 'job']);
  });
});
