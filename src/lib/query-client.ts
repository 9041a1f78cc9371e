import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { browserOffline } from './connection';

/** Cache times from the spec's constants (A §7, A §9, B §9, C §9), in milliseconds. */
export const cacheTimes = {
  /** single GETs by default */
  default: 1_500,
  /**
   * a data table's page: the page a route loader prefetched is still fresh when the table mounts, even on a slow
   * device (no second request); the resource's own saves and deletes invalidate its lists at once
   */
  tablePage: 10_000,
  jobOptionsBySite: 150_000,
  workLogStatuses: 30_000,
  recordTypes: 120_000,
  jobTypes: 1_200_000,
  contractorsWithWorkLogs: 30_000,
  /** materials, categories, units and autocompletes */
  referenceData: 300_000,
  permissions: Infinity,
} as const;

/** C §9 "User fetch retry count 10": the signed-in user's fetch retries a lost connection 10 times. */
export const USER_FETCH_RETRIES = 10;
const USER_FETCH_RETRY_DELAY_MS = 300;

/**
 * The user fetch's retry: only when no answer came back (a server's answer, like 401, is final), and not while the
 * browser knows it has no connection (the start then goes on without waiting for ten failures).
 */
export const userFetchRetry = {
  retry: (failureCount: number, error: unknown) =>
    error instanceof ApiError &&
    error.isNetworkError &&
    failureCount < USER_FETCH_RETRIES &&
    !browserOffline(),
  retryDelay: USER_FETCH_RETRY_DELAY_MS,
} as const;

/** GETs retry only when no answer came back; a server's answer is final. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError) return error.isNetworkError && failureCount < 2;
  return false;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: cacheTimes.default,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      // a save or delete with no connection fails at once and says so (the form keeps what was typed), instead of
      // waiting, paused and unseen, to be sent whenever the connection comes back
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
