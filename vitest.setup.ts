import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockControl, resetDb, server } from './mocks/node';
import { queryClient } from './src/lib/query-client';
import { feedback } from './src/components/feedback';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  mockControl.clear();
  resetDb();
  feedback.reset();
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
});
afterAll(() => server.close());

// i18n with the real language files, loaded once for all tests.
import { initI18n } from './src/lib/i18n';
await initI18n({ useCache: false });
