import type { DataTableRequest as ClientDataTableRequest } from '@/api/datatables';
import { HttpError, respond } from './utils';

/** The server side of the DataTables protocol (decision 5): the client's request, its extra fields apart. */
export interface DataTableRequest extends Pick<
  ClientDataTableRequest,
  'draw' | 'start' | 'length' | 'order' | 'columns' | 'search'
> {
  /** the screen's extra filter fields, as sent */
  filters: Record<string, unknown>;
}

type Nested = { [key: string]: Nested | string };

/** Parses bracket notation (`columns[0][data]=x`) into nested objects. */
export function parseBracketQuery(params: URLSearchParams): Record<string, unknown> {
  const root: Nested = {};
  params.forEach((value, rawKey) => {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node: Nested = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
      } else {
        if (typeof node[part] !== 'object') node[part] = {};
        node = node[part] as Nested;
      }
    });
  });
  return toArrays(root) as Record<string, unknown>;
}

function toArrays(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>);
  const numeric = entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k));
  if (numeric) return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => toArrays(v));
  return Object.fromEntries(entries.map(([k, v]) => [k, toArrays(v)]));
}

const bool = (v: unknown) => v === true || v === 'true';
const num = (v: unknown, fallback: number) => {
  const n = Number(v);
  return Number.isFinite(n) ? n : fallback;
};

const PROTOCOL_KEYS = new Set(['draw', 'start', 'length', 'order', 'columns', 'search']);

/** Reads a data-table request from a POST JSON body or a GET query string. */
export async function readDataTableRequest(request: Request): Promise<DataTableRequest> {
  const url = new URL(request.url);
  let raw: Record<string, unknown> = parseBracketQuery(url.searchParams);
  if (request.method !== 'GET') {
    try {
      const text = await request.text();
      if (text) raw = { ...raw, ...(JSON.parse(text) as Record<string, unknown>) };
    } catch {
      throw new HttpError(respond.badRequest('The request body is not valid JSON.'));
    }
  }
  const columns = Array.isArray(raw.columns) ? (raw.columns as Array<Record<string, unknown>>) : [];
  const order = Array.isArray(raw.order) ? (raw.order as Array<Record<string, unknown>>) : [];
  const search = (raw.search ?? {}) as Record<string, unknown>;
  const length = num(raw.length, 25);
  if (length === 0 || length < -1)
    throw new HttpError(respond.badRequest('length must be -1 or a positive number.'));
  return {
    draw: num(raw.draw, 0),
    start: Math.max(0, num(raw.start, 0)),
    length,
    order: order.map((o) => ({ column: num(o.column, 0), dir: o.dir === 'desc' ? 'desc' : 'asc' })),
    columns: columns.map((c) => {
      const s = (c.search ?? {}) as Record<string, unknown>;
      return {
        data: String(c.data ?? ''),
        name: String(c.name ?? ''),
        searchable: c.searchable === undefined ? true : bool(c.searchable),
        orderable: c.orderable === undefined ? true : bool(c.orderable),
        search: { value: String(s.value ?? ''), regex: bool(s.regex) },
      };
    }),
    search: { value: String(search.value ?? ''), regex: bool(search.regex) },
    filters: Object.fromEntries(Object.entries(raw).filter(([k]) => !PROTOCOL_KEYS.has(k))),
  };
}

/** A filter value as a positive integer, or undefined (ids apply only when they parse to a nonzero integer). */
export function filterId(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n !== 0 ? n : undefined;
}

export function filterText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const s = String(value).trim();
  return s ? s.toLowerCase() : undefined;
}

function readPath(row: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
      row,
    );
}

/** One collator for every comparison (localeCompare with options builds one per call: slow over thousands of rows). */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return -1;
  if (b === null || b === undefined || b === '') return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * Searches, sorts and pages rows for a data-table answer. Rows are searched on the
 * searchable columns' values; sorting follows the request's order over the column data paths.
 */
export function dataTableAnswer<T>(req: DataTableRequest, rows: T[], opts: { key?: 'data' | 'rows' } = {}) {
  const total = rows.length;
  let filtered = rows;
  const term = req.search.value.trim().toLowerCase();
  const searchable = req.columns.filter((c) => c.searchable && c.data);
  if (term && searchable.length) {
    filtered = filtered.filter((row) =>
      searchable.some((c) =>
        String(readPath(row, c.data) ?? '')
          .toLowerCase()
          .includes(term),
      ),
    );
  }
  for (const c of req.columns) {
    const v = c.search.value.trim().toLowerCase();
    if (v && c.data)
      filtered = filtered.filter((row) =>
        String(readPath(row, c.data) ?? '')
          .toLowerCase()
          .includes(v),
      );
  }
  const orders = req.order.filter((o) => req.columns[o.column]?.orderable && req.columns[o.column]?.data);
  if (orders.length) {
    filtered = [...filtered].sort((a, b) => {
      for (const o of orders) {
        const path = req.columns[o.column].data;
        const r = compare(readPath(a, path), readPath(b, path));
        if (r !== 0) return o.dir === 'desc' ? -r : r;
      }
      return 0;
    });
  }
  const page = req.length === -1 ? filtered : filtered.slice(req.start, req.start + req.length);
  return {
    draw: req.draw,
    recordsTotal: total,
    recordsFiltered: filtered.length,
    [opts.key ?? 'data']: page,
  };
}
