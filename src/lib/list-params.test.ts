import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineListParams, filterParam, parseDateParam, parseRouteId, routeIdsValid } from './list-params';

const jobs = defineListParams({
  pageSize: 25,
  sort: { column: 'ModifiedDate', dir: 'desc' },
  filters: {
    builderId: filterParam.id(),
    count: filterParam.int(),
    address: filterParam.text(),
    startDate: filterParam.date(),
    status: filterParam.enum(['All', 'Incomplete', 'Completed'], { default: 'All' }),
    paid: filterParam.bool(),
  },
});

describe('defineListParams.parse', () => {
  it('gives the defaults for an empty URL', () => {
    expect(jobs.parse('')).toEqual({
      page: 1,
      pageSize: 25,
      sort: { column: 'ModifiedDate', dir: 'desc' },
      filters: { status: 'All' },
    });
  });

  it('reads page, size, sort and typed filters', () => {
    const state = jobs.parse(
      '?page=3&size=50&sort=Address&dir=asc&builderId=12&count=-4&address=%20Main%20St%20&startDate=03-15-2024&status=Completed&paid=true',
    );
    expect(state).toEqual({
      page: 3,
      pageSize: 50,
      sort: { column: 'Address', dir: 'asc' },
      filters: {
        builderId: 12,
        count: -4,
        address: 'Main St',
        startDate: '2024-03-15',
        status: 'Completed',
        paid: true,
      },
    });
  });

  it('ignores garbage ids, 0 and negative ones', () => {
    expect(jobs.parse('builderId=abc').filters.builderId).toBeUndefined();
    expect(jobs.parse('builderId=0').filters.builderId).toBeUndefined();
    expect(jobs.parse('builderId=-1').filters.builderId).toBeUndefined();
    expect(jobs.parse('builderId=1.5').filters.builderId).toBeUndefined();
    expect(jobs.parse('builderId=12abc').filters.builderId).toBeUndefined();
    expect(jobs.parse('builderId=').filters.builderId).toBeUndefined();
    expect(jobs.parse('builderId=99999999999999999999').filters.builderId).toBeUndefined();
    expect(jobs.parse('builderId=7').filters.builderId).toBe(7);
  });

  it('ignores bad page, size, sort direction, dates and enum values', () => {
    const state = jobs.parse(
      'page=-2&size=33&sort=1%3Bdrop&dir=sideways&startDate=2024-02-30&status=Nope&paid=maybe',
    );
    expect(state).toEqual({
      page: 1,
      pageSize: 25,
      sort: { column: 'ModifiedDate', dir: 'desc' },
      filters: { status: 'All' },
    });
    expect(jobs.parse('page=abc').page).toBe(1);
    expect(jobs.parse('size=20').pageSize).toBe(20);
  });

  it('accepts both date forms and only real dates', () => {
    expect(parseDateParam('2024-02-29')).toBe('2024-02-29');
    expect(parseDateParam('02-29-2024')).toBe('2024-02-29');
    expect(parseDateParam('02-29-2023')).toBeUndefined();
    expect(parseDateParam('13-01-2024')).toBeUndefined();
    expect(parseDateParam('yesterday')).toBeUndefined();
  });

  it('reads a date range whose from date is after its to date with the to date moved up (A §4)', () => {
    const report = defineListParams({
      filters: { from: filterParam.date(), to: filterParam.date(), other: filterParam.date() },
      dateRanges: [['from', 'to']],
    });
    expect(report.parse('from=2026-12-01&to=2026-11-01').filters).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
    });
    expect(report.parse('from=12-01-2026&to=2026-12-31').filters).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    // one end alone, or a date outside the range, is left as it is
    expect(report.parse('from=2026-12-01&other=2026-01-01').filters).toEqual({
      from: '2026-12-01',
      other: '2026-01-01',
    });
    expect(report.parse('to=2026-11-01').filters).toEqual({ to: '2026-11-01' });
  });

  it('a dir alone changes the default sort direction', () => {
    expect(jobs.parse('dir=asc').sort).toEqual({ column: 'ModifiedDate', dir: 'asc' });
  });

  it('limits sort columns when a list is given', () => {
    const p = defineListParams({ sort: { column: 'Name', dir: 'asc' }, sortable: ['Name', 'Code'] });
    expect(p.parse('sort=Code&dir=desc').sort).toEqual({ column: 'Code', dir: 'desc' });
    expect(p.parse('sort=Secret').sort).toEqual({ column: 'Name', dir: 'asc' });
  });
});

