import { useLayoutEffect, type CSSProperties, type RefObject } from 'react';

/*
 * Whether a table is wider than its scroll box (the user showed more columns than fit): only then do its identity
 * and action columns stick to the box's edges. Sticky cells are layers of their own that the browser paints and
 * composites again on every scroll step, so a table that fits has none (issue 27 §3: the financial report's rows
 * scroll in about half the time without them).
 *
 * Measured by a ResizeObserver, whose first call comes right after the browser's own layout: reading the widths in a
 * layout effect would force a layout of the whole page before the first rows paint.
 */

/**
 * The style of the k-th sticky action column from the right edge (0: the last column): its offset, which
 * useWideTableLayout measures and data-table.css applies while the box is wide.
 */
export const stickyEndStyle = (k: number) =>
  ({ '--sticky-end': `var(--sticky-end-${k}, 0px)` }) as CSSProperties;

/**
 * A table's wide layout, without rendering the table again: the box gets `data-wide` while its table is wider than
 * it (data-table.css makes the `cell-sticky-*` cells stick then; financial-table.css its own), and the custom
 * properties that stickyEndStyle reads: each sticky action column sits left of the sticky columns after it (the
 * approve table holds "Ready for payment" and the row's buttons in view together). As React state, each of the two
 * took a render of every row and cell after the first paint (about 300 ms at 4x on the approve table). `layoutKey`
 * changes when the sticky header cells may have changed (columns shown, density).
 */
export function useWideTableLayout(ref: RefObject<HTMLElement | null>, layoutKey = ''): void {
  useLayoutEffect(() => {
    const box = ref.current;
    const table = box?.querySelector('table');
    if (!box || !table || typeof ResizeObserver === 'undefined') return;
    // from the right edge: the last column first
    const ends = [...box.querySelectorAll<HTMLElement>('thead th.cell-sticky-end')].reverse();
    const widths = new Map<Element, number>();
    let frame = 0;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) widths.set(entry.target, entry.borderBoxSize[0]?.inlineSize ?? 0);
      const wide = table.offsetWidth > box.clientWidth + 1;
      // applied in the next frame, so that the first rows paint before the second layout the wide box costs
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        box.toggleAttribute('data-wide', wide);
        let right = 0;
        ends.forEach((th, k) => {
          box.style.setProperty(`--sticky-end-${k}`, `${right}px`);
          right += widths.get(th) ?? 0;
        });
      });
    });
    observer.observe(box);
    observer.observe(table);
    ends.forEach((th) => observer.observe(th));
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [ref, layoutKey]);
}
