import type { QueryClient } from '@tanstack/react-query';
import { matchPath, type Params } from 'react-router-dom';
import type { FirstRequest } from '@/components/data-table/table-query';
import { routeIdsValid } from '@/lib/route-ids';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { earlyRequestsOpen, rememberEarlyAnswer } from './early-answers';
import { FIRST_REQUEST_PATHS, type FirstRequestArea } from './first-request-paths';

/*
 * The URL → first request table (issue 27 §1). Each area declares its lines beside its list sources
 * (`src/features/<area>/first-requests.ts`: path pattern → list source or record read, exactly as the route's loader
 * asks); this part of the entry knows only their path patterns (./first-request-paths.ts) and loads the lines of the
 * area the URL names, a small chunk the page has preloaded with the entry when a token is stored (vite.config.ts).
 * So the screen's first data request leaves with the session calls, before the route tables and the screen's
 * chunks have been loaded and run.
 */

type AreaLines = () => Promise<{ firstRequests: readonly FirstRequest[] }>;

const areaLines: Record<FirstRequestArea, AreaLines> = {
  jobs: () => import('@/features/jobs/first-requests'),
  builders: () => import('@/features/builders/first-requests'),
  'reference-data': () => import('@/features/reference-data/first-requests'),
  people: () => import('@/features/people/first-requests'),
  'work-logs': () => import('@/features/work-logs/first-requests'),
  schedules: () => import('@/features/schedules/first-requests'),
  'job-orders': () => import('@/features/job-orders/first-requests'),
  'repairs-payments': () => import('@/features/repairs-payments/first-requests'),
  membership: () => import('@/features/membership/first-requests'),
  'site-settings': () => import('@/features/site-settings/first-requests'),
};

const matches = (path: string, pathname: string): Params | null =>
  matchPath({ path, end: true }, pathname)?.params ?? null;

/** The areas with a line for a path (a job's tab: the job's and the tab's). */
export function firstRequestAreasOf(pathname: string): FirstRequestArea[] {
  return (Object.keys(FIRST_REQUEST_PATHS) as FirstRequestArea[]).filter((area) =>
    FIRST_REQUEST_PATHS[area].some((path) => matches(path, pathname)),
  );
}

/** Starts the lines of `lines` a URL matches; each started query is remembered for the guard to drop. */
export function startLines(lines: readonly FirstRequest[], url: URL, client: QueryClient): void {
  for (const line of lines) {
    const found = earlyRequestsOpen() && matches(line.path, url.pathname);
    const params = found && routeIdsValid(found) && found;
    const queryKey = params && line.start(client, url, params);
    if (queryKey) rememberEarlyAnswer(line.path, queryKey);
  }
}

declare global {
  interface Window {
    /**
     * The chunks of the areas whose lines the URL matches, found (and preloaded) by the page's start-up script
     * (vite.config.ts, signedInPreload): the entry carries neither the path patterns nor the chunks' names.
     */
    __firstRequestChunks?: string[];
  }
}

type AreaModule = { firstRequests?: readonly FirstRequest[] };

/** The lines of the areas the URL names: the chunks the page's script found in a build, else by the patterns. */
function areaModulesOf(pathname: string): Array<Promise<AreaModule>> {
  const chunks = window.__firstRequestChunks;
  if (chunks) return chunks.map((href) => import(/* @vite-ignore */ href) as Promise<AreaModule>);
  return import.meta.env.DEV || import.meta.env.MODE === 'test'
    ? firstRequestAreasOf(pathname).map((area) => areaLines[area]())
    : [];
}

/**
 * Starts the first requests of the screen a URL names, into the query cache the screen reads (its route loader
 * then finds them on their way). Resolves once they have started; nothing starts once the first navigation was
 * decided (./early-answers.ts).
 */
export async function startFirstRequests(
  href: string | URL,
  client: QueryClient = appQueryClient,
): Promise<void> {
  const url = new URL(href, 'http://localhost');
  for (const { firstRequests = [] } of await Promise.all(areaModulesOf(url.pathname)))
    startLines(firstRequests, url, client);
}
