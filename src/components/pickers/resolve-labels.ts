import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cacheTimes } from '@/lib/query-client';
import {
  resolveValue,
  type LabelResolver,
  type PickerOption,
  type PickerValue,
  type PickerValueProps,
} from './picker-value';

export interface ResolvedLabels<V extends PickerValue> {
  /** the labels found so far */
  labels: Map<V, string>;
  /** values still being read */
  pending: Set<V>;
}

/**
 * Reads the labels of `values` with `resolve` (nothing when it is absent). A value that cannot be
 * read (deleted, refused) stays without a label: the picker shows nothing rather than its id.
 */
export function useResolvedLabels<V extends PickerValue>(
  values: readonly V[],
  resolve: LabelResolver<V> | undefined,
): ResolvedLabels<V> {
  const list = resolve ? [...new Set(values)] : [];
  return useQueries({
    queries: list.map((value) => {
      const query = resolve!(value);
      return {
        queryKey: query.queryKey,
        queryFn: query.queryFn,
        staleTime: cacheTimes.referenceData,
        retry: false,
      };
    }),
    combine: (results) => {
      const labels = new Map<V, string>();
      const pending = new Set<V>();
      results.forEach((r, i) => {
        if (typeof r.data === 'string') labels.set(list[i], r.data);
        else if (r.isPending) pending.add(list[i]);
      });
      return { labels, pending };
    },
  });
}

/**
 * The option(s) a picker shows for its value: from `find` (loaded or given options), else from the
 * background label read, else a loading hint while something is pending, else nothing (a string tag:
 * itself); never a numeric id.
 * While `waiting` (the options themselves are loading) nothing is read yet.
 */
export function useShownValue<V extends PickerValue, T>(
  props: PickerValueProps<V, T> & { resolveLabel?: LabelResolver<V> },
  find: (value: V) => PickerOption<V, T> | undefined,
  waiting = false,
) {
  const { t } = useTranslation();
  const current: readonly V[] = props.isMulti
    ? (props.value ?? [])
    : props.value === null || props.value === undefined
      ? []
      : [props.value];
  const resolved = useResolvedLabels(waiting ? [] : current.filter((v) => !find(v)), props.resolveLabel);
  return resolveValue(
    props,
    (v) => {
      const known = find(v);
      if (known) return known;
      const label = resolved.labels.get(v);
      return label === undefined ? undefined : { value: v, label };
    },
    (v) => {
      if (waiting || resolved.pending.has(v)) return t('common.pickers.resolving');
      // a typed tag is its own label; an id never is
      return typeof v === 'string' ? v : '';
    },
  );
}
