import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { holdApiUntil } from '@/lib/api-ready';
import { resetDb } from './db';
import { handlers } from './handlers';
import { restoreUploadedFiles } from './handlers/upload';
import { mockControl, restoreKeptFaults } from './utils';

/** Answered by this page's mock only: a call to it that comes back without the header went past the worker. */
const ALIVE_PATH = '/__mock/alive';
const ALIVE_HEADER = 'X-Mock-Alive';

export const worker = setupWorker(
  ...handlers,
  http.get(`*${ALIVE_PATH}`, () => new HttpResponse(null, { status: 204, headers: { [ALIVE_HEADER]: '1' } })),
);

const START_OPTIONS: Parameters<typeof worker.start>[0] = {
  // MSW's worker, less its unregistering when a page unloads (public/mock-worker.js)
  serviceWorker: { url: '/mock-worker.js' },
  onUnhandledRequest(request, print) {
    const path = new URL(request.url).pathname;
    if (path.includes('.api/')) print.warning();
  },
  quiet: true,
};

/** Whether the worker still hands this page's calls to its mock. */
async function workerAnswers(): Promise<boolean> {
  try {
    const response = await fetch(ALIVE_PATH, { cache: 'no-store', signal: AbortSignal.timeout(2000) });
    return response.headers.get(ALIVE_HEADER) === '1';
  } catch {
    return false;
  }
}

/**
 * The browser stops a service worker left idle (a hidden tab's timers, the mock's keep-alive among them, slow to one
 * a minute after five minutes), and the worker it starts again knows no page that mocks: it lets every call through
 * to the file server. Back in the tab, the app's calls wait while the mock checks that the worker still hands it this
 * page's calls, and starts again if not. This listens on the document, which the event reaches before the window,
 * where the query client refetches on focus: those calls wait too.
 */
function restartWhenBack(): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    const check = workerAnswers().then(async (answers) => {
      if (answers) return;
      worker.stop();
      await worker.start(START_OPTIONS);
    });
    // never holds the calls for long, whatever the worker does
    holdApiUntil(Promise.race([check, new Promise((resolve) => setTimeout(resolve, 5000))]));
  });
}

/** Starts the mock API in the browser; returns the demo-data reset. */
export async function startMockApi(): Promise<{ reset: () => Promise<void> }> {
  restoreKeptFaults();
  await restoreUploadedFiles();
  await worker.start(START_OPTIONS);
  restartWhenBack();
  // Tests (Playwright) reach the mock's controls here: fault injection and reset.
  (window as unknown as { __mockApi: unknown }).__mockApi = { ...mockControl, reset: resetDb };
  return { reset: resetDb };
}
