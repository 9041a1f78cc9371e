import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import {
  elementScroll,
  useVirtualizer,
  type Range,
  type Rect,
  type VirtualItem,
  type Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';

/*
 * A table body that draws only the rows on screen (issue 27 §3): a list that holds every row of a long range (the
 * financial report's thousands of jobs) keeps them all in memory, sorts and totals over all of them, and mounts the
 * rows of its scroll box's window only, with a spacer row above and below standing for the rest.
 *
 * The rows have one fixed height (the table's CSS keeps them to it), so nothing is measured per row; a new height (a
 * table switched to compact rows) lays every row out again at once. The box's own
 * size comes from a ResizeObserver, which reports it after the browser's layout: nothing here forces a layout. Until
 * then (and where there is no ResizeObserver, as in jsdom) the box counts as a window's height, so the first render
 * already draws the rows of the first screen.
 */

/**
 * Rows drawn beyond each edge of the box (while it scrolls, beyond the edge it scrolls towards only: rowsToDraw), so
 * that a line-by-line scroll (arrow keys, the wheel) finds its next rows drawn. Few: every row drawn is laid out
 * again on each scroll step (a table lays out all its rows), and with 8 a side a screen-at-a-time scroll of the
 * financial report took a task over 50 ms at 4x on most steps.
 */
const OVERSCAN = 2;

/**
 * The rows to draw for the window `range`: its overscan rows beyond each edge while the box stands still; while it
 * scrolls, beyond the edge ahead only (where the next rows come from), none behind (rows it is leaving), so a scroll
 * step lays out and paints fewer rows.
 */
export function rowsToDraw(range: Range, direction: 'forward' | 'backward' | null): number[] {
  const before = direction === 'forward' ? 0 : range.overscan;
  const after = direction === 'backward' ? 0 : range.overscan;
  const start = Math.max(range.startIndex - before, 0);
  const end = Math.min(range.endIndex + after, range.count - 1);
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);
}

/** The box's size as the ResizeObserver reports it: read after layout, never forcing one. */
function observeBoxSize(instance: Virtualizer<HTMLElement, Element>, report: (rect: Rect) => void) {
  const box = instance.scrollElement;
  const View = instance.targetWindow?.ResizeObserver;
  if (!box || !View) return undefined;
  const observer = new View(([entry]) => {
    const { width, height } = entry.contentRect;
    // a box not laid out (hidden) keeps the first screen's rows
    if (height > 0) report({ width: Math.round(width), height: Math.round(height) });
  });
  observer.observe(box);
  return () => observer.disconnect();
}

/** The virtualizers that have placed their box once (see scrollBox). */
const placed = new WeakSet<object>();

/**
 * Scrolls the box as the virtualizer asks, except for its first call: on meeting its box the virtualizer scrolls it
 * to where it is, the top, and that scroll forces a layout of the whole page in the middle of the first render
 * (about 300 ms at 4x CPU slowdown before the financial report's first rows paint). A new box is at the top.
 */
const scrollBox: VirtualizerOptions<HTMLElement, Element>['scrollToFn'] = (offset, options, instance) => {
  const first = !placed.has(instance);
  placed.add(instance);
  if (first && offset === 0 && !options.adjustments) return;
  elementScroll(offset, options, instance);
};

export interface VirtualRows {
  /** the rows to draw: `index` into the whole list, `start` in px */
  items: VirtualItem[];
  /** the height the rows above the first drawn one would take (px): the spacer row above */
  before: number;
  /** the same below the last drawn row */
  after: number;
  /**
   * true while the box is being scrolled (and a moment after): a row can leave out what it need not show on the
   * way (an editor per row) and add it once the box stands still
   */
  scrolling: boolean;
}

/**
 * The window of rows a scroll box shows, out of `count` rows of `rowHeight` px each.
 *
 * @example
 * const box = useRef<HTMLDivElement>(null);
 * const { items, before, after } = useVirtualRows(box, rows.length, ROW_HEIGHT);
 * <div ref={box} style={{ maxHeight: '80vh', overflow: 'auto' }}><table>…<tbody>
 *   <SpacerRow height={before} colSpan={n} />{items.map((v) => <Row key={v.key} row={rows[v.index]} />)}
 *   <SpacerRow height={after} colSpan={n} />
 * </tbody></table></div>
 */
export function useVirtualRows(
  box: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  /** a stable function (useCallback): a new one every render makes the virtualizer count every row again */
  getKey?: (index: number) => string | number,
): VirtualRows {
  // the virtualizer asks for the rows before it returns: whether and which way the box scrolls is read from the
  // instance (one for the hook's life); a new extractor once the box stands still draws the rows behind again
  const instance = useRef<Virtualizer<HTMLElement, Element> | null>(null);
  const still = !instance.current?.isScrolling;
  const rangeExtractor = useCallback(
    (range: Range) => rowsToDraw(range, still ? null : (instance.current?.scrollDirection ?? null)),
    [still],
  );
  const virtualizer = useVirtualizer<HTMLElement, Element>({
    count,
    getScrollElement: () => box.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    rangeExtractor,
    getItemKey: getKey,
    initialRect: { width: 0, height: typeof window === 'undefined' ? 800 : window.innerHeight },
    observeElementRect: observeBoxSize,
    scrollToFn: scrollBox,
    // the rows of a scroll step render in React's own task, not inside the scroll event: two shorter tasks
    useFlushSync: false,
  });
  instance.current = virtualizer;
  // the virtualizer keeps the rows' places until told: a new row height (compact rows) places them again
  const laidOutAt = useRef(rowHeight);
  useLayoutEffect(() => {
    if (laidOutAt.current === rowHeight) return;
    laidOutAt.current = rowHeight;
    virtualizer.measure();
  }, [virtualizer, rowHeight]);
  const items = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  return {
    items,
    before: items.length ? items[0].start : 0,
    after: items.length ? Math.max(0, total - items[items.length - 1].end) : 0,
    scrolling: virtualizer.isScrolling,
  };
}

/** A spacer row standing for the rows not drawn (hidden from assistive technology: it holds no data). */
export function SpacerRow({ height, colSpan }: { height: number; colSpan: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" className="virtual-spacer" style={{ height }}>
      <td colSpan={colSpan} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}