describe('defineListParams.toSearch', () => {
  it('leaves defaults out of the URL', () => {
    expect(jobs.toSearch(jobs.parse('')).toString()).toBe('');
    expect(
      jobs.toSearch({ page: 1, pageSize: 25, filters: { status: 'All', address: '  ' } }).toString(),
    ).toBe('');
  });

  it('writes what differs from the defaults', () => {
    const search = jobs.toSearch({
      page: 2,
      pageSize: 100,
      sort: { column: 'Address', dir: 'asc' },
      filters: { builderId: 5, startDate: '2024-01-02', status: 'Incomplete', paid: false },
    });
    expect(Object.fromEntries(search)).toEqual({
      page: '2',
      size: '100',
      sort: 'Address',
      dir: 'asc',
      builderId: '5',
      startDate: '2024-01-02',
      status: 'Incomplete',
      paid: 'false',
    });
  });

  it('drops an id of 0', () => {
    expect(jobs.toSearch({ filters: { builderId: 0 } }).toString()).toBe('');
  });
});

describe('defineListParams.hasFilters', () => {
  it('is true only when a valid, non-default filter is in the URL', () => {
    expect(jobs.hasFilters('')).toBe(false);
    expect(jobs.hasFilters('page=2&sort=Address')).toBe(false);
    expect(jobs.hasFilters('builderId=0&status=All')).toBe(false);
    expect(jobs.hasFilters('builderId=3')).toBe(true);
    expect(jobs.hasFilters('status=Completed')).toBe(true);
  });
});

describe('defineListParams properties', () => {
  const keys = [
    'page',
    'size',
    'sort',
    'dir',
    'builderId',
    'count',
    'address',
    'startDate',
    'status',
    'paid',
  ];
  const value = fc.oneof(
    fc.string(),
    fc.integer().map(String),
    fc.constantFrom(
      '0',
      '-1',
      '25',
      '50',
      'asc',
      'desc',
      'true',
      'Completed',
      '2024-02-29',
      '02-29-2024',
      '',
    ),
  );
  const query = fc.oneof(
    fc.string(),
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...keys), fc.string()), value))
      .map((pairs) => new URLSearchParams(pairs).toString()),
  );

  it('parses any query string without throwing', () => {
    fc.assert(
      fc.property(query, (q) => {
        const state = jobs.parse(q);
        expect(state.page).toBeGreaterThanOrEqual(1);
        expect([10, 20, 25, 50, 100]).toContain(state.pageSize);
        expect(jobs.hasFilters(q)).toEqual(expect.any(Boolean));
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips: parse(toSearch(parse(x))) equals parse(x)', () => {
    fc.assert(
      fc.property(query, (q) => {
        const state = jobs.parse(q);
        expect(jobs.parse(jobs.toSearch(state))).toEqual(state);
        expect(jobs.parse(jobs.toSearch(state).toString())).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });
});

describe('parseRouteId', () => {
  it('reads a positive integer id from a route parameter, else null', () => {
    expect(parseRouteId('12')).toBe(12);
    expect(parseRouteId('007')).toBe(7);
    for (const bad of [undefined, null, '', '0', '-3', '1.5', '12abc', ' 12', '9'.repeat(16)]) {
      expect(parseRouteId(bad)).toBeNull();
    }
  });

  it("holds a route's ids to numbers (a saved record's or 0, a new one's); other parameters are the screen's", () => {
    expect(routeIdsValid({ jobId: '12', purchaseOrderId: '0', filter: 'staff', '*': 'notes' })).toBe(true);
    expect(routeIdsValid({ id: '3' })).toBe(true);
    expect(routeIdsValid({})).toBe(true);
    for (const bad of ['abc', '-1', '1.5', '', '12abc']) {
      expect(routeIdsValid({ jobId: '12', clientCompanyId: bad })).toBe(false);
      expect(routeIdsValid({ id: bad })).toBe(false);
    }
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const id = parseRouteId(raw);
        expect(id === null || (Number.isSafeInteger(id) && id > 0)).toBe(true);
      }),
    );
  });
});

describe('withSortable', () => {
  it('reads a sort of a column the list does not have as the default order, and drops it from the URL', () => {
    const params = defineListParams({ sort: { column: 'ModifiedDate', dir: 'desc' } }).withSortable([
      'Name',
      'ModifiedDate',
    ]);
    expect(params.parse('sort=Bogus&dir=sideways&page=2')).toMatchObject({
      page: 2,
      sort: { column: 'ModifiedDate', dir: 'desc' },
    });
    expect(params.toSearch(params.parse('sort=Bogus&dir=asc')).toString()).toBe('sort=ModifiedDate&dir=asc');
    expect(params.parse('sort=Name&dir=desc').sort).toEqual({ column: 'Name', dir: 'desc' });
    // a definition that names its own sortable columns keeps them
    const own = defineListParams({ sortable: ['City'] });
    expect(own.withSortable(['Name'])).toBe(own);
  });
});
