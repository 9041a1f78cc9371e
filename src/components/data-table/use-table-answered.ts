import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a server-paged table (the query key given to its DataTable) has had its answer: rows or an error for one
 * of its pages, or a request held back because the browser is offline. What a screen draws below a table waits for
 * it: drawn before, it stands where the table's rows come, and they push it down the page under the pointer.
 *
 * @example
 * const answered = useTableAnswered(input.queryKey);
 * return <>{first}{answered && second}</>;
 */
export function useTableAnswered(queryKey: QueryKey): boolean {
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  );
  const answered = () =>
    client
      .getQueryCache()
      .findAll({ queryKey })
      .some(
        ({ state }) => state.data !== undefined || state.status === 'error' || state.fetchStatus === 'paused',
      );
  return useSyncExternalStore(subscribe, answered, answered);
}
