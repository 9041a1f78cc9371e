import dayjs from 'dayjs';
import { REQUEST_DATE_FORMAT } from './format';

/**
 * The date-range filter rules (A §4, B §5, B §9).
 *
 * A range is `{ preset, start, end }`; `start` and `end` are the user's CUSTOM dates as calendar dates
 * (`YYYY-MM-DD`, or null). A preset other than Custom carries no dates of its own: its dates are computed
 * from "today" when needed (`resolveRange`, `toRequest`), so a saved "This Week" stays this week.
 *
 * Preset definitions (the spec names them; these are the computed days, both ends inclusive):
 * - weeks run Sunday to Saturday (the US calendar the date picker shows);
 * - quarters are calendar quarters (Jan-Mar, Apr-Jun, Jul-Sep, Oct-Dec);
 * - Last7Days / Last30Days: the 7 / 30 days ending today (today - 6 / today - 29 to today);
 * - Last3Months / Last12Months: the same day 3 / 12 months ago to today;
 * - ThisYear ("Year to Date"): January 1 to today;
 * - Upcoming ("All Upcoming"): today with an open end (end null);
 * - Custom: the custom dates themselves.
 */
export const DATE_RANGE_PRESETS = [
  'Today',
  'Tomorrow',
  'Yesterday',
  'ThisWeek',
  'LastWeek',
  'NextWeek',
  'Last7Days',
  'ThisMonth',
  'Last30Days',
  'LastMonth',
  'NextMonth',
  'ThisQuarter',
  'Last3Months',
  'LastQuarter',
  'ThisYear',
  'Last12Months',
  'LastYear',
  'Upcoming',
  'Custom',
] as const;

export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** 'report': the financial and repair order report filters (B §5); 'default': every other filter. */
export type DateRangeVariant = 'default' | 'report';

/** Calendar date as sent in list filters (decision 16). */
export type CalendarDate = string;

export interface DateRange {
  preset: DateRangePreset;
  /** custom from date, YYYY-MM-DD */
  start: CalendarDate | null;
  /** custom until date, YYYY-MM-DD */
  end: CalendarDate | null;
}

export interface ResolvedDateRange {
  start: CalendarDate | null;
  end: CalendarDate | null;
}

/** What "today" may be given as (tests inject a fixed day). */
export type TodayInput = dayjs.Dayjs | Date | string;

/** Anything a date may be given as; '' and invalid dates count as no date. */
export type DateValue = dayjs.Dayjs | Date | string | null | undefined;

export function isDateRangePreset(value: unknown): value is DateRangePreset {
  return typeof value === 'string' && (DATE_RANGE_PRESETS as readonly string[]).includes(value);
}

/** i18n key of a preset's label (ThisYear reads "Year to Date", Upcoming "All Upcoming"). */
export function presetLabelKey(preset: DateRangePreset): string {
  return `common.form.dateRange.presets.${preset}`;
}

/** A calendar date (local day) as YYYY-MM-DD, or null. A plain YYYY-MM-DD string is kept as it is. */
export function toCalendarDate(value: DateValue): CalendarDate | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return dayjs(value).isValid() ? value : null;
  }
  const d = dayjs(value);
  return d.isValid() ? d.format(REQUEST_DATE_FORMAT) : null;
}

function day(today: TodayInput | undefined): dayjs.Dayjs {
  const d = today === undefined ? dayjs() : dayjs(today);
  return (d.isValid() ? d : dayjs()).startOf('day');
}

const fmt = (d: dayjs.Dayjs) => d.format(REQUEST_DATE_FORMAT);

function span(start: dayjs.Dayjs, end: dayjs.Dayjs | null): ResolvedDateRange {
  return { start: fmt(start), end: end ? fmt(end) : null };
}

/** Sunday of the week holding d. */
const weekStart = (d: dayjs.Dayjs) => d.subtract(d.day(), 'day');
/** First day of the calendar quarter holding d. */
const quarterStart = (d: dayjs.Dayjs) => d.startOf('year').add(Math.floor(d.month() / 3) * 3, 'month');

