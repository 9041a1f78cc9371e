import { createStore, get, set, type UseStore } from 'idb-keyval';
import { useEffect, useSyncExternalStore } from 'react';
import { createWorkLog, getExistingWorkLogs, updateWorkLog, workLogKeys } from '@/api/work-logs';
import { browserOffline } from '@/lib/connection';
import { queryClient } from '@/lib/query-client';
import {
  Outbox,
  outboxUserKey,
  type OutboxLabels,
  retryDelayMs,
  type OutboxEntry,
  type OutboxRecord,
  type OutboxStorage,
} from './outbox-core';

/*
 * The browser's work-log outbox: one IndexedDB store of its own (idb-keyval), one record per signed-in user,
 * sent by itself when the connection comes back (the online event) and retried with backoff.
 */

let idbStore: UseStore | null = null;
const memory = new Map<string, OutboxRecord>();

/** IndexedDB when the browser has it; in memory otherwise (a test's jsdom, a browser that refuses storage). */
const storage: OutboxStorage = {
  async read(user) {
    if (typeof indexedDB === 'undefined') return memory.get(user);
    idbStore ??= createStore('work-log-outbox', 'outbox');
    return get<OutboxRecord>(user, idbStore);
  },
  async write(user, record) {
    if (typeof indexedDB === 'undefined') {
      memory.set(user, record);
      return;
    }
    idbStore ??= createStore('work-log-outbox', 'outbox');
    await set(user, record, idbStore);
  },
};

/** A pass of one tab at a time (Web Locks), where the browser has them. */
function exclusive<T>(name: string, run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(name, run) : run();
}

export const workLogOutbox = new Outbox({
  storage,
  api: { create: createWorkLog, update: updateWorkLog, existing: getExistingWorkLogs },
  isOffline: browserOffline,
  exclusive,
  onSent: () => {
    void queryClient.invalidateQueries({ queryKey: workLogKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: workLogKeys.users() });
  },
});

export { outboxUserKey };

interface Named {
  Id: number;
  Name: string;
}

/**
 * What a waiting entry shows of its log: the job as the picker showed it, and the names of its job type and status
 * from the lists the dialog has, so that the entry still reads whole after a reload without a connection.
 */
export function outboxLabels(
  job: string,
  log: { JobTypeId: number; StatusId: number },
  lists: { jobTypes?: readonly Named[]; statuses?: readonly Named[] },
): OutboxLabels {
  return {
    job,
    jobType: lists.jobTypes?.find((j) => j.Id === log.JobTypeId)?.Name,
    status: lists.statuses?.find((s) => s.Id === log.StatusId)?.Name,
  };
}

/* ---------- sending by itself ---------- */

const retries = new Map<string, { timer?: ReturnType<typeof setTimeout>; attempt: number }>();

/** Sends the user's outbox now; on no connection or a server failure, again later with backoff. */
export function requestOutboxSend(user: string): void {
  const state = retries.get(user) ?? { attempt: 0 };
  retries.set(user, state);
  if (state.timer !== undefined) clearTimeout(state.timer);
  state.timer = undefined;
  void workLogOutbox.send(user).then((result) => {
    if (result !== 'retry') {
      state.attempt = 0;
      return;
    }
    // no connection or a server that did not answer: the online event sends it, and so does the next try by backoff
    // (even while the browser says offline: a quick drop and return may pass without an online event)
    if (state.timer !== undefined) return;
    state.timer = setTimeout(() => {
      state.timer = undefined;
      requestOutboxSend(user);
    }, retryDelayMs(state.attempt++));
  });
}

/** Keeps the signed-in user's outbox going: at start, whenever the connection comes back, and by backoff. */
export function useOutboxSender(userName: string | null | undefined) {
  const user = userName ? outboxUserKey(userName) : null;
  useEffect(() => {
    if (!user) return;
    let stopped = false;
    void workLogOutbox.load(user).then((entries) => {
      if (!stopped && entries.length > 0) requestOutboxSend(user);
    });
    const online = () => {
      const state = retries.get(user);
      if (state) state.attempt = 0;
      requestOutboxSend(user);
    };
    window.addEventListener('online', online);
    return () => {
      stopped = true;
      window.removeEventListener('online', online);
      const state = retries.get(user);
      if (state?.timer !== undefined) clearTimeout(state.timer);
      retries.delete(user);
    };
  }, [user]);
}

/* ---------- reading it ---------- */

const NONE: readonly OutboxEntry[] = [];

/** The user's outbox entries, in the order typed (empty while loading or signed out). */
export function useOutboxEntries(userName: string | null | undefined): readonly OutboxEntry[] {
  const user = userName ? outboxUserKey(userName) : null;
  const entries = useSyncExternalStore(
    (listener) => workLogOutbox.subscribe(listener),
    () => (user ? workLogOutbox.snapshot(user) : undefined),
  );
  useEffect(() => {
    if (user && !workLogOutbox.snapshot(user)) void workLogOutbox.load(user);
  }, [user]);
  return entries ?? NONE;
}

/** How many entries wait in the user's outbox (sign-out asks first when some do). */
export async function outboxCount(userName: string | null | undefined): Promise<number> {
  if (!userName) return 0;
  return (await workLogOutbox.load(outboxUserKey(userName))).length;
}

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser says it is online. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => !browserOffline(),
    () => true,
  );
}
