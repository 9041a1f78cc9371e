import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  applyPreset,
  clear,
  createRange,
  customRange,
  DATE_RANGE_PRESETS,
  isDateRangePreset,
  presetLabelKey,
  presetRange,
  resolveRange,
  setEnd,
  setStart,
  toCalendarDate,
  toRequest,
  type DateRange,
  type DateRangePreset,
} from './date-range';

type Expected = Record<DateRangePreset, [string | null, string | null]>;

// A Wednesday in the middle of the second quarter.
const MID: Expected = {
  Today: ['2026-05-13', '2026-05-13'],
  Tomorrow: ['2026-05-14', '2026-05-14'],
  Yesterday: ['2026-05-12', '2026-05-12'],
  ThisWeek: ['2026-05-10', '2026-05-16'],
  LastWeek: ['2026-05-03', '2026-05-09'],
  NextWeek: ['2026-05-17', '2026-05-23'],
  Last7Days: ['2026-05-07', '2026-05-13'],
  ThisMonth: ['2026-05-01', '2026-05-31'],
  Last30Days: ['2026-04-14', '2026-05-13'],
  LastMonth: ['2026-04-01', '2026-04-30'],
  NextMonth: ['2026-06-01', '2026-06-30'],
  ThisQuarter: ['2026-04-01', '2026-06-30'],
  Last3Months: ['2026-02-13', '2026-05-13'],
  LastQuarter: ['2026-01-01', '2026-03-31'],
  ThisYear: ['2026-01-01', '2026-05-13'],
  Last12Months: ['2025-05-13', '2026-05-13'],
  LastYear: ['2025-01-01', '2025-12-31'],
  Upcoming: ['2026-05-13', null],
  Custom: [null, null],
};

// New Year's day, a Thursday: weeks, months, quarters and years reach back into the previous year.
const NEW_YEAR: Expected = {
  Today: ['2026-01-01', '2026-01-01'],
  Tomorrow: ['2026-01-02', '2026-01-02'],
  Yesterday: ['2025-12-31', '2025-12-31'],
  ThisWeek: ['2025-12-28', '2026-01-03'],
  LastWeek: ['2025-12-21', '2025-12-27'],
  NextWeek: ['2026-01-04', '2026-01-10'],
  Last7Days: ['2025-12-26', '2026-01-01'],
  ThisMonth: ['2026-01-01', '2026-01-31'],
  Last30Days: ['2025-12-03', '2026-01-01'],
  LastMonth: ['2025-12-01', '2025-12-31'],
  NextMonth: ['2026-02-01', '2026-02-28'],
  ThisQuarter: ['2026-01-01', '2026-03-31'],
  Last3Months: ['2025-10-01', '2026-01-01'],
  LastQuarter: ['2025-10-01', '2025-12-31'],
  ThisYear: ['2026-01-01', '2026-01-01'],
  Last12Months: ['2025-01-01', '2026-01-01'],
  LastYear: ['2025-01-01', '2025-12-31'],
  Upcoming: ['2026-01-01', null],
  Custom: [null, null],
};

// A Sunday: the week starts on the day itself.
const SUNDAY: Expected = {
  Today: ['2026-03-01', '2026-03-01'],
  Tomorrow: ['2026-03-02', '2026-03-02'],
  Yesterday: ['2026-02-28', '2026-02-28'],
  ThisWeek: ['2026-03-01', '2026-03-07'],
  LastWeek: ['2026-02-22', '2026-02-28'],
  NextWeek: ['2026-03-08', '2026-03-14'],
  Last7Days: ['2026-02-23', '2026-03-01'],
  ThisMonth: ['2026-03-01', '2026-03-31'],
  Last30Days: ['2026-01-31', '2026-03-01'],
  LastMonth: ['2026-02-01', '2026-02-28'],
  NextMonth: ['2026-04-01', '2026-04-30'],
  ThisQuarter: ['2026-01-01', '2026-03-31'],
  Last3Months: ['2025-12-01', '2026-03-01'],
  LastQuarter: ['2025-10-01', '2025-12-31'],
  ThisYear: ['2026-01-01', '2026-03-01'],
  Last12Months: ['2025-03-01', '2026-03-01'],
  LastYear: ['2025-01-01', '2025-12-31'],
  Upcoming: ['2026-03-01', null],
  Custom: [null, null],
};

