import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useAfterPaint } from './use-after-paint';

/**
 * A lazily loaded component that mounts once the screen around it has painted; until then, and while its chunk
 * loads, `fallback` stands in its place. For what the first rows do not need (a filter picker, a panel, the
 * header's outbox indicator): a lazy component mounted in the first render starts its import there, and the
 * bundler's preload of its chunks (a link and a fetch per chunk) runs inside that render, before the first row.
 */
export function lazyAfterPaint<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback?: ComponentType,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function AfterPaint(props: P) {
    const painted = useAfterPaint(true);
    const fallback: ReactNode = Fallback ? <Fallback /> : null;
    if (!painted) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
