/*
 * Route ids (`/jobs/:jobId`): read once, never crashing a screen. The start-up's first requests use them (so they are
 * not part of the list kit, ./list-params.ts, which re-exports them).
 */

/**
 * A record id from a route parameter (`/jobs/:jobId`): a positive integer, else null. Bad URLs never
 * crash a screen; the one parser of route ids.
 */
export function parseRouteId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * Whether every id a route's path names (`:id`, `:jobId`, `:clientCompanyId`…) is a number: a saved record's id
 * (parseRouteId) or 0, a new record's. A URL with `abc` or `-1` for an id names no record, so nothing is asked for
 * it (the screen shows its not-found notice).
 */
export function routeIdsValid(params: Readonly<Record<string, string | undefined>>): boolean {
  return Object.entries(params).every(
    ([name, value]) =>
      !(name === 'id' || name.endsWith('Id')) || value === '0' || parseRouteId(value) !== null,
  );
}
