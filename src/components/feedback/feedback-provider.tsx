import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { feedback } from './feedback-store';
import { BusySpinner } from './busy-spinner';

/*
 * The toasts and dialogs (react-bootstrap's Modal and Toast) are not part of the first paint: their code loads
 * with the first message, or earlier by preloadFeedbackView() once the page has painted.
 */
const FeedbackView = lazyComponent(() => import('./feedback-view').then((m) => m.FeedbackView));

/** Loads the toasts' and dialogs' code; afterwards messages show at once. */
export function preloadFeedbackView(): Promise<ComponentType> {
  return FeedbackView.preload();
}

/** Renders the toasts, the alert/confirm dialogs (one at a time, in order) and the busy spinner. */
export function FeedbackProvider({ children }: { children?: ReactNode }) {
  const state = useSyncExternalStore(feedback.subscribe, feedback.get, feedback.get);
  const active = state.toasts.length > 0 || state.dialogs.length > 0;
  return (
    <>
      {children}
      {active && <FeedbackView />}
      <BusySpinner />
    </>
  );
}
