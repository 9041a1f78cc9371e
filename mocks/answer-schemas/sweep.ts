import { expect } from 'vitest';
import { describeIssues } from './check';
import type { AnswerSchemas } from './types';
import { handlers } from '../handlers';

/*
 * The sweeps of the answer registries (daewon.ts, membership.ts, people.ts): each test calls a route as a
 * permitted demo user with valid data and parses the 2xx answer through the route's registry schema, whose
 * objects are all strict, so an answer field the documents do not list fails the test.
 */

// msw's header ('GET */membership.api/user/:id') -> the registry key ('GET /membership.api/user/:id')
const keyOfHeader = (header: string) => header.replace(' */', ' /');

/** The registry keys of every handler whose path starts with one of the prefixes (`'/membership.api/'`). */
export function routeKeys(include: (key: string) => boolean): string[] {
  return handlers
    .map((h) => keyOfHeader((h.info as { header: string }).header))
    .filter(include)
    .sort();
}

/** What a sweep call answers: the parsed JSON body (undefined for a null entry or a 204), read loosely by the test. */
export type SweepAnswer = Record<string, unknown> & unknown[];

export interface Sweep {
  /**
   * Calls `path` (under the key's base) as the token's user, expects a 2xx answer and parses its JSON body
   * through the key's strict schema; a null entry must answer no JSON. Returns the body.
   */
  call: <T = SweepAnswer>(key: string, path: string, token: string, body?: unknown) => Promise<T>;
  /** the keys called so far */
  called: Set<string>;
}

export function sweep(registry: AnswerSchemas): Sweep {
  const called = new Set<string>();
  return {
    called,
    async call<T = SweepAnswer>(key: string, path: string, token: string, body?: unknown): Promise<T> {
      expect(key in registry, `no registry entry for ${key}`).toBe(true);
      const [method, pattern] = key.split(' ');
      const base = `/${pattern.split('/')[1]}`;
      const isForm = body instanceof FormData;
      const res = await fetch(`http://localhost${base}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      });
      const text = await res.text();
      expect(
        res.status,
        `${key} (${path}) answered ${res.status}: ${text.slice(0, 300)}`,
      ).toBeGreaterThanOrEqual(200);
      expect(res.status, `${key} (${path}) answered ${res.status}: ${text.slice(0, 300)}`).toBeLessThan(300);
      called.add(key);
      const schema = registry[key];
      const isJson = (res.headers.get('content-type') ?? '').includes('json') && text !== '';
      if (!schema) {
        expect(isJson, `${key}: its registry entry is null but it answered JSON`).toBe(false);
        return undefined as T;
      }
      if (res.status === 204) return undefined as T;
      const data: unknown = JSON.parse(text);
      const result = schema.safeParse(data);
      // soft: every route of a sweep is reported, not only the first that fails
      expect
        .soft(result.success, result.error ? describeIssues(`${key} (${path})`, result.error) : '')
        .toBe(true);
      return data as T;
    },
  };
}
