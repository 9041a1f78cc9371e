import {
  queryOptions,
  type DefaultError,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { LoaderFunctionArgs, Params } from 'react-router-dom';
import {
  buildDataTableRequest,
  type DataTableAnswer,
  type DataTableFetcher,
  type DataTableRequest,
  type SortDir,
} from '@/api/datatables';
import {
  parseRouteId,
  routeIdsValid,
  type FilterParams,
  type FilterValues,
  type ListParams,
  type ListState,
} from '@/lib/list-params';
import { cacheTimes, queryClient as appQueryClient } from '@/lib/query-client';

/*
 * The one place that turns a table's state into its request and query key. The data table and the route
 * loaders both use it, so that a loader's prefetch of a list's first page is exactly what the table then
 * reads from the cache (one round of API calls, started with the route's chunks).
 * No UI here: route loaders import it.
 */

export interface DataTableSort {
  /** the column id (the protocol's data name) */
  column: string;
  dir: SortDir;
}

/** What the request needs of a column: its data name and whether the server sorts and searches it. */
export interface TableColumnSpec {
  /** the protocol's data name: sent as columns[i].data and used for sorting */
  id: string;
  /** sortable on the server (true by default; false for action columns) */
  sortable?: boolean;
  /** searchable on the server (defaults to `sortable`) */
  searchable?: boolean;
}

export interface TableQueryInput<Row> {
  /** the resource's list key root, e.g. jobKeys.lists(); the request is appended */
  queryKey: QueryKey;
  fetcher: DataTableFetcher<Row>;
  columns: ReadonlyArray<TableColumnSpec>;
  page: number;
  pageSize: number;
  sort: DataTableSort | null;
  thenSort?: readonly DataTableSort[];
  filters?: Record<string, unknown>;
}

/** A page of rows as the table keeps it: the answer plus the rows' own offset. */
export type TablePage<Row> = DataTableAnswer<Row> & { start: number };

export function tableRequest<Row>(input: TableQueryInput<Row>): DataTableRequest {
  return buildDataTableRequest({
    page: input.page,
    pageSize: input.pageSize,
    sort: input.sort,
    thenBy: input.thenSort,
    columns: input.columns.map((c) => ({
      data: c.id,
      orderable: c.sortable !== false,
      searchable: c.searchable ?? c.sortable !== false,
    })),
    filters: input.filters ?? {},
  });
}

/**
 * The query of one page of a table. `nextDraw` numbers the requests (the protocol's draw); a prefetch sends 1.
 */
export function tableQueryOptions<Row>(
  input: TableQueryInput<Row>,
  nextDraw: () => number = () => 1,
  request: DataTableRequest = tableRequest(input),
) {
  return queryOptions({
    queryKey: [...input.queryKey, request] as QueryKey,
    staleTime: cacheTimes.tablePage,
    queryFn: async ({ signal }): Promise<TablePage<Row>> => {
      const answer = await input.fetcher({ ...request, draw: nextDraw() }, signal);
      // the rows' own offset, so "Showing x to y" stays right while the next page loads
      return { ...answer, start: request.start };
    },
  });
}

/**
 * A list screen's server-side source: its URL parameters, its API source, its columns (ids in table order)
 * and how its URL filters become request fields. Declared in a small module of its own, which the route's
 * loader imports (to prefetch the first page) and the screen imports (to show it).
 */
export interface ListSource<Row, F extends FilterParams> {
  params: ListParams<F>;
  queryKey: QueryKey;
  fetcher: DataTableFetcher<Row>;
  columns: ReadonlyArray<TableColumnSpec>;
  /**
   * the URL filters as the request's extra fields (the URL values themselves when absent); `params` are the
   * route's path parameters (a builder's job sites: its id)
   */
  toRequest?: (filters: FilterValues<F>, params: Params) => Record<string, unknown>;
  thenSort?: readonly DataTableSort[];
}

/**
 * A list source, its parameters knowing its sortable columns (unless they name their own): a URL's `sort=` of a
 * column the list does not have is read as the default order.
 */
export function defineListSource<Row, F extends FilterParams>(
  source: ListSource<Row, F>,
): ListSource<Row, F> {
  const sortable = source.columns.filter((c) => c.sortable !== false).map((c) => c.id);
  return { ...source, params: source.params.withSortable(sortable) };
}

/** The table input of a list source in a given state (page, size, sort, filters from the URL). */
export function listTableInput<Row, F extends FilterParams>(
  source: ListSource<Row, F>,
  state: ListState<F>,
  params: Params = {},
): TableQueryInput<Row> {
  return {
    queryKey: source.queryKey,
    fetcher: source.fetcher,
    columns: source.columns,
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort,
    thenSort: source.thenSort,
    filters: source.toRequest
      ? source.toRequest(state.filters, params)
      : (state.filters as Record<string, unknown>),
  };
}

/** The query of the page of a list that a URL shows: what its route loader prefetches and its table reads. */
export function listPageQuery<Row, F extends FilterParams>(
  source: ListSource<Row, F>,
  url: string | URL,
  params: Params = {},
) {
  const state = source.params.parse(new URL(url, 'http://localhost').search);
  return tableQueryOptions(listTableInput(source, state, params));
}

/** Starts loading the page of a list that a URL shows; errors are the table's to show. */
export function prefetchListPage<Row, F extends FilterParams>(
  source: ListSource<Row, F>,
  url: string | URL,
  params: Params = {},
  client: QueryClient = appQueryClient,
): Promise<void> {
  return client.prefetchQuery(listPageQuery(source, url, params));
}

/**
 * A route loader that prefetches a list's page: `loader: listLoader(jobListSource)`. The source is part of the
 * route table (it is small: ids, URL parameters and the API call), so the request leaves the moment the router
 * starts, alongside the session check and in parallel with the screen's chunk. The loader does not wait for the
 * answer (the screen shows its loading row meanwhile).
 */
export function listLoader<Row, F extends FilterParams>(
  source: ListSource<Row, F>,
): (args: LoaderFunctionArgs) => null {
  return ({ request, params }) => {
    // a URL whose ids are not ids names no list (the page shows its not-found notice)
    if (routeIdsValid(params)) void prefetchListPage(source, request.url, params);
    return null;
  };
}

/**
 * One line of the URL → first request table (issue 27 §1): the screen a URL path pattern names and the query it
 * asks for first, exactly as its route loader makes it (so the screen reads the answer from the cache). Each area
 * declares its lines beside its list sources (`first-requests.ts`); the app starts the line of the URL being opened
 * together with the session calls.
 */
export interface FirstRequest {
  /** the screen's absolute path pattern, in React Router's syntax (`/jobs/:jobId/repairOrder`) */
  path: string;
  /**
   * starts the query the screen asks for first and gives its key; null when the URL does not name one (its loader
   * then redirects first)
   */
  start: (client: QueryClient, url: URL, params: Params) => QueryKey | null;
  /** the list source whose page it is, if a list's */
  source?: ListSource<unknown, FilterParams>;
}

/** The first request of a screen that reads one query (a record, a report's rows): `query` gives its options. */
export function firstQueryRequest<TData, TKey extends QueryKey>(
  path: string,
  query: (url: URL, params: Params) => FetchQueryOptions<TData, DefaultError, TData, TKey> | null,
): FirstRequest {
  return {
    path,
    start: (client, url, params) => {
      const options = query(url, params);
      if (!options) return null;
      void client.prefetchQuery(options);
      return options.queryKey;
    },
  };
}

/**
 * The first request of a screen that reads one record named by a route parameter (`/jobs/:jobId/*` → the job):
 * none when the parameter is not an id.
 */
export function firstRecordRequest<TData, TKey extends QueryKey>(
  path: string,
  param: string,
  query: (id: number) => FetchQueryOptions<TData, DefaultError, TData, TKey>,
): FirstRequest {
  return firstQueryRequest(path, (_url, params) => {
    const id = parseRouteId(params[param]);
    return id ? query(id) : null;
  });
}

/**
 * The first request of a list screen: the page of `source` the URL shows. `when` leaves out URLs the route's
 * loader redirects first (e.g. a missing default filter).
 */
export function firstListRequest<Row, F extends FilterParams>(
  path: string,
  source: ListSource<Row, F>,
  when?: (url: URL) => boolean,
): FirstRequest {
  return {
    ...firstQueryRequest(path, (url, params) =>
      when && !when(url) ? null : listPageQuery(source, url, params),
    ),
    source: source as unknown as ListSource<unknown, FilterParams>,
  };
}
