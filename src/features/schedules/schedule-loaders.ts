import type { LoaderFunctionArgs } from 'react-router-dom';
import { queryClient } from '@/lib/query-client';
import { parseScheduleFilters } from './schedule-filters';
import {
  calendarRequest,
  jobScheduleQuery,
  monthGridRange,
  repairScheduleQuery,
  type ScheduleQuery,
} from './schedule-queries';

/*
 * The calendars' loaders (a small chunk of their own): the entries of the month the URL opens on, asked for with
 * the calendar's chunk instead of after FullCalendar has drawn its first month.
 */

/** The query of the month a calendar URL opens on (its `date`, else this month) with the URL's filters. */
export function monthQueryOf(query: ScheduleQuery, url: URL) {
  const filters = parseScheduleFilters(url.searchParams);
  return query(calendarRequest(monthGridRange(filters.date ?? new Date()), filters));
}

function prefetchMonth(query: ScheduleQuery) {
  return ({ request }: LoaderFunctionArgs) => {
    void queryClient.prefetchQuery(monthQueryOf(query, new URL(request.url)));
    return null;
  };
}

export const jobScheduleLoader = prefetchMonth(jobScheduleQuery);
export const repairScheduleLoader = prefetchMonth(repairScheduleQuery);
