import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { feedback } from '@/components/feedback';

/**
 * The record an edit dialog reads when it opens (B §2: materials and categories are loaded by id). A failed
 * read shows `loadError` and closes the dialog (B §8). Returns the record (undefined while loading or for a
 * new one) and whether the form may be shown.
 */
export function useDialogRecord<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K>,
  id: number | null | undefined,
  show: boolean,
  loadError: string,
  onHide: () => void,
) {
  const query = useQuery({ ...options, enabled: show && !!id });
  const failed = show && !!id && query.isError;
  const hideRef = useRef(onHide);
  hideRef.current = onHide;
  useEffect(() => {
    if (!failed) return;
    feedback.notify.error(loadError);
    hideRef.current();
  }, [failed, loadError]);
  const record = id ? query.data : undefined;
  return { record, ready: !id || !!query.data, loading: !!id && query.isPending && show };
}
