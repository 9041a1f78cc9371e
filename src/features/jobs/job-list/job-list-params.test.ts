import { describe, expect, it } from 'vitest';
import { jobFiltersToRequest } from '@/api/jobs';
import { jobListParams, jobReportParams, toJobListFilters } from './job-list-params';

describe('jobs list URL filters', () => {
  it('maps the URL filters to the request fields (A §7)', () => {
    const state = jobListParams.parse(
      'builderId=2&jobSite=5&lotNumber=%20101%20&subcontractor=11&jobModel=3&status=Completed',
    );
    expect(jobFiltersToRequest(toJobListFilters(state.filters))).toEqual({
      builderId: 2,
      jobSiteId: 5,
      lotNumber: '101',
      subcontractorId: 11,
      jobModelId: 3,
      status: 'Completed',
    });
  });

  it('ignores ids that are not nonzero integers and unknown statuses (A §5)', () => {
    const state = jobListParams.parse('builderId=0&jobSite=abc&subcontractor=1.5&status=Done&page=-3');
    expect(jobFiltersToRequest(toJobListFilters(state.filters))).toEqual({});
    expect(state.page).toBe(1);
    expect(jobListParams.hasFilters('builderId=0&jobSite=abc')).toBe(false);
    expect(jobListParams.hasFilters('address=Main')).toBe(true);
  });

  it('sorts by last modified descending, 25 a page, by default', () => {
    const state = jobListParams.parse('');
    expect(state.pageSize).toBe(25);
    expect(state.sort).toEqual({ column: 'ModifiedDate', dir: 'desc' });
  });

  it('the dashboard adds the date range', () => {
    const state = jobReportParams.parse('startDate=2026-11-01&endDate=11-30-2026&status=Incomplete');
    expect(jobFiltersToRequest(toJobListFilters(state.filters))).toEqual({
      status: 'Incomplete',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
  });
});
