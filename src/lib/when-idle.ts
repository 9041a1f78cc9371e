/**
 * Runs `task` when the browser has nothing else to do, and within `timeoutMs` at the latest (where there is no
 * requestIdleCallback: after `fallbackMs`); returns the cancel. For work the screen shown does not wait for: look-up
 * lists for later, code for later, housekeeping calls.
 */
export function whenIdle(task: () => void, timeoutMs = 3000, fallbackMs = 200): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(id);
}
