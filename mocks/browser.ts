import { setupWorker } from 'msw/browser';
import { resetDb } from './db';
import { handlers } from './handlers';
import { restoreUploadedFiles } from './handlers/upload';
import { mockControl, restoreKeptFaults } from './utils';

export const worker = setupWorker(...handlers);

/** Starts the mock API in the browser; returns the demo-data reset. */
export async function startMockApi(): Promise<{ reset: () => Promise<void> }> {
  restoreKeptFaults();
  await restoreUploadedFiles();
  await worker.start({
    onUnhandledRequest(request, print) {
      const path = new URL(request.url).pathname;
      if (path.includes('.api/')) print.warning();
    },
    quiet: true,
  });
  // Tests (Playwright) reach the mock's controls here: fault injection and reset.
  (window as unknown as { __mockApi: unknown }).__mockApi = { ...mockControl, reset: resetDb };
  return { reset: resetDb };
}
