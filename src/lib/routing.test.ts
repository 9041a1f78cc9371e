import { describe, expect, it } from 'vitest';
import { legacyHashTarget } from './routing';

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
