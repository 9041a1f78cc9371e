import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockControl, resetDb, server } from './mocks/node';
import { checkAnswer, takeAnswerFailures } from './mocks/answer-schemas/check';
import { observeAnswers } from './mocks/utils';
import { queryClient } from './src/lib/query-client';
import { feedback, preloadFeedbackView } from './src/components/feedback';

// jsdom's Blob has no stream(): a download answered to an XHR asking for a blob reaches msw's interceptor as a
// jsdom Blob, and undici's Response (built from it) calls stream(), an unhandled rejection that fails the run.
if (typeof Blob.prototype.stream !== 'function') {
  Object.defineProperty(Blob.prototype, 'stream', {
    configurable: true,
    value: function stream(this: Blob) {
      const read = () => this.arrayBuffer();
      return new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new Uint8Array(await read()));
          controller.close();
        },
      });
    },
  });
}

// Screens load their dialogs and fields lazily (their own chunks); on a busy 2-core machine that can pass 1 s.
configure({ asyncUtilTimeout: 5000 });

/*
 * Calls still on their way when a test file ends: their answers reach msw's XHR interceptor after jsdom's globals
 * are gone (`ProgressEvent is not defined`, an unhandled rejection that fails the run). The file waits for them.
 */
let inFlight = 0;
function countCalls() {
  server.events.on('request:start', () => {
    inFlight += 1;
  });
  server.events.on('request:end', () => {
    inFlight = Math.max(0, inFlight - 1);
  });
}
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  countCalls();
});
// Every mocked 2xx JSON answer is parsed through its documented schema (issue 23 §3, mocks/answer-schemas).
observeAnswers(checkAnswer);
afterEach(() => {
  const answerFailures = takeAnswerFailures();
  cleanup();
  server.resetHandlers();
  // listeners a test added to see the calls (recordRequests, recordBodies)
  server.events.removeAllListeners();
  countCalls();
  mockControl.clear();
  resetDb();
  feedback.reset();
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
  if (answerFailures.length) throw new Error(answerFailures.join('\n\n'));
});
afterAll(async () => {
  const until = Date.now() + 5_000;
  while (inFlight > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  // the answers' own events (load, loadend) come a moment after the call ends
  await new Promise((resolve) => setTimeout(resolve, 50));
  server.close();
});

// i18n with the real language files, loaded once for all tests.
import { initI18n } from './src/lib/i18n';
await initI18n({ useCache: false });
// The toasts' and dialogs' code is lazy in the app; tests load it once, so messages render at once.
await preloadFeedbackView();
