import { useCallback, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { AppBreadcrumb } from './breadcrumb';
import { AppHeader } from './header';
import { SideMenu } from './side-menu';
import './shell.css';

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
        <SideMenu id="app-sidebar" open={open} onNavigate={onNavigate} />
        <main className="app-main" id="main-content" tabIndex={-1}>
          <AppBreadcrumb />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
