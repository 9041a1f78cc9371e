/**
 * A React Router path pattern (`/jobs/:jobId/*`, `/jobSites/:jobSiteId/jobModels?`) as the source of a regular
 * expression over a pathname, tested case-insensitively as React Router matches. Build-time only: the page's start-up
 * script (vite.config.ts, signedInPreload) matches the URL with it before the entry has loaded.
 */
export function pathPattern(path: string): string {
  const body = path
    .replace(/\/\*$/, '')
    .split('/')
    .slice(1)
    .map((part) => {
      // an optional segment (`managers?`: a detail's own URL, which opens that tab)
      const name = part.replace(/\?$/, '');
      const segment = `/${name.startsWith(':') ? '[^/]+' : name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return name === part ? segment : `(?:${segment})?`;
    })
    .join('');
  return `^${body}${path.endsWith('/*') ? '(?:/.*)?' : '/?'}$`;
}
