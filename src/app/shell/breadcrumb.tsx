import { Breadcrumb } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router-dom';
import { handleOf } from '@/lib/routing';

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
  return (
    <Breadcrumb className="app-breadcrumb" label={t('app.breadcrumb')}>
      {crumbs.map((crumb, i) =>
        i === crumbs.length - 1 ? (
          <Breadcrumb.Item key={crumb.to + i} active>
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
