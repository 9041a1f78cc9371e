import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
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

  // A navigation that took the focus away with the element it was on (a table row that opened a job, a dialog's
  // button, the browser's Back) leaves it on the page itself, and a keyboard user's next Tab starts again from the
  // header. The focus goes to the main area, where the new screen is; focus still on an element (a tab, a menu
  // link) stays there.
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) main.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <div
      className={`app-shell ${open ? 'sidebar-open' : 'sidebar-closed'} ${narrow ? 'is-narrow' : 'is-wide'}`}
    >
      <AppHeader sidebarOpen={open} onToggleSidebar={toggle} />
      <div className="app-body">
        <SideMenu id="app-sidebar" open={open} entries={menu} onNavigate={onNavigate} />
        <main className="app-main" id="main-content" tabIndex={-1} ref={main}>
          <AppBreadcrumb />
          <Outlet context={context} />
        </main>
      </div>
    </div>
  );
}
