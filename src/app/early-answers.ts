import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { ApiError } from '@/lib/api-error';

/*
 * The answers asked for before the guard has decided (issue 27 §1): on a cold start with a stored token, the first
 * request of the screen the URL names leaves with the session calls (./first-requests.ts). The guard still decides
 * what is shown: a refused screen drops them (removed from the cache, so nothing ever shows them),
 * and once the first navigation has settled, those of a screen that is not the one shown are dropped too. Small:
 * part of the entry.
 */

interface EarlyAnswer {
  /** the path pattern of the screen it was asked for */
  path: string;
  queryKey: QueryKey;
}

let early: EarlyAnswer[] = [];
let open = true;

/** Whether early requests may still start: only until the first navigation has been decided. */
export function earlyRequestsOpen(): boolean {
  return open;
}

/** Records an early request (the query it started and the screen pattern it was for). */
export function rememberEarlyAnswer(path: string, queryKey: QueryKey): void {
  early.push({ path, queryKey });
}

/**
 * Whether the server has already refused (403) an early request: the permission list, on its way, will refuse that
 * screen too, so its loader waits for it instead of asking again (src/app/guards.ts).
 */
export function earlyAnswerRefused(client: QueryClient): boolean {
  return early.some(({ queryKey }) => {
    const error = client.getQueryState(queryKey)?.error;
    return error instanceof ApiError && error.status === 403;
  });
}

/**
 * Drops the early answers: all of them (a guard refused the screen), or, given the path of the screen shown once
 * the first navigation settled, those asked for another screen. No early request starts after this.
 */
export function dropEarlyAnswers(client: QueryClient, shownPathname?: string): void {
  open = false;
  const dropped = early.filter(
    (answer) => shownPathname === undefined || !matchPath({ path: answer.path, end: true }, shownPathname),
  );
  early = [];
  // removed while on its way: its answer is dropped when it comes
  for (const { queryKey } of dropped) client.removeQueries({ queryKey, exact: true });
}

/** Tests: a fresh start (early requests allowed again, none remembered). */
export function resetEarlyAnswers(): void {
  early = [];
  open = true;
}
