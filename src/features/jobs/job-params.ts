/** A job id from the URL: a positive integer, else null (bad URLs never crash). */
export function parseJobId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
