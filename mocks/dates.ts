/* Dates as the API writes and reads them (decision 16), shared by the seed and the handlers. */

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * A date-time as the API writes it: ISO 8601 without an offset (YYYY-MM-DDTHH:mm:ss, the server's
 * local time), so a calendar date reads the same in every time zone.
 */
export function serverDateTime(d: Date): string {
  return (
    `${String(d.getFullYear()).padStart(4, '0')}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}` +
    `T${pad2(d.getHours())}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}`
  );
}

/**
 * Milliseconds of an ISO 8601 value as the server reads it: a bare date (YYYY-MM-DD) or a date-time
 * without an offset is local time; one with an offset or Z is that instant. NaN for anything else.
 */
export function parseServerDate(value: unknown): number {
  if (typeof value !== 'string' || !value.trim()) return NaN;
  const s = value.trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime();
  return /^\d{4}-\d{2}-\d{2}T/.test(s) ? Date.parse(s) : NaN;
}
