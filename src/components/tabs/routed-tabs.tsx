import { Nav } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useMatches } from 'react-router-dom';
import { usePermissions } from '@/api/auth';
import { isAllowed } from '@/lib/permissions';
import { handleOf } from '@/lib/routing';
import { activeTab } from './tab-routes';

/** The tab strip of the nearest tabbed parent route; only the tabs the user may open are shown. */
export function RoutedTabs({ className }: { className?: string }) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const matches = useMatches();
  // switching tabs keeps the history state (the go-back state, A §4)
  const { state } = useLocation();
  const parentIndex = matches.findLastIndex((m) => handleOf(m.handle)?.tabs);
  if (parentIndex < 0) return null;
  const parent = matches[parentIndex];
  const tabs = (handleOf(parent.handle)?.tabs ?? []).filter((tab) => isAllowed(permissions, tab.access));
  const current = [...matches].reverse().find((m) => handleOf(m.handle)?.name)?.handle;
  const active = activeTab(tabs, handleOf(current)?.name);
  const base = parent.pathname.replace(/\/$/, '');
  return (
    <Nav variant="tabs" className={className ?? 'mb-3'} as="nav" aria-label={t('common.tabs.label')}>
      {tabs.map((tab) => (
        <Nav.Item key={tab.name}>
          {tab.disabled ? (
            <Nav.Link disabled aria-disabled="true">
              {t(tab.label)}
            </Nav.Link>
          ) : (
            <Nav.Link
              as={NavLink}
              to={`${base}/${tab.path}`}
              state={state as unknown}
              active={active?.name === tab.name}
              aria-current={active?.name === tab.name ? 'page' : undefined}
            >
              {t(tab.label)}
            </Nav.Link>
          )}
        </Nav.Item>
      ))}
    </Nav>
  );
}
