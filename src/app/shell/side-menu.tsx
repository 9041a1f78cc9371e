import { useMemo } from 'react';
import { Nav } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { usePermissions } from '@/api/auth';
import { isAllowed } from '@/lib/permissions';
import { visibleMenu, type VisibleMenuEntry } from '../menu';
import { appMenu, routeRegistry } from '../registry';

function MenuItems({
  entries,
  level,
  onNavigate,
}: {
  entries: VisibleMenuEntry[];
  level: number;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className={`side-menu-list level-${level}`}>
      {entries.map((entry) => (
        <li key={entry.id}>
          {entry.to ? (
            <Nav.Link as={NavLink} to={entry.to} onClick={onNavigate} className="side-menu-link">
              {t(entry.label)}
            </Nav.Link>
          ) : (
            <span className="side-menu-heading">{t(entry.label)}</span>
          )}
          {entry.children && <MenuItems entries={entry.children} level={level + 1} onNavigate={onNavigate} />}
        </li>
      ))}
    </ul>
  );
}

/** The side menu: the registry's entries the user may open (A §2 "Navigation menu"). */
export function SideMenu({ id, open, onNavigate }: { id: string; open: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const entries = useMemo(
    () => visibleMenu(appMenu, routeRegistry, (access) => isAllowed(permissions, access)),
    [permissions],
  );
  return (
    <nav
      id={id}
      className="app-sidebar bg-body-tertiary border-end"
      aria-label={t('app.menu.label')}
      hidden={!open}
    >
      <MenuItems entries={entries} level={1} onNavigate={onNavigate} />
    </nav>
  );
}
