import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { jobAutocompleteQueryOptions } from '@/api/autocomplete';
import { jobTypesQueryOptions, workLogUsersQueryOptions } from '@/api/work-logs';
import { keepOfflineLookups } from './offline-lookups';

const jobTypes = jobTypesQueryOptions().queryKey;
const users = workLogUsersQueryOptions().queryKey;
const jobs = jobAutocompleteQueryOptions({ currentUserOnly: true }).queryKey;

/** A session of the work-log screen with the connection: the server's answers land in its cache. */
async function visitOnline(user: string, answers: Array<[readonly unknown[], unknown]>) {
  const client = new QueryClient();
  const stop = keepOfflineLookups(client, user);
  for (const [key, data] of answers) client.setQueryData(key, data);
  stop(); // writes what waits to be written
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('the look-ups Create Work Log needs, kept in this browser (issue 25)', () => {
  it('come back for the same user after a reload; another user gets none, and other answers are not kept', async () => {
    await visitOnline('Sub@Example.com ', [
      [users, [{ Id: 5, FirstName: 'Luis' }]],
      [jobs, [{ value: 1001, label: 'Brookfield Ridge Homes - Willow Creek - 100' }]],
      [jobTypes, [{ Id: 7, Name: 'Siding' }]],
      [['jobs', 'list', { page: 1 }], { data: [] }],
    ]);

    const later = new QueryClient();
    keepOfflineLookups(later, 'sub@example.com');
    await vi.waitFor(() => expect(later.getQueryData(jobTypes)).toEqual([{ Id: 7, Name: 'Siding' }]));
    expect(later.getQueryData(users)).toEqual([{ Id: 5, FirstName: 'Luis' }]);
    expect(later.getQueryData(jobs)).toEqual([
      { value: 1001, label: 'Brookfield Ridge Homes - Willow Creek - 100' },
    ]);
    expect(later.getQueryData(['jobs', 'list', { page: 1 }])).toBeUndefined();

    const someoneElse = new QueryClient();
    keepOfflineLookups(someoneElse, 'crew2@example.com');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(someoneElse.getQueryData(jobTypes)).toBeUndefined();
  });

  it('never replace an answer the cache already has that is newer', async () => {
    await visitOnline('crew3@example.com', [
      [jobTypes, [{ Id: 7, Name: 'Siding' }]],
      [users, [{ Id: 9, FirstName: 'Ana' }]],
    ]);
    const now = new QueryClient();
    now.setQueryData(jobTypes, [{ Id: 7, Name: 'Siding (renamed)' }], { updatedAt: Date.now() + 1000 });
    keepOfflineLookups(now, 'crew3@example.com');
    // the kept answers are in (the one the cache lacked)…
    await vi.waitFor(() => expect(now.getQueryData(users)).toEqual([{ Id: 9, FirstName: 'Ana' }]));
    // …and the newer one stayed
    expect(now.getQueryData(jobTypes)).toEqual([{ Id: 7, Name: 'Siding (renamed)' }]);
  });
});
