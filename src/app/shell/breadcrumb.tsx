import { Breadcrumb } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router-dom';
import { handleOf } from '@/lib/routing';

export interface Crumb {
  title: string;
  to: string;
}

/** Dashboard first, then the page titles of the matched nested routes (A §1). */
export function crumbsOf(matches: ReturnType<typeof useMatches>): Crumb[] {
  const crumbs: Crumb[] = [{ title: 'dashboard.title', to: '/dashboard' }];
  for (const match of matches) {
    const handle = handleOf(match.handle);
    if (!handle?.title || handle.name === 'dashboard') continue;
    if (crumbs[crumbs.length - 1].title === handle.title) continue;
    crumbs.push({ title: handle.title, to: match.pathname });
  }
  return crumbs;
}

export function AppBreadcrumb() {
  const { t } = useTranslation();
  const crumbs = crumbsOf(useMatches());
  return (
    <Breadcrumb className="app-breadcrumb" label={t('app.breadcrumb')}>
      {crumbs.map((crumb, i) =>
        i === crumbs.length - 1 ? (
          <Breadcrumb.Item key={crumb.to + i} active>
            {t(crumb.title)}
          </Breadcrumb.Item>
        ) : (
          <Breadcrumb.Item key={crumb.to + i} linkAs={Link} linkProps={{ to: crumb.to }}>
            {t(crumb.title)}
          </Breadcrumb.Item>
        ),
      )}
    </Breadcrumb>
  );
}
