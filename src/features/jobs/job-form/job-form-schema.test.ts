import { describe, expect, it } from 'vitest';
import type { Job } from '@/api/jobs';
import {
  jobFormDefaults,
  jobFormSchema,
  LOT_CODE_REQUIRED,
  missingSelection,
  newLot,
  removeLot,
  savedLotCount,
  toJobPayload,
} from './job-form-schema';

describe('job form rules', () => {
  it('asks for the job site first, then the job model (A §5)', () => {
    expect(missingSelection({ JobSiteId: null, JobModelId: null })).toEqual({
      title: 'jobs.form.jobSiteMissingTitle',
      text: 'jobs.form.jobSiteMissing',
    });
    expect(missingSelection({ JobSiteId: 3, JobModelId: null })).toEqual({
      title: 'jobs.form.jobModelMissingTitle',
      text: 'jobs.form.jobModelMissing',
    });
    expect(missingSelection({ JobSiteId: 3, JobModelId: 9 })).toBeNull();
  });

  it('gives a new lot the default siding types', () => {
    expect(newLot().SidingTypes).toEqual(['Vinyl', 'Hardie', 'Shake', 'B&B']);
    expect(newLot().IsDeleted).toBe(false);
  });

  it('soft-deletes a saved lot and drops a new one (A §4)', () => {
    const saved = { ...newLot(), Id: 5, LotCode: 'A' };
    const fresh = { ...newLot(), LotCode: 'B' };
    expect(removeLot([saved, fresh], 0)).toEqual([{ ...saved, IsDeleted: true }, fresh]);
    expect(removeLot([saved, fresh], 1)).toEqual([saved]);
  });

  it('counts the saved lots that leaving town-house mode would delete', () => {
    const lots = [
      { ...newLot(), Id: 1 },
      { ...newLot(), Id: 2, IsDeleted: true },
      { ...newLot(), Id: 3 },
      newLot(),
    ];
    expect(savedLotCount(lots)).toBe(2);
    expect(savedLotCount([newLot()])).toBe(0);
  });

  it('requires the lot code of every kept lot in town-house mode, at the lot row', () => {
    const lots = [
      { ...newLot(), LotCode: 'L-1' },
      { ...newLot(), LotCode: '  ' },
      { ...newLot(), Id: 4, LotCode: '', IsDeleted: true },
    ];
    const result = jobFormSchema.safeParse({ ...jobFormDefaults(), IsTownHouse: true, Lots: lots });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['Lots.1.LotCode', LOT_CODE_REQUIRED],
    ]);
    // outside town-house mode the lots are not sent, so they are not checked
    expect(jobFormSchema.safeParse({ ...jobFormDefaults(), IsTownHouse: false, Lots: lots }).success).toBe(
      true,
    );
  });

  it('validates the phone mask', () => {
    const values = { ...jobFormDefaults(), PhoneNumber: '555-12' };
    expect(jobFormSchema.safeParse(values).success).toBe(false);
    expect(jobFormSchema.safeParse({ ...values, PhoneNumber: '555-123-4567' }).success).toBe(true);
  });

  it('an edit sends the whole job with the form values; leaving town-house mode deletes saved lots', () => {
    const job = {
      Id: 7,
      Notes: 'keep me',
      IsCompleted: true,
      JobSiteId: 1,
      JobModelId: 2,
      JobOptionIds: [],
      JobElevationId: null,
      LotGroupCode: '101',
      Address: '',
      HomeOwner: '',
      PhoneNumber: '',
      StartDate: '2026-11-02T00:00:00',
      JobSubcontractorIds: [],
      Lots: [
        {
          Id: 3,
          LotCode: '101-A',
          Address: '',
          HomeOwner: '',
          PhoneNumber: '',
          IsDeleted: false,
          SidingTypes: [],
        },
      ],
    } as unknown as Job;
    const defaults = jobFormDefaults(job);
    expect(defaults.IsTownHouse).toBe(true);
    expect(defaults.StartDate).toBe('2026-11-02');
    const values = jobFormSchema.parse({ ...defaults, LotGroupCode: '102', IsTownHouse: false });
    const payload = toJobPayload(values, job);
    expect(payload).toMatchObject({ Id: 7, Notes: 'keep me', IsCompleted: true, LotGroupCode: '102' });
    expect(payload.Lots).toEqual([expect.objectContaining({ Id: 3, IsDeleted: true })]);
    expect(payload).not.toHaveProperty('IsTownHouse');
  });
});
