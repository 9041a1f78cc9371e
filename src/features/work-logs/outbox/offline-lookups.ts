import { dehydrate, hashKey, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createStore, get, set, type UseStore } from 'idb-keyval';
import { jobAutocompleteQueryOptions } from '@/api/autocomplete';
import {
  jobTypesQueryOptions,
  recordTypesQueryOptions,
  workLogStatusesQueryOptions,
  workLogUsersQueryOptions,
} from '@/api/work-logs';
import { outboxUserKey } from './outbox-core';

/*
 * What a subcontractor's Create Work Log needs besides the connection, kept in this browser (issue 25): their own
 * user record (whose logs), the jobs the Job picker lists, and the job types, statuses and record types. With them a
 * reload without a connection still lets them log the day's work into the outbox. React Query's own dehydrate and
 * hydrate, into IndexedDB (idb-keyval) per signed-in user; only answers the server gave are kept.
 */

/** The look-up queries kept: the ones the work-log screen asks for ahead for a subcontractor. */
const lookupQueries = () => [
  workLogUsersQueryOptions().queryKey,
  jobAutocompleteQueryOptions({ currentUserOnly: true }).queryKey,
  workLogStatusesQueryOptions().queryKey,
  recordTypesQueryOptions().queryKey,
  jobTypesQueryOptions().queryKey,
];

let idbStore: UseStore | null = null;
const store = () => (idbStore ??= createStore('work-log-lookups', 'lookups'));

/** How long after the last answer it waits before writing (several answers come together). */
const WRITE_DELAY_MS = 500;

/**
 * Brings back the signed-in user's kept look-ups into the cache (an answer already there that is newer stays), and
 * keeps them from now on whenever the server answers one of them. Returns the stop. Without IndexedDB it does
 * nothing.
 */
export function keepOfflineLookups(client: QueryClient, userName: string): () => void {
  if (typeof indexedDB === 'undefined') return () => undefined;
  const user = outboxUserKey(userName);
  const kept = new Set(lookupQueries().map((key) => hashKey(key)));
  let stopped = false;
  void get<DehydratedState>(user, store())
    .then((state) => {
      if (state && !stopped) hydrate(client, state);
    })
    .catch(() => undefined);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    timer = undefined;
    const state = dehydrate(client, {
      shouldDehydrateQuery: (query) => kept.has(query.queryHash) && query.state.status === 'success',
    });
    if (state.queries.length) void set(user, state, store()).catch(() => undefined);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !kept.has(event.query.queryHash))
      return;
    timer ??= setTimeout(write, WRITE_DELAY_MS);
  });
  return () => {
    stopped = true;
    unsubscribe();
    if (timer) {
      clearTimeout(timer);
      write();
    }
  };
}
