import { useLayoutEffect, useState, type RefObject } from 'react';

/*
 * Whether a table is wider than its scroll box (the user showed more columns than fit): only then do its identity
 * and action columns stick to the box's edges. Sticky cells are layers of their own that the browser paints and
 * composites again on every scroll step, so a table that fits has none (issue 27 §3: the financial report's rows
 * scroll in about half the time without them).
 */

/** Whether the table inside the box is wider than the box (the user showed more columns than fit). */
export function useIsWider(ref: RefObject<HTMLElement | null>): boolean {
  const [wide, setWide] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    const table = box?.querySelector('table');
    if (!box || !table || typeof ResizeObserver === 'undefined') return;
    const check = () => setWide(table.offsetWidth > box.clientWidth + 1);
    // no measuring here: reading the widths in a layout effect forces a layout of the whole page before the first
    // rows paint; the observer's first call, right after the browser's own layout, measures without one
    const observer = new ResizeObserver(check);
    observer.observe(box);
    observer.observe(table);
    return () => observer.disconnect();
  }, [ref]);
  return wide;
}
