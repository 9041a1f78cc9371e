import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { feedback } from './feedback-store';
import { BusySpinner } from './busy-spinner';

/*
 * The toasts and dialogs (react-bootstrap's Modal and Toast) are not part of the first paint: their code loads
 * with the first message, or earlier by preloadFeedbackView() once the page has painted.
 */
let loadedView: ComponentType | null = null;
let loading: Promise<{ default: ComponentType }> | null = null;

/** Loads the toasts' and dialogs' code; afterwards messages show at once. */
export function preloadFeedbackView(): Promise<{ default: ComponentType }> {
  loading ??= import('./feedback-view').then((m) => {
    loadedView = m.FeedbackView;
    return { default: m.FeedbackView };
  });
  return loading;
}

const LazyFeedbackView = lazy(preloadFeedbackView);

/** Renders the toasts, the alert/confirm dialogs (one at a time, in order) and the busy spinner. */
export function FeedbackProvider({ children }: { children?: ReactNode }) {
  const state = useSyncExternalStore(feedback.subscribe, feedback.get, feedback.get);
  const active = state.toasts.length > 0 || state.dialogs.length > 0;
  const View = loadedView;
  return (
    <>
      {children}
      {active &&
        (View ? (
          <View />
        ) : (
          <Suspense fallback={null}>
            <LazyFeedbackView />
          </Suspense>
        ))}
      <BusySpinner />
    </>
  );
}
