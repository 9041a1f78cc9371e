import type { AxiosInstance } from 'axios';
import { compareText } from '@/lib/compare';

/*
 * The server-side DataTables protocol (decision 5). Only the API layer knows it: screens hand the
 * data table a fetcher made by `dataTableSource`, and the table builds requests with
 * `buildDataTableRequest`.
 */

export type SortDir = 'asc' | 'desc';

export interface DataTableColumnRequest {
  data: string;
  name: string;
  searchable: boolean;
  orderable: boolean;
  search: { value: string; regex: boolean };
}

export interface DataTableRequest {
  draw: number;
  start: number;
  length: number;
  order: Array<{ column: number; dir: SortDir }>;
  columns: DataTableColumnRequest[];
  search: { value: string; regex: boolean };
  /** the screen's extra filter fields */
  [filter: string]: unknown;
}

export interface DataTableAnswer<T> {
  draw: number;
  recordsTotal: number;
  recordsFiltered: number;
  data: T[];
}

export type DataTableFetcher<T> = (
  request: DataTableRequest,
  signal?: AbortSignal,
) => Promise<DataTableAnswer<T>>;

export interface DataTableColumnSpec {
  /** the protocol's data name (the row field) */
  data: string;
  orderable?: boolean;
  searchable?: boolean;
}

export interface BuildDataTableRequest {
  draw?: number;
  /** 1-based */
  page: number;
  pageSize: number;
  sort?: { column: string; dir: SortDir } | null;
  /** further orders after the main sort (e.g. the work-log tables' "then the first three columns") */
  thenBy?: ReadonlyArray<{ column: string; dir: SortDir }>;
  columns: ReadonlyArray<string | DataTableColumnSpec>;
  search?: string;
  filters?: Record<string, unknown>;
}

/** Builds a request: start/length from the page, the order as the sorted column's index. */
export function buildDataTableRequest({
  draw = 1,
  page,
  pageSize,
  sort,
  thenBy = [],
  columns,
  search = '',
  filters = {},
}: BuildDataTableRequest): DataTableRequest {
  const specs = columns.map((c) => (typeof c === 'string' ? { data: c } : c));
  const order: DataTableRequest['order'] = [];
  for (const s of [...(sort ? [sort] : []), ...thenBy]) {
    const column = specs.findIndex((c) => c.data === s.column);
    if (column >= 0 && !order.some((o) => o.column === column)) order.push({ column, dir: s.dir });
  }
  const extra = Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );
  return {
    ...extra,
    draw,
    start: Math.max(0, (Math.max(1, page) - 1) * pageSize),
    length: pageSize,
    order,
    columns: specs.map((c) => ({
      data: c.data,
      name: c.data,
      searchable: c.searchable ?? true,
      orderable: c.orderable ?? true,
      search: { value: '', regex: false },
    })),
    search: { value: search, regex: false },
  };
}

function appendBracket(params: URLSearchParams, prefix: string, value: unknown) {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((v, i) => appendBracket(params, `${prefix}[${i}]`, v));
  } else if (typeof value === 'object') {
    Object.entries(value as Record<string, unknown>).forEach(([k, v]) =>
      appendBracket(params, `${prefix}[${k}]`, v),
    );
  } else {
    params.append(prefix, String(value));
  }
}

/** The GET form of a request: bracket notation (`columns[0][data]=…`). */
export function toBracketQuery(request: DataTableRequest): URLSearchParams {
  const params = new URLSearchParams();
  Object.entries(request).forEach(([key, value]) => appendBracket(params, key, value));
  return params;
}

const count = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};

/** Reads an answer defensively; some sources answer `rows` instead of `data`. */
export function readDataTableAnswer<T>(raw: unknown): DataTableAnswer<T> {
  const answer = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const rows = Array.isArray(answer.data) ? answer.data : Array.isArray(answer.rows) ? answer.rows : [];
  return {
    draw: count(answer.draw, 0),
    recordsTotal: count(answer.recordsTotal, rows.length),
    recordsFiltered: count(answer.recordsFiltered, count(answer.recordsTotal, rows.length)),
    data: rows as T[],
  };
}

export async function postDataTable<T>(
  client: AxiosInstance,
  url: string,
  request: DataTableRequest,
  signal?: AbortSignal,
): Promise<DataTableAnswer<T>> {
  const { data } = await client.post<unknown>(url, request, { signal });
  return readDataTableAnswer<T>(data);
}

export async function getDataTable<T>(
  client: AxiosInstance,
  url: string,
  request: DataTableRequest,
  signal?: AbortSignal,
): Promise<DataTableAnswer<T>> {
  const { data } = await client.get<unknown>(url, { params: toBracketQuery(request), signal });
  return readDataTableAnswer<T>(data);
}

/** A fetcher for one data-table source; resource modules export these. */
export function dataTableSource<T>(
  client: AxiosInstance,
  method: 'get' | 'post',
  url: string,
): DataTableFetcher<T> {
  return (request, signal) =>
    method === 'post'
      ? postDataTable<T>(client, url, request, signal)
      : getDataTable<T>(client, url, request, signal);
}

function compareCells(a: unknown, b: unknown): number {
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  if (empty(a) || empty(b)) return empty(a) === empty(b) ? 0 : empty(a) ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return compareText(String(a), String(b), { numeric: true });
}

const cellOf = (row: unknown, field: string): unknown =>
  row && typeof row === 'object' ? (row as Record<string, unknown>)[field] : undefined;

/**
 * Answers a data-table request in the browser from a whole list: the global search over the searchable
 * columns, the order, then the page. For screens whose documented source is a plain list (or whose
 * data-table source does not take the screen's filter, decision 19), so the one data table still serves them.
 */
export function answerInBrowser<T>(rows: readonly T[], request: DataTableRequest): DataTableAnswer<T> {
  const term = request.search.value.trim().toLowerCase();
  const searchable = request.columns.filter((c) => c.searchable).map((c) => c.data);
  const found = term
    ? rows.filter((row) =>
        searchable.some((f) =>
          String(cellOf(row, f) ?? '')
            .toLowerCase()
            .includes(term),
        ),
      )
    : [...rows];
  const orders = request.order
    .map((o) => ({ field: request.columns[o.column]?.data, sign: o.dir === 'desc' ? -1 : 1 }))
    .filter((o): o is { field: string; sign: 1 | -1 } => !!o.field);
  if (orders.length)
    found.sort((a, b) => {
      for (const o of orders) {
        const c = compareCells(cellOf(a, o.field), cellOf(b, o.field));
        if (c) return c * o.sign;
      }
      return 0;
    });
  const page = request.length < 0 ? found : found.slice(request.start, request.start + request.length);
  return { draw: request.draw, recordsTotal: rows.length, recordsFiltered: found.length, data: page };
}

/** A data-table fetcher over a whole list read by `load` (see answerInBrowser). */
export function browserDataTableSource<T>(
  load: (signal?: AbortSignal) => Promise<readonly T[]>,
): DataTableFetcher<T> {
  return async (request, signal) => answerInBrowser(await load(signal), request);
}

/** Every row of a data-table source, read page by page (for sources whose rows the browser narrows). */
export async function readAllRows<T>(
  source: DataTableFetcher<T>,
  extra: Record<string, unknown>,
  signal?: AbortSignal,
  pageSize = 500,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const request = buildDataTableRequest({ page, pageSize, columns: ['Id'], filters: extra });
    const answer = await source(request, signal);
    rows.push(...answer.data);
    if (answer.data.length < pageSize || rows.length >= answer.recordsFiltered) return rows;
  }
}
