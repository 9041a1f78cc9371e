/*
 * List state kept in the URL (ARCHITECTURE "Data and state"): page, size, sort and the screen's filters are
 * parsed once from the query string, defaults are left out of the URL, and garbage is ignored: parsing never
 * throws. The same parsed object feeds the loader, the query key and the table.
 */

// the route ids' parsers are the start-up's too (the first requests): a module of their own, outside the list kit
export { parseRouteId, routeIdsValid } from './route-ids';

export type SortDir = 'asc' | 'desc';

export interface ListSort {
  /** the data-table column's data name */
  column: string;
  dir: SortDir;
}

/** One typed filter of a screen: how a URL value is read and written back. */
export interface FilterParam<T extends string | number | boolean> {
  /** the value, or undefined when the URL value is missing or not valid */
  parse(raw: string): T | undefined;
  format(value: T): string;
  /** applied when the URL carries no valid value; left out of the URL */
  defaultValue?: T;
}

export type FilterParams = Record<string, FilterParam<string | number | boolean>>;

export type FilterValue<P> = P extends FilterParam<infer T> ? T : never;

export type FilterValues<F extends FilterParams> = { [K in keyof F]?: FilterValue<F[K]> };

export interface ListState<F extends FilterParams = FilterParams> {
  /** 1-based */
  page: number;
  pageSize: number;
  sort: ListSort | null;
  filters: FilterValues<F>;
}

export interface ListParamsOptions<F extends FilterParams> {
  /** the screen's page size (25 by default) */
  pageSize?: number;
  /** the default sort; null or absent for none */
  sort?: ListSort | null;
  /** the columns that may be sorted on; any plain column name when absent */
  sortable?: readonly string[];
  filters?: F;
  /**
   * Date filters that make a range, [from, to]: a URL whose from date is after its to date is read with the to
   * date moved up to the from date, as the range pickers do when a start after the end is chosen (A §4).
   */
  dateRanges?: ReadonlyArray<readonly [keyof F & string, keyof F & string]>;
}

export interface ListParams<F extends FilterParams> {
  readonly pageSize: number;
  readonly defaultSort: ListSort | null;
  readonly filterKeys: ReadonlyArray<keyof F & string>;
  /** every URL key this definition owns (page, size, sort, dir and the filters) */
  readonly keys: readonly string[];
  parse(search: URLSearchParams | string | null | undefined): ListState<F>;
  /** the URL form of a state, defaults left out */
  toSearch(state: Partial<ListState<F>>): URLSearchParams;
  /** true when the URL carries at least one valid filter value other than its default */
  hasFilters(search: URLSearchParams | string | null | undefined): boolean;
  /** the filters with their defaults applied, for "clear" */
  defaultFilters(): FilterValues<F>;
  /**
   * The same definition with the columns that may be sorted on, when it names none itself (a list source gives
   * its sortable columns: `sort=Bogus` is then read as the default order, and leaves the URL).
   */
  withSortable(columns: readonly string[]): ListParams<F>;
}

export const PAGE_SIZE_CHOICES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const ALLOWED_PAGE_SIZES: readonly number[] = [10, 20, 25, 50, 100];

const INTEGER = /^[-+]?\d{1,15}$/;

