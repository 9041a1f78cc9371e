import { Breadcrumb } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router-dom';
import { usePermissions } from '@/api/auth';
import { isAllowed } from '@/lib/permissions';
import { handleOf } from '@/lib/routing';
import { routeRegistry } from '../registry';

/** A crumb links only where the user may go (a report user's "Jobs" would lead to Access Denied). */
function mayOpen(path: string, permissions: readonly string[]): boolean {
  for (const route of routeRegistry.values())
    if (route.path === path && !isAllowed(permissions, route.access)) return false;
  return true;
}

export interface Crumb {
  title: string;
  to: string;
}

/**
 * Dashboard first, then the page titles of the matched nested routes (A §1). An abstract parent and its
 * default child often share a title ("Builders" over the builders list): the text shows once.
 */
export function crumbsOf(
  matches: ReturnType<typeof useMatches>,
  translate: (key: string) => string,
): Crumb[] {
  const crumbs: Crumb[] = [{ title: translate('dashboard.title'), to: '/dashboard' }];
  for (const match of matches) {
    const handle = handleOf(match.handle);
    if (!handle?.title || handle.name === 'dashboard') continue;
    const title = translate(handle.title);
    if (crumbs[crumbs.length - 1].title === title) continue;
    crumbs.push({ title, to: match.pathname });
  }
  return crumbs;
}

export function AppBreadcrumb() {
  const { t } = useTranslation();
  const crumbs = crumbsOf(useMatches(), (key) => t(key));
  const permissions = usePermissions();
  return (
    <Breadcrumb className="app-breadcrumb" label={t('app.breadcrumb')}>
      {crumbs.map((crumb, i) =>
        i === crumbs.length - 1 || !mayOpen(crumb.to, permissions) ? (
          <Breadcrumb.Item key={crumb.to + i} active={i === crumbs.length - 1} linkAs="span">
            {crumb.title}
          </Breadcrumb.Item>
        ) : (
          <Breadcrumb.Item key={crumb.to + i} linkAs={Link} linkProps={{ to: crumb.to }}>
            {crumb.title}
          </Breadcrumb.Item>
        ),
      )}
    </Breadcrumb>
  );
}
