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

function prefetchMonth(query: ScheduleQuery) {
  return ({ request }: LoaderFunctionArgs) => {
    const filters = parseScheduleFilters(new URL(request.url).searchParams);
    const range = monthGridRange(filters.date ?? new Date());
    void queryClient.prefetchQuery(query(calendarRequest(range, filters)));
    return null;
  };
}

export const jobScheduleLoader = prefetchMonth(jobScheduleQuery);
export const repairScheduleLoader = prefetchMonth(repairScheduleQuery);
