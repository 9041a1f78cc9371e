import { expect } from 'vitest';
import type { AnswerSchemas } from './types';
import { handlers } from '../handlers';

/*
 * The sweep of engineer C's answer registries (membership.ts, people.ts): each test calls a route as a
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

export interface Sweep {
  /**
   * Calls `path` (under the key's base) as the token's user, expects a 2xx answer and parses its JSON
   * body through the key's schema (null: the body is not read and is not parsed). Returns the body.
   */
  call: <T = unknown>(key: string, path: string, token: string, body?: unknown) => Promise<T>;
  /** the keys called so far */
  called: Set<string>;
}

export function sweep(registry: AnswerSchemas): Sweep {
  const called = new Set<string>();
  return {
    called,
    async call<T>(key: string, path: string, token: string, body?: unknown) {
      expect(Object.keys(registry), `no registry entry for ${key}`).toContain(key);
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
      expect(res.status, `${key} (${path}) answered ${res.status}: ${text.slice(0, 300)}`).toBeLessThan(300);
      called.add(key);
      const schema = registry[key];
      const isJson = (res.headers.get('content-type') ?? '').includes('json') && text !== '';
      const data = (isJson ? JSON.parse(text) : text) as T;
      if (schema) {
        const result = schema.safeParse(data);
        // soft: every route of a sweep is reported, not only the first that fails
        expect
          .soft(
            result.success,
            `${key} (${path}): ${result.error ? JSON.stringify(result.error.issues.slice(0, 5)) : ''}`,
          )
          .toBe(true);
      }
      return data;
    },
  };
}
