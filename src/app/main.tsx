import 'bootstrap/dist/css/bootstrap.min.css';
import './bootstrap-images.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadFeedbackView } from '@/components/feedback';
import { holdApiUntil } from '@/lib/api-ready';
import { config } from '@/lib/config';
import { setDemoControls } from '@/lib/demo';
import { initI18n, i18next } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { followNewBuilds } from '@/lib/new-build';
import { legacyHashTarget } from '@/lib/routing';
import { App } from './app';
import { dropEarlyAnswers } from './early-answers';
import { prefetchFirstRequests, prefetchSession } from './guards';
import { createAppRouter } from './router';

/**
 * Start-up in one wave: the demo API (when on), the language files, the route's chunks and its first API calls
 * (the router's loaders: the session check, the permission list and the screen's data) all start now, in
 * parallel; the page paints as soon as the language is ready. API calls wait for the demo API, the sign-in page
 * does not.
 */
function boot() {
  // a chunk of an earlier deployment gone (a tab opened before it): the page reloads for the new build
  followNewBuilds();

  // Old bookmarks (/#!/jobs/12) go to the clean URL (decision 1).
  const legacy = legacyHashTarget(window.location.hash);
  if (legacy) window.history.replaceState(null, '', legacy);

  // The demo API. With VITE_MOCK_API=false this branch, and the mock's code, is not in the build.
  if (import.meta.env.VITE_MOCK_API !== 'false') {
    const mock = import('../../mocks/browser').then((m) => m.startMockApi());
    holdApiUntil(mock);
    setDemoControls({ reset: () => mock.then((controls) => controls.reset()) });
  }

  // With a stored token the screen's first data request and the session calls leave together (issue 27 §1),
  // before the router's route tables and the screen's chunks have run: the request's line (a small chunk the page
  // preloaded with the entry) is in once the entry has run, and the router, whose loaders send the session calls,
  // is created in the same task as that request leaves.
  void prefetchFirstRequests(window.location.href).then(startRouter);
}

/** Creating the router runs the first route's loaders (the session calls) and fetches its chunks. */
function startRouter() {
  const router = createAppRouter();
  prefetchSession(window.location.pathname);
  // The first render is the first screen itself, once its loaders and chunks are in (index.html shows a spinner
  // until then): drawing the router's fallback first took main-thread time the screen's loaders were waiting for.
  // the first navigation decided: early answers of a screen not shown (refused, signed out) are dropped
  const navigated = firstNavigation(router);
  void navigated.then(() => dropEarlyAnswers(queryClient, router.state.location.pathname));
  void Promise.all([initI18n(), navigated]).then(() => {
    document.title = config.appName;
    document.documentElement.lang = i18next.language;
    const container = document.getElementById('root') as HTMLElement;
    container.removeAttribute('aria-busy');
    createRoot(container).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
    // after the first paint: the toasts' and dialogs' code, so the first message shows at once; and what is not
    // start-up code: following the other tabs (their sign-in, sign-out, language) and the focus after a navigation
    setTimeout(() => {
      void preloadFeedbackView();
      void import('./after-paint').then((m) => m.startAfterPaint(router));
    }, 1000);
  });
}

/** Resolves when the router's first navigation has settled (loaded, redirected or failed). */
function firstNavigation(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

boot();