describe.each([
  ['a mid-quarter Wednesday', '2026-05-13', MID],
  ['January 1', '2026-01-01', NEW_YEAR],
  ['a Sunday', '2026-03-01', SUNDAY],
])('presets on %s (%s)', (_name, today, expected) => {
  it.each(DATE_RANGE_PRESETS.map((p) => [p]))('%s', (preset) => {
    const [start, end] = expected[preset];
    expect(presetRange(preset, today)).toEqual({ start, end });
  });
});

describe('presets, more edges', () => {
  it('takes today as a string, a Date or a dayjs', () => {
    expect(presetRange('ThisWeek', new Date(2026, 4, 13, 23, 59))).toEqual({
      start: '2026-05-10',
      end: '2026-05-16',
    });
    expect(presetRange('ThisWeek', dayjs('2026-05-16T08:00:00'))).toEqual({
      start: '2026-05-10',
      end: '2026-05-16',
    });
  });
  it('a Saturday ends its own week', () => {
    expect(presetRange('ThisWeek', '2026-05-16')).toEqual({ start: '2026-05-10', end: '2026-05-16' });
  });
  it('clamps month arithmetic at month ends', () => {
    expect(presetRange('Last3Months', '2026-05-31')).toEqual({ start: '2026-02-28', end: '2026-05-31' });
    expect(presetRange('Last12Months', '2028-02-29')).toEqual({ start: '2027-02-28', end: '2028-02-29' });
    expect(presetRange('LastMonth', '2026-03-31')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
  });
  it('handles the last day of the year', () => {
    expect(presetRange('NextWeek', '2026-12-31')).toEqual({ start: '2027-01-03', end: '2027-01-09' });
    expect(presetRange('NextMonth', '2026-12-31')).toEqual({ start: '2027-01-01', end: '2027-01-31' });
    expect(presetRange('ThisQuarter', '2026-12-31')).toEqual({ start: '2026-10-01', end: '2026-12-31' });
    expect(presetRange('LastQuarter', '2026-12-31')).toEqual({ start: '2026-07-01', end: '2026-09-30' });
    expect(presetRange('Tomorrow', '2026-12-31')).toEqual({ start: '2027-01-01', end: '2027-01-01' });
  });
  it('defaults to the real today', () => {
    const now = dayjs().format('YYYY-MM-DD');
    expect(presetRange('Today')).toEqual({ start: now, end: now });
  });
  it('labels ThisYear and Upcoming through their own keys', () => {
    expect(presetLabelKey('ThisYear')).toBe('common.form.dateRange.presets.ThisYear');
    expect(isDateRangePreset('Upcoming')).toBe(true);
    expect(isDateRangePreset('Someday')).toBe(false);
    expect(isDateRangePreset(3)).toBe(false);
  });
});

describe('coupling rules', () => {
  const TODAY = '2026-05-13';
  const custom = (start: string | null, end: string | null): DateRange => ({ preset: 'Custom', start, end });

  it('a custom from date sets Custom', () => {
    expect(setStart(createRange('ThisMonth'), '2026-05-02')).toEqual(custom('2026-05-02', null));
  });
  it('a custom until date sets Custom', () => {
    expect(setEnd(createRange('LastWeek'), new Date(2026, 4, 20))).toEqual(custom(null, '2026-05-20'));
  });
  it('choosing a preset clears both custom dates', () => {
    expect(applyPreset(custom('2026-01-01', '2026-02-01'), 'LastYear')).toEqual({
      preset: 'LastYear',
      start: null,
      end: null,
    });
  });
  it('choosing Custom keeps custom dates, or starts from the days the preset covered', () => {
    const c = custom('2026-01-01', '2026-02-01');
    expect(applyPreset(c, 'Custom', TODAY)).toBe(c);
    expect(applyPreset(createRange('ThisWeek'), 'Custom', TODAY)).toEqual(custom('2026-05-10', '2026-05-16'));
  });
  it('clearing resets to Today', () => {
    expect(clear()).toEqual({ preset: 'Today', start: null, end: null });
    expect(toRequest(clear(), TODAY)).toEqual({ start: TODAY, end: TODAY });
  });
  it('a start after the end moves the end to the start', () => {
    expect(setStart(custom('2026-05-01', '2026-05-10'), '2026-05-12')).toEqual(
      custom('2026-05-12', '2026-05-12'),
    );
  });
  it('a start on or before the end leaves the end alone', () => {
    expect(setStart(custom('2026-05-01', '2026-05-10'), '2026-05-10')).toEqual(
      custom('2026-05-10', '2026-05-10'),
    );
    expect(setStart(custom('2026-05-01', '2026-05-10'), '2026-04-01')).toEqual(
      custom('2026-04-01', '2026-05-10'),
    );
  });
  it('an end before the start moves the start to the end', () => {
    expect(setEnd(custom('2026-05-10', '2026-05-20'), '2026-05-03')).toEqual(
      custom('2026-05-03', '2026-05-03'),
    );
  });
  it('an end after the start leaves the start alone', () => {
    expect(setEnd(custom('2026-05-10', '2026-05-20'), '2026-06-01')).toEqual(
      custom('2026-05-10', '2026-06-01'),
    );
  });
  it('the default variant leaves an empty end empty', () => {
    expect(setStart(custom(null, null), '2026-05-10')).toEqual(custom('2026-05-10', null));
  });
  it('clearing one date keeps the other and stays Custom', () => {
    expect(setStart(custom('2026-05-10', '2026-05-20'), null)).toEqual(custom(null, '2026-05-20'));
    expect(setEnd(custom('2026-05-10', '2026-05-20'), '')).toEqual(custom('2026-05-10', null));
  });

  describe('report variant', () => {
    it('a start pushes an empty end up to it', () => {
      expect(setStart(custom(null, null), '2026-05-10', 'report')).toEqual(
        custom('2026-05-10', '2026-05-10'),
      );
      expect(setStart(createRange('Last30Days'), '2026-05-10', 'report')).toEqual(
        custom('2026-05-10', '2026-05-10'),
      );
    });
    it('a start pushes an earlier end up to it', () => {
      expect(setStart(custom('2026-05-01', '2026-05-05'), '2026-05-10', 'report')).toEqual(
        custom('2026-05-10', '2026-05-10'),
      );
    });
    it('a start before the end leaves the end alone', () => {
      expect(setStart(custom('2026-05-01', '2026-05-20'), '2026-05-10', 'report')).toEqual(
        custom('2026-05-10', '2026-05-20'),
      );
    });
    it('an end pulls a later start down to it', () => {
      expect(setEnd(custom('2026-05-10', '2026-05-20'), '2026-05-04', 'report')).toEqual(
        custom('2026-05-04', '2026-05-04'),
      );
    });
    it('an end leaves an empty or earlier start alone', () => {
      expect(setEnd(custom(null, null), '2026-05-04', 'report')).toEqual(custom(null, '2026-05-04'));
      expect(setEnd(custom('2026-05-01', null), '2026-05-04', 'report')).toEqual(
        custom('2026-05-01', '2026-05-04'),
      );
    });
  });
});

describe('request dates', () => {
  it('resolves presets on the day and custom ranges as they are', () => {
    expect(toRequest(createRange('LastMonth'), '2026-05-13')).toEqual({
      start: '2026-04-01',
      end: '2026-04-30',
    });
    expect(toRequest(createRange('Upcoming'), '2026-05-13')).toEqual({ start: '2026-05-13', end: null });
    expect(toRequest(customRange('2026-02-03T10:00:00', null))).toEqual({ start: '2026-02-03', end: null });
    expect(resolveRange(customRange(new Date(2026, 1, 3), '2026-02-09'))).toEqual({
      start: '2026-02-03',
      end: '2026-02-09',
    });
  });
  it('reads calendar dates defensively', () => {
    expect(toCalendarDate('2026-02-03')).toBe('2026-02-03');
    expect(toCalendarDate('2026-02-03T23:30:00')).toBe('2026-02-03');
    expect(toCalendarDate('')).toBeNull();
    expect(toCalendarDate('garbage')).toBeNull();
    expect(toCalendarDate(undefined)).toBeNull();
  });
});