function toInteger(raw: string): number | undefined {
  const s = raw.trim();
  if (!INTEGER.test(s)) return undefined;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : undefined;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** A calendar date from YYYY-MM-DD or MM-DD-YYYY (also with slashes), as YYYY-MM-DD; else undefined. */
export function parseDateParam(raw: string): string | undefined {
  const s = raw.trim();
  let y: number;
  let m: number;
  let d: number;
  let match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(s);
  if (match) {
    [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else {
    match = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(s);
    if (!match) return undefined;
    [m, d, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  if (y < 1 || m < 1 || m > 12 || d < 1) return undefined;
  const date = new Date(Date.UTC(2000, m - 1, d));
  date.setUTCFullYear(y);
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

/** The typed filters a screen declares. */
export const filterParam = {
  /** an id: only a positive integer counts, anything else (0, -1, garbage) is ignored */
  id(): FilterParam<number> {
    return {
      parse: (raw) => {
        const n = toInteger(raw);
        return n === undefined || n <= 0 ? undefined : n;
      },
      format: String,
    };
  },
  /** any integer */
  int(options: { default?: number; min?: number; max?: number } = {}): FilterParam<number> {
    return {
      parse: (raw) => {
        const n = toInteger(raw);
        if (n === undefined) return undefined;
        if (options.min !== undefined && n < options.min) return undefined;
        if (options.max !== undefined && n > options.max) return undefined;
        return n;
      },
      format: String,
      defaultValue: options.default,
    };
  },
  /** trimmed text; empty is no value */
  text(options: { default?: string } = {}): FilterParam<string> {
    return {
      parse: (raw) => raw.trim() || undefined,
      format: (v) => v,
      defaultValue: options.default,
    };
  },
  /** a date given as YYYY-MM-DD or MM-DD-YYYY; held and written as YYYY-MM-DD */
  date(options: { default?: string } = {}): FilterParam<string> {
    return { parse: parseDateParam, format: (v) => v, defaultValue: options.default };
  },
  /** one of the given values (exact match) */
  enum<const V extends string>(values: readonly V[], options: { default?: V } = {}): FilterParam<V> {
    return {
      parse: (raw) => {
        const s = raw.trim();
        return (values as readonly string[]).includes(s) ? (s as V) : undefined;
      },
      format: (v) => v,
      defaultValue: options.default,
    };
  },
  /** true/false (also 1/0) */
  bool(options: { default?: boolean } = {}): FilterParam<boolean> {
    return {
      parse: (raw) => {
        const s = raw.trim().toLowerCase();
        if (s === 'true' || s === '1') return true;
        if (s === 'false' || s === '0') return false;
        return undefined;
      },
      format: (v) => (v ? 'true' : 'false'),
      defaultValue: options.default,
    };
  },
};

const SORT_COLUMN = /^[A-Za-z_][\w.]{0,99}$/;

function toParams(search: URLSearchParams | string | null | undefined): URLSearchParams {
  if (search instanceof URLSearchParams) return search;
  try {
    return new URLSearchParams(typeof search === 'string' ? search : '');
  } catch {
    return new URLSearchParams();
  }
}

/** Declares a screen's list parameters once: `const jobListParams = defineListParams({...})`. */
export function defineListParams<F extends FilterParams = Record<string, never>>(
  options: ListParamsOptions<F> = {},
): ListParams<F> {
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const defaultSort = options.sort ?? null;
  const specs = (options.filters ?? {}) as F;
  const filterKeys = Object.keys(specs).filter((k) => !['page', 'size', 'sort', 'dir'].includes(k)) as Array<
    keyof F & string
  >;
  const sizes = new Set([...ALLOWED_PAGE_SIZES, pageSize]);
  const sortable = options.sortable ? new Set(options.sortable) : null;

  const validColumn = (column: string) =>
    SORT_COLUMN.test(column) && (!sortable || sortable.has(column) || column === defaultSort?.column);

  function readFilter(key: keyof F & string, params: URLSearchParams) {
    const spec = specs[key];
    const raw = params.get(key);
    let value: string | number | boolean | undefined;
    try {
      value = raw === null ? undefined : spec.parse(raw);
    } catch {
      value = undefined;
    }
    return value ?? spec.defaultValue;
  }

  function parse(search: URLSearchParams | string | null | undefined): ListState<F> {
    const params = toParams(search);
    const pageRaw = toInteger(params.get('page') ?? '');
    const page = pageRaw !== undefined && pageRaw >= 1 ? pageRaw : 1;
    const sizeRaw = toInteger(params.get('size') ?? '');
    const size = sizeRaw !== undefined && sizes.has(sizeRaw) ? sizeRaw : pageSize;

    const column = (params.get('sort') ?? '').trim();
    const dirRaw = (params.get('dir') ?? '').trim().toLowerCase();
    const dir: SortDir | undefined = dirRaw === 'asc' || dirRaw === 'desc' ? dirRaw : undefined;
    let sort: ListSort | null = defaultSort;
    if (column && validColumn(column)) {
      sort = { column, dir: dir ?? (column === defaultSort?.column ? defaultSort.dir : 'asc') };
    } else if (dir && defaultSort) {
      sort = { column: defaultSort.column, dir };
    }

    const filters: FilterValues<F> = {};
    for (const key of filterKeys) {
      const value = readFilter(key, params);
      if (value !== undefined) (filters as Record<string, unknown>)[key] = value;
    }
    const values = filters as Record<string, unknown>;
    for (const [from, to] of options.dateRanges ?? []) {
      const start = values[from];
      const end = values[to];
      if (typeof start === 'string' && typeof end === 'string' && start > end) values[to] = start;
    }
    return { page, pageSize: size, sort: sort ? { ...sort } : null, filters };
  }

  function toSearch(state: Partial<ListState<F>>): URLSearchParams {
    const params = new URLSearchParams();
    if (state.page && Number.isSafeInteger(state.page) && state.page > 1)
      params.set('page', String(state.page));
    if (state.pageSize && state.pageSize !== pageSize && sizes.has(state.pageSize))
      params.set('size', String(state.pageSize));
    const sort = state.sort === undefined ? defaultSort : state.sort;
    const isDefault = sort?.column === defaultSort?.column && sort?.dir === defaultSort?.dir;
    if (sort && !isDefault && validColumn(sort.column)) {
      params.set('sort', sort.column);
      params.set('dir', sort.dir);
    }
    const values = (state.filters ?? {}) as Record<string, string | number | boolean | undefined | null>;
    for (const key of filterKeys) {
      const value = values[key];
      const spec = specs[key];
      if (value === undefined || value === null || value === spec.defaultValue) continue;
      const text = spec.format(value);
      // only values that read back as themselves go to the URL
      let back: string | number | boolean | undefined;
      try {
        back = spec.parse(text);
      } catch {
        back = undefined;
      }
      if (back !== undefined && back !== spec.defaultValue) params.set(key, spec.format(back));
    }
    return params;
  }

  function hasFilters(search: URLSearchParams | string | null | undefined): boolean {
    const params = toParams(search);
    return filterKeys.some((key) => {
      const value = readFilter(key, params);
      return value !== undefined && value !== specs[key].defaultValue;
    });
  }

  function defaultFilters(): FilterValues<F> {
    const filters: FilterValues<F> = {};
    for (const key of filterKeys) {
      const value = specs[key].defaultValue;
      if (value !== undefined) (filters as Record<string, unknown>)[key] = value;
    }
    return filters;
  }

  const self: ListParams<F> = {
    pageSize,
    defaultSort,
    filterKeys,
    keys: ['page', 'size', 'sort', 'dir', ...filterKeys],
    parse,
    toSearch,
    hasFilters,
    defaultFilters,
    withSortable: (columns) =>
      options.sortable ? self : defineListParams({ ...options, sortable: columns }),
  };
  return self;
}
