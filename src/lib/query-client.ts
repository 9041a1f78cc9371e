import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Cache times from the spec's constants (A §7, A §9, B §9, C §9), in milliseconds. */
export const cacheTimes = {
  /** single GETs by default */
  default: 1_500,
  jobOptionsBySite: 150_000,
  workLogStatuses: 30_000,
  recordTypes: 120_000,
  jobTypes: 1_200_000,
  contractorsWithWorkLogs: 30_000,
  /** materials, categories, units and autocompletes */
  referenceData: 300_000,
  permissions: Infinity,
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
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
