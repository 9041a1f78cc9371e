import { useCallback, useEffect, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
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
  /**
   * Moves whenever the URL's filters change from outside this list's own setters (back and forward, a
   * link with other filters): the filter panel's open state (`<FilterPanel syncKey>`) and the form's draft
   * (`useFilterDraft`) start again from the URL then. A Search or Clear of the list itself keeps it.
   */
  syncKey: number;
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

/** Marks the history entries the list's own setters write (location state), to tell them from outside changes. */
const LIST_WRITE = 'listStateWrite';

function isListWrite(state: unknown): boolean {
  return !!state && typeof state === 'object' && (state as Record<string, unknown>)[LIST_WRITE] === true;
}

/** A URL's parameters among `keys`, in a stable order: two URLs that say the same of a list read the same. */
function ownedText(keys: readonly string[], params: URLSearchParams): string {
  return [...params]
    .filter(([key]) => keys.includes(key))
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('&');
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

  // The filters as the URL holds them; a change not written by this list moves syncKey.
  const location = useLocation();
  const navigationType = useNavigationType();
  const filtersKey = useMemo(
    () => definition.toSearch({ filters: state.filters }).toString(),
    [definition, state.filters],
  );
  const [sync, setSync] = useState({ filtersKey, syncKey: 0 });
  let syncKey = sync.syncKey;
  if (sync.filtersKey !== filtersKey) {
    const own = navigationType !== 'POP' && isListWrite(location.state);
    syncKey = own ? sync.syncKey : sync.syncKey + 1;
    setSync({ filtersKey, syncKey });
  }

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
        { replace, state: { [LIST_WRITE]: true } },
      );
    },
    [definition, setSearchParams],
  );

  // A URL the list would not write (a column that cannot be sorted, a page size not offered, a filter value that
  // means nothing: typed or pasted) shows the list as it reads it; the URL then says so too, instead of keeping the
  // parameters it ignored (its own parameters only; the others stay as they are).
  useEffect(() => {
    if (
      ownedText(definition.keys, new URLSearchParams(search)) !==
      ownedText(definition.keys, definition.toSearch(state))
    )
      write((current) => current, true);
  }, [definition, search, state, write]);

  return {
    state,
    filters: state.filters,
    hasFilters,
    syncKey,
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

/**
 * A filter form's draft: starts from the URL's filters and starts again from them whenever `syncKey`
 * (`useListState().syncKey`) moves, so that the fields follow the back button and links.
 *
 * @example
 * const [draftName, setDraftName] = useFilterDraft(list.syncKey, () => list.filters.name ?? '');
 */
export function useFilterDraft<D>(syncKey: number, fromUrl: () => D): [D, Dispatch<SetStateAction<D>>] {
  const [held, setHeld] = useState(() => ({ syncKey, draft: fromUrl() }));
  let current = held;
  if (held.syncKey !== syncKey) {
    current = { syncKey, draft: fromUrl() };
    setHeld(current);
  }
  const setDraft = useCallback((action: SetStateAction<D>) => {
    setHeld((prev) => ({
      syncKey: prev.syncKey,
      draft: typeof action === 'function' ? (action as (previous: D) => D)(prev.draft) : action,
    }));
  }, []);
  return [current.draft, setDraft];
}
