import { queryOptions, type UseQueryOptions } from '@tanstack/react-query';
import { calendarKeys, getJobCalendar, getRepairOrderCalendar, type CalendarRequest } from '@/api/calendar';
import { cacheTimes } from '@/lib/query-client';
import type { ScheduleFilters } from './schedule-filters';

/*
 * The calendars' queries and the range their month grid opens on (no UI, no FullCalendar): the route loader asks
 * for the first month's entries with the screen's chunk, and the calendar reads them from the cache.
 */

/** One calendar entry as the page shows it. */
export interface ScheduleEntry {
  id: string;
  title: string;
  date: string;
  href: string;
  invoiceStatus: string;
}

export type ScheduleQuery = (
  body: CalendarRequest,
) => UseQueryOptions<ScheduleEntry[], Error, ScheduleEntry[], readonly unknown[]>;

export const jobScheduleQuery = (body: CalendarRequest) =>
  queryOptions({
    queryKey: [...calendarKeys.jobs(body)] as readonly unknown[],
    // the month the route loader prefetched is still fresh when the calendar mounts (no second request)
    staleTime: cacheTimes.tablePage,
    queryFn: async ({ signal }): Promise<ScheduleEntry[]> =>
      (await getJobCalendar(body, signal)).map((job) => ({
        id: `job-${job.Id}`,
        title: [job.BuilderName, job.JobSiteName, job.LotGroupCode].filter(Boolean).join(' - '),
        date: job.StartDate,
        href: `/jobs/${job.Id}`,
        invoiceStatus: job.InvoiceStatus,
      })),
  });

export const repairScheduleQuery = (body: CalendarRequest) =>
  queryOptions({
    queryKey: [...calendarKeys.repairOrders(body)] as readonly unknown[],
    // the month the route loader prefetched is still fresh when the calendar mounts (no second request)
    staleTime: cacheTimes.tablePage,
    queryFn: async ({ signal }): Promise<ScheduleEntry[]> =>
      (await getRepairOrderCalendar(body, signal)).map((order) => ({
        id: `repair-${order.Id}`,
        title: [order.BuilderName, order.JobSiteName, order.LotGroupCode].filter(Boolean).join(' - '),
        date: order.RequestDate,
        href: `/jobs/${order.JobId}/repairOrder/edit/${order.Id}`,
        invoiceStatus: order.InvoiceStatus,
      })),
  });

/** The dates a calendar shows (FullCalendar's visible range: start inclusive, end exclusive). */
export interface VisibleRange {
  start: Date;
  end: Date;
}

/**
 * The visible range of the month grid the calendar opens on (its initial view, dayGridMonth, in the default
 * English locale): six weeks from the Sunday on or before the first of the month, local midnight. FullCalendar
 * reports the same range when it has drawn (datesSet), so the first month's entries can be asked for before.
 */
export function monthGridRange(date: Date): VisibleRange {
  const first = new Date(date.getFullYear(), date.getMonth(), 1);
  const start = new Date(first.getFullYear(), first.getMonth(), 1 - first.getDay());
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 42);
  return { start, end };
}

/** The calendar's request for a range and the URL's filters. */
export function calendarRequest(range: VisibleRange, filters: ScheduleFilters): CalendarRequest {
  return {
    FromDate: range.start.toISOString(),
    ToDate: range.end.toISOString(),
    ...(filters.subcontractor ? { SubcontractorId: filters.subcontractor } : {}),
    ...(filters.fieldManager ? { FieldManagerId: filters.fieldManager } : {}),
  };
}
