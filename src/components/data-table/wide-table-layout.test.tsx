import { render } from '@testing-library/react';
import { Profiler, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stickyEndStyle, useWideTableLayout } from './wide-table-layout';

/** A ResizeObserver whose calls the test makes: the sizes it reports and when. */
class FakeResizeObserver {
  static last: FakeResizeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.last = this;
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  /** reports every observed element, the header cells with the given widths */
  report(widths: Map<Element, number>) {
    const entries = this.observed.map(
      (target) =>
        ({
          target,
          borderBoxSize: [{ inlineSize: widths.get(target) ?? 0, blockSize: 0 }],
        }) as unknown as ResizeObserverEntry,
    );
    this.callback(entries, this as unknown as ResizeObserver);
  }
}

let renders = 0;

function WideTable({ ends = ['ready', 'actions'] }: { ends?: string[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useWideTableLayout(ref, ends.join(','));
  return (
    <div ref={ref} data-testid="box">
      <table>
        <thead>
          <tr>
            <th>Name</th>
            {ends.map((id, i) => (
              <th
                key={id}
                className="cell-sticky-end"
                data-column-id={id}
                style={stickyEndStyle(ends.length - 1 - i)}
              >
                {id}
              </th>
            ))}
          </tr>
        </thead>
      </table>
    </div>
  );
}

/** The table, its renders counted. */
const renderTable = () =>
  render(
    <Profiler id="table" onRender={() => (renders += 1)}>
      <WideTable />
    </Profiler>,
  );

/** Sets the sizes jsdom does not lay out: the box's width and its table's. */
function size(box: HTMLElement, boxWidth: number, tableWidth: number) {
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: boxWidth });
  Object.defineProperty(box.querySelector('table'), 'offsetWidth', { configurable: true, value: tableWidth });
}

describe('useWideTableLayout', () => {
  beforeEach(() => {
    renders = 0;
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('marks a box whose table is wider, in the next frame, and sets each held column left of the ones after it', () => {
    const { getByTestId, getAllByRole } = renderTable();
    const box = getByTestId('box');
    const [, ready, actions] = getAllByRole('columnheader');
    size(box, 600, 900);
    FakeResizeObserver.last?.report(
      new Map([
        [ready, 120],
        [actions, 76],
      ]),
    );
    // nothing before the frame after the measuring one: the first rows paint first
    expect(box.hasAttribute('data-wide')).toBe(false);
    vi.advanceTimersToNextFrame();
    expect(box.hasAttribute('data-wide')).toBe(true);
    expect(box.style.getPropertyValue('--sticky-end-0')).toBe('0px');
    expect(box.style.getPropertyValue('--sticky-end-1')).toBe('76px');
    // the cells read their own offset
    expect(actions.style.getPropertyValue('--sticky-end')).toBe('var(--sticky-end-0, 0px)');
    expect(ready.style.getPropertyValue('--sticky-end')).toBe('var(--sticky-end-1, 0px)');
    // and the table was not rendered again for any of it
    expect(renders).toBe(1);
  });

  it('unmarks the box when the table fits again', () => {
    const { getByTestId } = renderTable();
    const box = getByTestId('box');
    size(box, 600, 900);
    FakeResizeObserver.last?.report(new Map());
    vi.advanceTimersToNextFrame();
    expect(box.hasAttribute('data-wide')).toBe(true);
    size(box, 1200, 900);
    FakeResizeObserver.last?.report(new Map());
    vi.advanceTimersToNextFrame();
    expect(box.hasAttribute('data-wide')).toBe(false);
  });

  it('stops observing, and drops a frame not yet drawn, when the table goes', () => {
    const { getByTestId, unmount } = renderTable();
    const box = getByTestId('box');
    const observer = FakeResizeObserver.last;
    size(box, 600, 900);
    observer?.report(new Map());
    unmount();
    vi.advanceTimersToNextFrame();
    expect(observer?.disconnected).toBe(true);
    expect(box.hasAttribute('data-wide')).toBe(false);
  });
});
