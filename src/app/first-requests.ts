import type { QueryClient } from '@tanstack/react-query';
import { matchPath, type Params } from 'react-router-dom';
import type { FirstRequest } from '@/components/data-table/table-query';
import { buildersFirstRequests } from '@/features/builders/first-requests';
import { jobOrdersFirstRequests } from '@/features/job-orders/first-requests';
import { jobsFirstRequests } from '@/features/jobs/first-requests';
import { membershipFirstRequests } from '@/features/membership/first-requests';
import { peopleFirstRequests } from '@/features/people/first-requests';
import { referenceDataFirstRequests } from '@/features/reference-data/first-requests';
import { repairsPaymentsFirstRequests } from '@/features/repairs-payments/first-requests';
import { workLogsFirstRequests } from '@/features/work-logs/first-requests';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { earlyRequestsOpen, rememberEarlyAnswer } from './early-answers';

/*
 * The URL → first request table (issue 27 §1): every area's lines, declared beside its list sources. A chunk of
 * its own that the page asks for with the entry when a token is stored (vite.config.ts, signedInPreload), so that
 * the screen's first data request leaves with the session calls, before the route tables and the screen's chunks
 * have been loaded and run.
 */
export const firstRequestTable: readonly FirstRequest[] = [
  ...jobsFirstRequests,
  ...buildersFirstRequests,
  ...referenceDataFirstRequests,
  ...peopleFirstRequests,
  ...workLogsFirstRequests,
  ...jobOrdersFirstRequests,
  ...repairsPaymentsFirstRequests,
  ...membershipFirstRequests,
];

/** The lines of the table a URL matches (a job's tab: the job and the tab's list), with the path's parameters. */
export function firstRequestsOf(href: string | URL): Array<{ request: FirstRequest; params: Params }> {
  const { pathname } = new URL(href, 'http://localhost');
  return firstRequestTable.flatMap((request) => {
    const match = matchPath({ path: request.path, end: true }, pathname);
    return match ? [{ request, params: match.params }] : [];
  });
}

/**
 * Starts the first requests of the screen a URL names, into the query cache the screen reads, and remembers them
 * so that the guard can drop them (./early-answers.ts). Nothing starts once the first navigation was decided.
 */
export function startFirstRequests(href: string | URL, client: QueryClient = appQueryClient): number {
  if (!earlyRequestsOpen()) return 0;
  const url = new URL(href, 'http://localhost');
  let started = 0;
  for (const { request, params } of firstRequestsOf(url)) {
    const queryKey = request.start(client, url, params);
    if (!queryKey) continue;
    rememberEarlyAnswer(request.path, queryKey);
    started += 1;
  }
  return started;
}
