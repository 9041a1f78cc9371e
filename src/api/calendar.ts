import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { daewonApi } from '@/lib/api-client';
import type { z } from 'zod';
import type { jobCalendarEntrySchema, repairCalendarEntrySchema } from './schemas/calendar';

/** Body of both calendar calls (A §7). Dates are ISO 8601 (decision 16). */
export interface CalendarRequest {
  FromDate: string;
  ToDate: string;
  SubcontractorId?: number;
  FieldManagerId?: number;
}

/** POST /api/jobs/calendar item. */
export type JobCalendarEntry = z.infer<typeof jobCalendarEntrySchema>;

/** POST /api/repairOrder/calendar item. */
export type RepairCalendarEntry = z.infer<typeof repairCalendarEntrySchema>;

const list = <T>(data: unknown): T[] => (Array.isArray(data) ? (data as T[]) : []);

export async function getJobCalendar(
  body: CalendarRequest,
  signal?: AbortSignal,
): Promise<JobCalendarEntry[]> {
  const { data } = await daewonApi.post<unknown>('/api/jobs/calendar', body, { signal });
  return list<JobCalendarEntry>(data);
}

export async function getRepairOrderCalendar(
  body: CalendarRequest,
  signal?: AbortSignal,
): Promise<RepairCalendarEntry[]> {
  const { data } = await daewonApi.post<unknown>('/api/repairOrder/calendar', body, { signal });
  return list<RepairCalendarEntry>(data);
}

/** Under each resource's root, so that job and repair order mutations refresh the calendars too. */
export const calendarKeys = {
  jobs: (body: CalendarRequest) => ['jobs', 'calendar', body] as const,
  repairOrders: (body: CalendarRequest) => ['repairOrders', 'calendar', body] as const,
};

export const jobCalendarQueryOptions = (body: CalendarRequest) =>
  queryOptions({
    queryKey: calendarKeys.jobs(body),
    queryFn: ({ signal }) => getJobCalendar(body, signal),
    placeholderData: keepPreviousData,
  });

export const repairOrderCalendarQueryOptions = (body: CalendarRequest) =>
  queryOptions({
    queryKey: calendarKeys.repairOrders(body),
    queryFn: ({ signal }) => getRepairOrderCalendar(body, signal),
    placeholderData: keepPreviousData,
  });
