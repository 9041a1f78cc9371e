import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseScheduleFilters, toScheduleSearch } from './schedule-filters';

describe('calendar query filters', () => {
  it('reads date as MM-DD-YYYY and integer ids', () => {
    const f = parseScheduleFilters(new URLSearchParams('date=03-15-2027&fieldManager=12&subcontractor=7'));
    expect(f.date?.getFullYear()).toBe(2027);
    expect(f.date?.getMonth()).toBe(2);
    expect(f.fieldManager).toBe(12);
    expect(f.subcontractor).toBe(7);
  });

  it('ignores filters that do not parse', () => {
    expect(
      parseScheduleFilters(new URLSearchParams('date=2027-03-15&fieldManager=abc&subcontractor=1.5')),
    ).toEqual({
      date: undefined,
      fieldManager: undefined,
      subcontractor: undefined,
    });
    expect(parseScheduleFilters(new URLSearchParams('date=13-45-2027&fieldManager=0'))).toEqual({
      date: undefined,
      fieldManager: undefined,
      subcontractor: undefined,
    });
  });

  it('writes back what it read', () => {
    const search = toScheduleSearch(
      parseScheduleFilters(new URLSearchParams('date=11-01-2026&subcontractor=4')),
    );
    expect(search.toString()).toBe('date=11-01-2026&subcontractor=4');
  });

  it('never throws on any query string', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        const parsed = parseScheduleFilters(new URLSearchParams(query));
        expect(parseScheduleFilters(toScheduleSearch(parsed))).toEqual(parsed);
      }),
    );
  });
});
