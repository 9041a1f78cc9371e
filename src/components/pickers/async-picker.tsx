import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DefaultError, FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InputActionMeta, SelectInstance } from 'react-select';
import {
  emitChange,
  PickerSelect,
  useSelectBase,
  useStartWith,
  type CommonSelectProps,
  type PickerOption,
  type PickerValue,
  type PickerValueProps,
} from './select-base';
import { queryClient } from '@/lib/query-client';
import { useShownValue } from './resolve-labels';

/** Autocomplete debounce (A §9, C §9). */
export const PICKER_DEBOUNCE_MS = {
  general: 200,
  colors: 300,
  jobModels: 300,
  jobs: 500,
  jobSites: 500,
} as const;

/**
 * A picker's options through the query cache, sent even without a connection: TanStack Query otherwise holds a
 * request until the browser is back online, and the picker said "Searching..." all the while (the subcontractor's
 * laptop, issue 25). A failure shows the picker's error line instead; typing again tries again.
 */
export function fetchPickerOptions<TData, TKey extends QueryKey>(
  options: FetchQueryOptions<TData, DefaultError, TData, TKey>,
): Promise<TData> {
  return queryClient.fetchQuery({ ...options, networkMode: 'always' });
}

/** Fetch 11, show 10: the 11th tells that more exist (C §9). */
export const PICKER_PAGE_SIZE = 11;

/** What a loader is asked for. */
export interface PickerLoadRequest {
  /** the typed text */
  query: string;
  /** 1-based */
  page: number;
  /** items per page, null for a single unpaged answer */
  pageSize: number | null;
  /** aborted when a newer search replaces this one */
  signal: AbortSignal;
}

export interface AsyncPickerOwnProps<V extends PickerValue, T> extends CommonSelectProps<V, T> {
  /** fetches one page of options for the typed text */
  loadOptions: (request: PickerLoadRequest) => Promise<readonly PickerOption<V, T>[]>;
  /** debounce of typing, 200 ms by default (300 colours and job models, 500 jobs and job sites) */
  debounceMs?: number;
  /** page size, 11 by default (10 shown); null when the source answers everything at once */
  pageSize?: number | null;
  /** show at most this many options */
  maxOptions?: number;
  /** how many times a failed load is tried again (colours: 3) */
  retry?: number;
  /** characters needed before searching; 0 lists on open */
  minInputLength?: number;
  /** options known up front: their labels are shown for the value */
  initialOptions?: readonly PickerOption<V, T>[];
  /** the option of an initially given single value (its label is shown without a search) */
  selectedOption?: PickerOption<V, T> | null;
  /** the options of initially given multi values */
  selectedOptions?: readonly PickerOption<V, T>[];
  /** when it changes, loaded options are dropped (e.g. the builder of a job-site picker) */
  resetKey?: string | number | boolean | null;
}

export type AsyncPickerProps<V extends PickerValue = number, T = unknown> = AsyncPickerOwnProps<V, T> &
  PickerValueProps<V, T>;

interface LoadState<V extends PickerValue, T> {
  /** the text the options were loaded for; null when nothing is loaded */
  query: string | null;
  options: PickerOption<V, T>[];
  page: number;
  hasMore: boolean;
  loading: boolean;
  error: boolean;
}

const EMPTY = {
  query: null,
  options: [],
  page: 0,
  hasMore: false,
  loading: false,
  error: false,
} as const satisfies LoadState<PickerValue, unknown>;

function mergeOptions<V extends PickerValue, T>(
  current: readonly PickerOption<V, T>[],
  extra: readonly PickerOption<V, T>[],
): PickerOption<V, T>[] {
  const seen = new Set(current.map((o) => o.value));
  return [...current, ...extra.filter((o) => !seen.has(o.value))];
}

/**
 * A searchable select whose options come from the server: typing is debounced, calls are paged
 * (fetch 11, show 10, scroll to the end for the next page), a failed load shows an error line.
 *
 * @example
 * <AsyncPicker
 *   inputId="color"
 *   debounceMs={PICKER_DEBOUNCE_MS.colors}
 *   retry={3}
 *   loadOptions={({ query, page }) => getColors({ q: query, page }).then((list) => list.map(toOption))}
 *   value={colorId}
 *   selectedOption={colorId ? { value: colorId, label: colorName } : null}
 *   onChange={(id) => setColorId(id)}
 * />
 */
