import { describe, expect, it } from 'vitest';
import { backState, backTarget, legacyHashTarget } from './routing';

describe('legacy URLs (decision 1)', () => {
  it('maps #! and # URLs to clean paths', () => {
    expect(legacyHashTarget('#!/jobs/12/notes')).toBe('/jobs/12/notes');
    expect(legacyHashTarget('#/jobs?status=1')).toBe('/jobs?status=1');
  });
  it('ignores other hashes', () => {
    expect(legacyHashTarget('')).toBeNull();
    expect(legacyHashTarget('#section')).toBeNull();
  });
});

describe('go-back state (A §4)', () => {
  it('carries the list URL with its query and hash', () => {
    expect(backState({ pathname: '/jobs', search: '?page=2&sort=Address', hash: '' })).toEqual({
      backTo: '/jobs?page=2&sort=Address',
    });
  });
  it('returns to the list the user came from, else the default', () => {
    const state = backState({ pathname: '/jobs/report', search: '?page=3' });
    expect(backTarget(state, '/jobs')).toBe('/jobs/report?page=3');
    expect(backTarget(state, '/jobs', ['/jobs'])).toBe('/jobs/report?page=3');
    expect(backTarget(state, '/manage/clientCompany', ['/manage/clientCompany'])).toBe(
      '/manage/clientCompany',
    );
    expect(backTarget(null, '/jobs')).toBe('/jobs');
    expect(backTarget({ backTo: 'https://evil.example/x' }, '/jobs')).toBe('/jobs');
    expect(backTarget({ backTo: '//evil.example/x' }, '/jobs')).toBe('/jobs');
    expect(backTarget({ backTo: 42 }, '/jobs')).toBe('/jobs');
  });
});
