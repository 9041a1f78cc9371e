import { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerSchemas } from './answer-schemas';
import { handlers } from './handlers';
import { DAEWON, MEMBERSHIP, routeKey } from './utils';

/*
 * Issue 23 §3: every route the mock's handlers register has an entry in the answer-schema registry (the
 * schema of its 2xx JSON answer, or null with a reason), and the registry names no route that does not exist.
 * The areas' sweeps (mocks/answer-schemas/*.test.ts) call every route and parse its answers strictly.
 */

/** The registry key of every route the handlers register (route() declares them as `*<base><path>`). */
function registeredKeys(): string[] {
  return handlers
    .filter((h): h is HttpHandler => h instanceof HttpHandler)
    .map((h) => {
      const path = String(h.info.path).replace(/^\*/, '');
      const base = [DAEWON, MEMBERSHIP].find((b) => path.startsWith(`${b}/`));
      return base
        ? routeKey(String(h.info.method), base, path.slice(base.length))
        : `${String(h.info.method)} ${path}`;
    });
}

describe('the answer-schema registry', () => {
  it('has an entry for every route of the mock', () => {
    const missing = registeredKeys().filter((key) => !(key in answerSchemas));
    expect(missing).toEqual([]);
  });

  it('names only routes the mock registers', () => {
    const registered = new Set(registeredKeys());
    expect(Object.keys(answerSchemas).filter((key) => !registered.has(key))).toEqual([]);
  });
});