export function AsyncPicker<V extends PickerValue = number, T = unknown>(props: AsyncPickerProps<V, T>) {
  const {
    loadOptions,
    debounceMs = PICKER_DEBOUNCE_MS.general,
    pageSize = PICKER_PAGE_SIZE,
    maxOptions,
    retry = 0,
    minInputLength = 0,
    initialOptions,
    resetKey,
    onCreateOption,
  } = props;
  const { t } = useTranslation();
  const [inputValue, setInputValue] = useState('');
  const [state, setState] = useState<LoadState<V, T>>(EMPTY);
  const base = useSelectBase<V, T>(props, {
    errorText: state.error ? t('common.pickers.loadError') : null,
    minInputLength,
  });

  const loadRef = useRef(loadOptions);
  loadRef.current = loadOptions;
  const stateRef = useRef(state);
  stateRef.current = state;
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const seqRef = useRef(0);
  const busyRef = useRef(false);
  /** every option seen, so that a chosen value keeps its label */
  const knownRef = useRef(new Map<V, PickerOption<V, T>>());

  /** Stops the pending search and the call in flight; their answers are ignored. */
  const cancel = useCallback(() => {
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = null;
    abortRef.current?.abort();
    abortRef.current = null;
    seqRef.current += 1;
    busyRef.current = false;
  }, []);

  const load = useCallback(
    async (query: string, page: number) => {
      cancel();
      const seq = seqRef.current;
      const controller = new AbortController();
      abortRef.current = controller;
      busyRef.current = true;
      setState((s) => ({
        ...s,
        loading: true,
        error: false,
        options: page === 1 && s.query !== query ? [] : s.options,
      }));
      let result: readonly PickerOption<V, T>[] | undefined;
      let failed = false;
      for (let attempt = 0; attempt <= retry && result === undefined; attempt++) {
        try {
          result = await loadRef.current({ query, page, pageSize, signal: controller.signal });
        } catch {
          if (seq !== seqRef.current) return;
          failed = attempt === retry;
        }
      }
      if (seq !== seqRef.current) return;
      busyRef.current = false;
      abortRef.current = null;
      if (failed || !result) {
        setState((s) => ({ ...s, query, loading: false, error: true, hasMore: false }));
        return;
      }
      const answer = result;
      answer.forEach((o) => knownRef.current.set(o.value, o));
      setState((s) => ({
        query,
        options: page === 1 ? [...answer] : mergeOptions(s.options, answer),
        page,
        hasMore: pageSize !== null && answer.length >= pageSize,
        loading: false,
        error: false,
      }));
    },
    [cancel, pageSize, retry],
  );

  const loadMore = useCallback(() => {
    const s = stateRef.current;
    if (!s.hasMore || busyRef.current || s.query === null || timerRef.current) return;
    void load(s.query, s.page + 1);
  }, [load]);

  // A new resetKey (another builder, another role filter) drops what was loaded.
  const firstKey = useRef(true);
  useEffect(() => {
    if (firstKey.current) {
      firstKey.current = false;
      return;
    }
    cancel();
    setState(EMPTY);
  }, [resetKey, cancel]);

  useEffect(() => cancel, [cancel]);

  const onInputChange = (next: string, meta: InputActionMeta) => {
    if (meta.action !== 'input-change') {
      // select, blur and close clear the text; a search still waiting is dropped
      if (timerRef.current) {
        cancel();
        setState(EMPTY);
      }
      setInputValue('');
      return;
    }
    setInputValue(next);
    cancel();
    if (next.length < minInputLength) {
      setState(EMPTY);
      return;
    }
    setState({ ...EMPTY, loading: true });
    timerRef.current = setTimeout(() => {
      timerRef.current = null;
      void load(next, 1);
    }, debounceMs);
  };

  const selectRef = useRef<SelectInstance<PickerOption<V, T>, boolean>>(null);
  useStartWith(selectRef, props.startWith, onInputChange);

  const onMenuOpen = () => {
    if (timerRef.current || inputValue.length < minInputLength) return;
    // answers are cached by the loaders, so a fresh load on each open is cheap and never stale
    void load(inputValue, 1);
  };

  const find = (v: V): PickerOption<V, T> | undefined => {
    if (props.isMulti) {
      const chosen = props.selectedOptions?.find((o) => o.value === v);
      if (chosen) return chosen;
    } else if (props.selectedOption && props.selectedOption.value === v) {
      return props.selectedOption;
    }
    return knownRef.current.get(v) ?? initialOptions?.find((o) => o.value === v);
  };
  const value = useShownValue(props, find);

  const shown = useMemo(() => {
    const visible = state.hasMore ? state.options.slice(0, -1) : state.options;
    return maxOptions ? visible.slice(0, maxOptions) : visible;
  }, [state.options, state.hasMore, maxOptions]);

  const selectProps = {
    ...base,
    options: shown,
    value,
    isMulti: props.isMulti ?? false,
    isLoading: state.loading,
    inputValue,
    onInputChange,
    onMenuOpen,
    onMenuScrollToBottom: loadMore,
    filterOption: null,
    onChange: (next: Parameters<NonNullable<typeof base.onChange>>[0]) => {
      const chosen = Array.isArray(next) ? next : next ? [next] : [];
      chosen.forEach((o: PickerOption<V, T>) => knownRef.current.set(o.value, o));
      emitChange(props, next);
    },
  };

  return (
    <PickerSelect
      select={selectProps}
      selectRef={selectRef}
      onCreateOption={onCreateOption}
      context={{ onMenuEnd: loadMore, describedBy: props['aria-describedby'] }}
    />
  );
}
