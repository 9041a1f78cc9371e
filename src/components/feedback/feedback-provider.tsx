import { useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { feedback } from './feedback-store';
import { BusySpinner } from './busy-spinner';

/*
 * The toasts and dialogs (react-bootstrap's Modal and Toast) are not part of the first paint: their code loads
 * with the first message, or earlier by preloadFeedbackView() once the page has painted.
 */
const FeedbackView = lazyComponent(() => import('./feedback-view').then((m) => m.FeedbackView));

let viewPreloaded: () => void = () => undefined;
const preloaded = new Promise<void>((resolve) => (viewPreloaded = resolve));

/** Loads the toasts' and dialogs' code; afterwards messages show at once. */
export function preloadFeedbackView(): Promise<ComponentType> {
  return FeedbackView.preload().then((view) => {
    viewPreloaded();
    return view;
  });
}

/** Renders the toasts, the alert/confirm dialogs (one at a time, in order) and the busy spinner. */
export function FeedbackProvider({ children }: { children?: ReactNode }) {
  const state = useSyncExternalStore(feedback.subscribe, feedback.get, feedback.get);
  const active = state.toasts.length > 0 || state.dialogs.length > 0;
  // Once its code is in (or it has shown something), the view stays: its toasts' live region must be on the page
  // before a message is put into it, or a screen reader does not read the message.
  const [kept, setKept] = useState(false);
  if (active && !kept) setKept(true);
  useEffect(() => {
    let live = true;
    void preloaded.then(() => live && setKept(true));
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      {children}
      {(active || kept) && <FeedbackView />}
      <BusySpinner />
    </>
  );
}
