import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** The calendar date parameter format (A §9). */
export const CALENDAR_DATE_FORMAT = 'MM-DD-YYYY';

export interface ScheduleFilters {
  /** the month to open on */
  date?: Date;
  fieldManager?: number;
  subcontractor?: number;
}

function integer(value: string | null): number | undefined {
  if (value === null || !/^-?\d+$/.test(value.trim())) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n !== 0 ? n : undefined;
}

/** Reads the calendar's query: each filter only when it parses (A §4); garbage is ignored. */
export function parseScheduleFilters(search: URLSearchParams): ScheduleFilters {
  const rawDate = search.get('date');
  const date = rawDate ? dayjs(rawDate, CALENDAR_DATE_FORMAT, true) : undefined;
  return {
    date: date?.isValid() ? date.toDate() : undefined,
    fieldManager: integer(search.get('fieldManager')),
    subcontractor: integer(search.get('subcontractor')),
  };
}

export function toScheduleSearch(filters: ScheduleFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.date) search.set('date', dayjs(filters.date).format(CALENDAR_DATE_FORMAT));
  if (filters.fieldManager) search.set('fieldManager', String(filters.fieldManager));
  if (filters.subcontractor) search.set('subcontractor', String(filters.subcontractor));
  return search;
}
