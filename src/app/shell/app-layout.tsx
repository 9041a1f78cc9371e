import { useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { AppBreadcrumb } from './breadcrumb';
import { AppHeader } from './header';
import type { VisibleMenuEntry } from '../menu';
import { SideMenu, useVisibleMenu } from './side-menu';
import './shell.css';

/**
 * What the shell gives the screens under it (`useOutletContext<ShellContext>()`): the menu entries the user may
 * open, so that the administration home lists the side menu's own screens without loading the menu twice.
 */
export interface ShellContext {
  menu: VisibleMenuEntry[];
}

/** Below this width the sidebar is an overlay that collapses after a link is clicked (A §1). */
export const SIDEBAR_BREAKPOINT = 769;

const isNarrow = () => window.innerWidth < SIDEBAR_BREAKPOINT;

export function AppLayout() {
  const [narrow, setNarrow] = useState(isNarrow);
  // Wide screens: shown unless hidden; narrow screens: hidden unless shown.
  const [wideHidden, setWideHidden] = useState(false);
  const [narrowShown, setNarrowShown] = useState(false);

  useEffect(() => {
    const onResize = () => setNarrow(isNarrow());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const menu = useVisibleMenu();
  const context = useMemo<ShellContext>(() => ({ menu }), [menu]);
  const open = narrow ? narrowShown : !wideHidden;
  const toggle = useCallback(() => (narrow ? setNarrowShown((v) => !v) : setWideHidden((v) => !v)), [narrow]);
  const onNavigate = useCallback(() => {
    if (narrow) setNarrowShown(false);
  }, [narrow]);

  return (
    <div
      className={`app-shell ${open ? 'sidebar-open' : 'sidebar-closed'} ${narrow ? 'is-narrow' : 'is-wide'}`}
    >
      <AppHeader sidebarOpen={open} onToggleSidebar={toggle} />
      <div className="app-body">
        <SideMenu id="app-sidebar" open={open} entries={menu} onNavigate={onNavigate} />
        <main className="app-main" id="main-content" tabIndex={-1}>
          <AppBreadcrumb />
          <Outlet context={context} />
        </main>
      </div>
    </div>
  );
}
