import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code loads when it is first drawn; `Fallback` (nothing by default) stands in until it is in,
 * and it is drawn as soon as it is. A failed load throws to the nearest error boundary, as React.lazy does, and
 * the next mount loads again.
 *
 * Not React.lazy and Suspense: React holds a Suspense boundary's content back until 300 ms after the last fallback
 * it drew anywhere on the page ("throttling" of revealed content), so a dialog or panel whose code was already in
 * waited for that timer, and longer when another boundary drew its fallback meanwhile (the user manager's form:
 * its code in 1.7 s, drawn at 3.9 s at 4x in a trace, after the header's outbox indicator had drawn its fallback).
 * Here the code's arrival is an ordinary state update, rendered at once. Code that is in already (preloaded by a
 * route loader through the same `load`) is drawn in the first render. `LoadError`, when given, is drawn with the
 * same props instead of throwing when the code cannot be loaded (no connection): a dialog says so and closes.
 *
 * @example
 * const Chart = lazyComponent(() => import('./chart').then((m) => m.Chart), ChartPlaceholder);
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback?: ComponentType,
  LoadError?: ComponentType<P>,
): ComponentType<P> & { preload: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  function LazyComponent(props: P) {
    const [state, setState] = useState<{ component?: ComponentType<P>; error?: unknown }>(() => ({
      component: loaded,
    }));
    const component = state.component ?? loaded;
    // asked for in the render, as React.lazy does: the import leaves before the effects run
    if (!component && !state.error) void preload().catch(() => undefined);
    useEffect(() => {
      if (component) return;
      let live = true;
      preload().then(
        (done) => live && setState({ component: done }),
        (error: unknown) => live && setState({ error }),
      );
      return () => {
        live = false;
      };
    }, [component]);
    if (state.error) {
      if (LoadError) return <LoadError {...props} />;
      throw state.error;
    }
    if (!component) return Fallback ? <Fallback /> : null;
    const Loaded = component;
    return <Loaded {...props} />;
  }
  return Object.assign(LazyComponent, { preload });
}
