import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FIRST_REQUEST_PATHS } from './first-request-paths';
import { FIRST_SCREENS } from './first-screens';
import { pathPattern } from './path-pattern';

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

describe('pathPattern', () => {
  const patterns = [
    ...new Set([...Object.values(FIRST_REQUEST_PATHS).flat(), ...Object.keys(FIRST_SCREENS)]),
  ];

  it.each(patterns)('%s matches the URLs React Router matches', (path) => {
    const re = new RegExp(pathPattern(path), 'i');
    for (const url of urls) expect(re.test(url), url).toBe(!!matchPath({ path, end: true }, url));
  });

  it('takes an optional last segment as the detail with or without it', () => {
    const re = new RegExp(pathPattern('/manage/clientCompany/:clientCompanyId/managers?'), 'i');
    expect(['/manage/clientCompany/1', '/manage/clientCompany/1/managers'].map((u) => re.test(u))).toEqual([
      true,
      true,
    ]);
    expect(re.test('/manage/clientCompany/1/jobsites')).toBe(false);
    expect(re.test('/manage/clientCompany')).toBe(false);
  });
});
