import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { usePermissions } from '@/api/auth';
import { isAllowed } from '@/lib/permissions';
import { useInAppLinks } from '@/lib/routing';
import { activeMenuPath, mergeMenu, visibleMenu, type VisibleMenuEntry } from '../menu';
import { features, routeRegistry } from '../registry';

/** The features' menu entries, merged (A §2); made with the shell, not on the sign-in page. */
const appMenu = mergeMenu(features.flatMap((f) => f.menu ?? []));

function MenuItems({
  entries,
  level,
  activeTo,
}: {
  entries: VisibleMenuEntry[];
  level: number;
  activeTo: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <ul className={`side-menu-list level-${level}`}>
      {entries.map((entry) => (
        <li key={entry.id}>
          {entry.to ? (
            // Bootstrap's nav-link look, as a plain link the menu opens in the app (useInAppLinks): a menu of dozens
            // of entries drew a component with its context hooks per entry before the first screen (issue 27 §2)
            <a
              href={entry.to}
              data-in-app=""
              className={`nav-link side-menu-link${entry.to === activeTo ? ' active' : ''}`}
              aria-current={entry.to === activeTo ? 'page' : undefined}
            >
              {t(entry.label)}
            </a>
          ) : (
            <span className="side-menu-heading">{t(entry.label)}</span>
          )}
          {entry.children && <MenuItems entries={entry.children} level={level + 1} activeTo={activeTo} />}
        </li>
      ))}
    </ul>
  );
}

/** The registry's menu entries the user may open: the side menu's, and the administration home's. */
export function useVisibleMenu(): VisibleMenuEntry[] {
  const permissions = usePermissions();
  return useMemo(
    () => visibleMenu(appMenu, routeRegistry, (access) => isAllowed(permissions, access)),
    [permissions],
  );
}

/** The side menu: the registry's entries the user may open (A §2 "Navigation menu"). */
export function SideMenu({
  id,
  open,
  entries,
  onNavigate,
}: {
  id: string;
  open: boolean;
  /** from useVisibleMenu */
  entries: VisibleMenuEntry[];
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const activeTo = activeMenuPath(entries, pathname);
  const nav = useRef<HTMLElement>(null);
  // an entry chosen opens in the app and closes the menu where it covers the page
  useInAppLinks(nav, { onOpen: onNavigate });
  return (
    <nav
      ref={nav}
      id={id}
      className="app-sidebar bg-body-tertiary border-end"
      aria-label={t('app.menu.label')}
      hidden={!open}
    >
      <MenuItems entries={entries} level={1} activeTo={activeTo} />
    </nav>
  );
}
