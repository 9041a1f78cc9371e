import { createMiddleware } from '@mswjs/http-middleware';
import type { RequestHandler as ExpressMiddleware } from 'express';
import { resetDb } from './db';
import { handlers } from './handlers';
import { DAEWON, MEMBERSHIP, mockControl } from './utils';

/*
 * The mock API as an HTTP server's middleware: the same handlers the browser worker and Vitest use, in
 * memory (no localStorage or IndexedDB outside a browser). Loaded through Vite (scripts/mock-server.mjs),
 * because the mock reads import.meta.env and imports src/lib through the `@/` alias.
 */

/** The two API bases the mock answers (decision 3). */
export const API_BASES = { daewon: DAEWON, membership: MEMBERSHIP } as const;

/** An express middleware answering every mocked call; other requests go on to the next middleware. */
export function createMockMiddleware(): ExpressMiddleware {
  return createMiddleware(...handlers);
}

export { mockControl, resetDb };
