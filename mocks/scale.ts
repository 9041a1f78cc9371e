/*
 * The size of the mock's business. `MOCK_SCALE=60 npm run mock:server` (and the bench's `--scale 60`) multiplies the
 * jobs with their lots, orders, repair orders, payments, work logs and invoices; people and reference data stay as
 * they are. The browser's mock and the tests run at scale 1 (there is no process environment in a browser).
 */

/** The largest scale accepted (a bigger number is taken as this). */
export const MAX_MOCK_SCALE = 200;

/** A scale from its text: a whole number from 1 up; anything else is 1. */
export function parseMockScale(value: string | undefined): number {
  const n = Number(value ?? '');
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_MOCK_SCALE) : 1;
}

/** The scale this process asks for: MOCK_SCALE in Node (mock server, bench), 1 in a browser. */
export function mockScale(): number {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return parseMockScale(env?.MOCK_SCALE);
}
