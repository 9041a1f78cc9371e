import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FIRST_REQUEST_PATHS } from './first-request-paths';
import { FIRST_SCREENS } from './first-screens';
import { pathnameSegments, pathSegments, segmentsMatch } from './path-pattern';

/* The page's start-up script matches the URL as React Router does, before the entry (and React Router) has loaded. */

const urls = [
  '/jobs',
  '/jobs/',
  '/Jobs/Report',
  '/jobs/1016',
  '/jobs/1016/notes',
  '/jobs/1016/purchaseOrder/detail/20',
  '/jobs/abc/workOrder/extra',
  '/manage/clientCompany/1',
  '/manage/clientCompany/1/',
  '/manage/clientCompany/1/managers',
  '/manage/clientCompany/1/jobsites',
  '/manage/clientCompany/1/managerss',
  '/jobSites/7',
  '/jobSites/7/jobModels',
  '/jobSites/7/jobOptions',
  '/jobSites/7/jobElevations',
  '/membership/usermanager/staff/update/4',
  '/admin/siteSettings/subcontractorDocSettings',
  '/no/such/screen',
  '/',
];

describe('path patterns in the start-up script', () => {
  const patterns = [
    ...new Set([...Object.values(FIRST_REQUEST_PATHS).flat(), ...Object.keys(FIRST_SCREENS)]),
  ];

  const matches = (path: string, url: string) => segmentsMatch(pathSegments(path), pathnameSegments(url));

  it.each(patterns)('%s matches the URLs React Router matches', (path) => {
    for (const url of urls) expect(matches(path, url), url).toBe(!!matchPath({ path, end: true }, url));
  });

  it('takes an optional last segment as the detail with or without it', () => {
    const path = '/manage/clientCompany/:clientCompanyId/managers?';
    expect(matches(path, '/manage/clientCompany/1')).toBe(true);
    expect(matches(path, '/Manage/ClientCompany/1/Managers/')).toBe(true);
    expect(matches(path, '/manage/clientCompany/1/jobsites')).toBe(false);
    expect(matches(path, '/manage/clientCompany')).toBe(false);
  });

  it('carries its functions into the page as plain JavaScript, with nothing from outside', () => {
    for (const fn of [segmentsMatch, pathnameSegments]) {
      const copy = new Function(`return ${String(fn)}`)() as typeof fn;
      expect(copy).toBeTypeOf('function');
    }
    const match = new Function(`return ${String(segmentsMatch)}`)() as typeof segmentsMatch;
    const split = new Function(`return ${String(pathnameSegments)}`)() as typeof pathnameSegments;
    expect(match(pathSegments('/jobs/:jobId/*'), split('/Jobs/12/notes'))).toBe(true);
    expect(match(pathSegments('/jobs/:jobId/*'), split('/jobs'))).toBe(false);
  });
});
