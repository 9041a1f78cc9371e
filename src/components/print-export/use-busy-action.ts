import { useCallback, useRef, useState } from 'react';
import { useFeedback } from '@/components/feedback';

/**
 * Runs an action once at a time: a second click while it runs is ignored, and a failure shows the
 * error toast. The action starts synchronously in the click (so a window it opens is not blocked).
 */
export function useBusyAction(action: () => unknown, errorText: string) {
  const { notify } = useFeedback();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await action();
    } catch {
      notify.error(errorText);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, [action, errorText, notify]);
  return { busy, run };
}
