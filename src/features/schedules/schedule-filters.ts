import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { CALENDAR_PARAM_FORMAT } from '@/lib/format';
import { filterParam } from '@/lib/list-params';

dayjs.extend(customParseFormat);

export interface ScheduleFilters {
  /** the month to open on */
  date?: Date;
  fieldManager?: number;
  subcontractor?: number;
}

/** fieldManager and subcontractor: used only when they parse as (nonzero) integers (A §5). */
const idParam = filterParam.id();

function id(value: string | null): number | undefined {
  return value === null ? undefined : idParam.parse(value);
}

/** Reads the calendar's query: each filter only when it parses (A §5); garbage is ignored. */
export function parseScheduleFilters(search: URLSearchParams): ScheduleFilters {
  const rawDate = search.get('date');
  const date = rawDate ? dayjs(rawDate, CALENDAR_PARAM_FORMAT, true) : undefined;
  return {
    date: date?.isValid() ? date.toDate() : undefined,
    fieldManager: id(search.get('fieldManager')),
    subcontractor: id(search.get('subcontractor')),
  };
}

/** The calendar's query for its filters: date as MM-DD-YYYY (A §9). */
export function toScheduleSearch(filters: ScheduleFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.date) search.set('date', dayjs(filters.date).format(CALENDAR_PARAM_FORMAT));
  if (filters.fieldManager) search.set('fieldManager', idParam.format(filters.fieldManager));
  if (filters.subcontractor) search.set('subcontractor', idParam.format(filters.subcontractor));
  return search;
}
