import { startTransition, useEffect, useState } from 'react';

/**
 * False until `ready` has been true for one painted frame, then true (and true from then on): what the screen
 * can show a moment later (a chart, the filter fields, a picker per row) mounts after the first rows are on
 * screen, in a transition that yields to the browser, instead of in the same long render.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready || after) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // the next frame is the one that paints the rows; the task after it mounts the rest
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setAfter(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, after]);
  return after;
}
