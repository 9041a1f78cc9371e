/*
 * React Router path patterns as the page's start-up script matches them (vite.config.ts, signedInPreload), before
 * the entry and React Router have loaded. Build-time data plus two small functions whose source the script carries
 * as it is (plain JavaScript, no imports): a pattern is its segments, compared with the URL's as strings. (With a
 * regular expression per pattern, compiled on every cold start, the script's own time was about 30 ms of main thread
 * at 4x, and up to 230 ms in some loads; with the segments, about 18 ms.)
 */

/**
 * A path pattern's segments: literal ones in lower case, `:` for a parameter, `*` for a trailing splat; an optional
 * segment (`managers?`: a detail's own URL, which opens that tab) ends with `?`.
 */
export function pathSegments(path: string): string[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const name = part.replace(/\?$/, '');
      const segment = name.startsWith(':') ? ':' : name === '*' ? '*' : name.toLowerCase();
      return name === part ? segment : `${segment}?`;
    });
}

/** A pathname's segments as `segmentsMatch` compares them (React Router matches case-insensitively). */
export function pathnameSegments(pathname: string): string[] {
  return pathname.toLowerCase().split('/').filter(Boolean);
}

/** Whether a pathname's segments (`pathnameSegments`) match a pattern's (`pathSegments`), as React Router's would. */
export function segmentsMatch(pattern: readonly string[], url: readonly string[]): boolean {
  let i = 0;
  for (const segment of pattern) {
    if (segment === '*') return true;
    const optional = segment.endsWith('?');
    const name = optional ? segment.slice(0, -1) : segment;
    if (i < url.length && (name === ':' || name === url[i])) i += 1;
    else if (!optional) return false;
  }
  return i === url.length;
}
