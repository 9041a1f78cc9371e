import type { ComponentType } from 'react';
import { lazyComponent } from './lazy-component';
import { useAfterPaint } from './use-after-paint';

/**
 * A lazily loaded component that mounts once the screen around it has painted; until then, and while its chunk
 * loads, `Fallback` stands in its place. For what the first rows do not need (a filter picker, a panel, the
 * header's outbox indicator): a lazy component mounted in the first render starts its import there, and the
 * bundler's preload of its chunks (a link and a fetch per chunk) runs inside that render, before the first row.
 */
export function lazyAfterPaint<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback?: ComponentType,
): ComponentType<P> {
  const Lazy = lazyComponent(load, Fallback);
  return function AfterPaint(props: P) {
    const painted = useAfterPaint(true);
    if (!painted) return Fallback ? <Fallback /> : null;
    return <Lazy {...props} />;
  };
}
