import type { AxiosInstance } from 'axios';

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
