import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FilterParams, FilterValues, ListParams, ListSort, ListState } from '@/lib/list-params';

/** The table part of a list state: what the data table reads and changes. */
export interface TableListState {
  page: number;
  pageSize: number;
  sort: ListSort | null;
}

export interface UseListState<F extends FilterParams> {
  /** parsed once from the URL; garbage ignored */
  state: ListState<F>;
  filters: FilterValues<F>;
  /** true when the URL carries filters (opens the filter panel) */
  hasFilters: boolean;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  setSort(sort: ListSort | null): void;
  /** page, size and sort at once (the data table's onStateChange) */
  setTableState(table: TableListState): void;
  /** replaces the filters and goes back to page 1 */
  setFilters(filters: FilterValues<F>): void;
  /** the filters' defaults and page 1 */
  clearFilters(): void;
}

/**
 * A list screen's state kept in the URL query: `const list = useListState(jobListParams)`.
 * Query parameters the definition does not own are kept as they are.
 */
export function useListState<F extends FilterParams>(definition: ListParams<F>): UseListState<F> {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const state = useMemo(() => definition.parse(search), [definition, search]);
  const hasFilters = useMemo(() => definition.hasFilters(search), [definition, search]);

  const write = useCallback(
    (change: (current: ListState<F>) => ListState<F>, replace: boolean) => {
      setSearchParams(
        (prev) => {
          const next = definition.toSearch(change(definition.parse(prev)));
          const merged = new URLSearchParams();
          prev.forEach((value, key) => {
            if (!definition.keys.includes(key)) merged.append(key, value);
          });
          next.forEach((value, key) => merged.set(key, value));
          return merged;
        },
        { replace },
      );
    },
    [definition, setSearchParams],
  );

  return {
    state,
    filters: state.filters,
    hasFilters,
    setPage: useCallback((page: number) => write((s) => ({ ...s, page }), true), [write]),
    setPageSize: useCallback(
      (pageSize: number) => write((s) => ({ ...s, pageSize, page: 1 }), true),
      [write],
    ),
    setSort: useCallback((sort: ListSort | null) => write((s) => ({ ...s, sort, page: 1 }), true), [write]),
    setTableState: useCallback(
      (table: TableListState) =>
        write((s) => ({ ...s, page: table.page, pageSize: table.pageSize, sort: table.sort }), true),
      [write],
    ),
    setFilters: useCallback(
      (filters: FilterValues<F>) => write((s) => ({ ...s, filters, page: 1 }), false),
      [write],
    ),
    clearFilters: useCallback(
      () => write((s) => ({ ...s, filters: definition.defaultFilters(), page: 1 }), false),
      [write, definition],
    ),
  };
}