/** The days a preset covers on the given day. Custom has no dates of its own (both null). */
export function presetRange(preset: DateRangePreset, today?: TodayInput): ResolvedDateRange {
  const t = day(today);
  switch (preset) {
    case 'Today':
      return span(t, t);
    case 'Tomorrow':
      return span(t.add(1, 'day'), t.add(1, 'day'));
    case 'Yesterday':
      return span(t.subtract(1, 'day'), t.subtract(1, 'day'));
    case 'ThisWeek':
      return span(weekStart(t), weekStart(t).add(6, 'day'));
    case 'LastWeek':
      return span(weekStart(t).subtract(7, 'day'), weekStart(t).subtract(1, 'day'));
    case 'NextWeek':
      return span(weekStart(t).add(7, 'day'), weekStart(t).add(13, 'day'));
    case 'Last7Days':
      return span(t.subtract(6, 'day'), t);
    case 'ThisMonth':
      return span(t.startOf('month'), t.endOf('month').startOf('day'));
    case 'Last30Days':
      return span(t.subtract(29, 'day'), t);
    case 'LastMonth': {
      const m = t.startOf('month').subtract(1, 'month');
      return span(m, m.endOf('month').startOf('day'));
    }
    case 'NextMonth': {
      const m = t.startOf('month').add(1, 'month');
      return span(m, m.endOf('month').startOf('day'));
    }
    case 'ThisQuarter': {
      const q = quarterStart(t);
      return span(q, q.add(3, 'month').subtract(1, 'day'));
    }
    case 'Last3Months':
      return span(t.subtract(3, 'month'), t);
    case 'LastQuarter': {
      const q = quarterStart(t).subtract(3, 'month');
      return span(q, q.add(3, 'month').subtract(1, 'day'));
    }
    case 'ThisYear':
      return span(t.startOf('year'), t);
    case 'Last12Months':
      return span(t.subtract(12, 'month'), t);
    case 'LastYear': {
      const y = t.startOf('year').subtract(1, 'year');
      return span(y, y.endOf('year').startOf('day'));
    }
    case 'Upcoming':
      return span(t, null);
    case 'Custom':
      return { start: null, end: null };
  }
}

/** The range's actual days: the custom dates for Custom, else the preset's days on the given day. */
export function resolveRange(range: DateRange, today?: TodayInput): ResolvedDateRange {
  return range.preset === 'Custom'
    ? { start: range.start, end: range.end }
    : presetRange(range.preset, today);
}

/** A range on a preset (Today by default), without custom dates. */
export function createRange(preset: DateRangePreset = 'Today'): DateRange {
  return { preset, start: null, end: null };
}

/** A Custom range with the given dates (e.g. the financial report's default, the last 30 days). */
export function customRange(start: DateValue, end: DateValue): DateRange {
  return { preset: 'Custom', start: toCalendarDate(start), end: toCalendarDate(end) };
}

/**
 * Choosing a preset clears both custom dates. Choosing Custom itself keeps the custom dates, or starts
 * from the days the previous preset covered, so the user edits from what was shown.
 */
export function applyPreset(range: DateRange, preset: DateRangePreset, today?: TodayInput): DateRange {
  if (preset !== 'Custom') return createRange(preset);
  if (range.preset === 'Custom') return range;
  return { preset: 'Custom', ...presetRange(range.preset, today) };
}

/**
 * A custom from date sets Custom. A start after the end moves the end to the start; on report filters an
 * empty end is pushed up to the start as well.
 */
export function setStart(
  range: DateRange,
  date: DateValue,
  variant: DateRangeVariant = 'default',
): DateRange {
  const start = toCalendarDate(date);
  let end = range.preset === 'Custom' ? range.end : null;
  if (start !== null) {
    if (end !== null && start > end) end = start;
    else if (end === null && variant === 'report') end = start;
  }
  return { preset: 'Custom', start, end };
}

/** A custom until date sets Custom. An end before the start pulls the start down to the end. */
export function setEnd(range: DateRange, date: DateValue, _variant: DateRangeVariant = 'default'): DateRange {
  const end = toCalendarDate(date);
  let start = range.preset === 'Custom' ? range.start : null;
  if (end !== null && start !== null && start > end) start = end;
  return { preset: 'Custom', start, end };
}

/** Clearing resets the range to Today. */
export function clear(): DateRange {
  return createRange('Today');
}

/** The range as list-filter request dates (YYYY-MM-DD, null for an open side). */
export function toRequest(range: DateRange, today?: TodayInput): ResolvedDateRange {
  return resolveRange(range, today);
}
