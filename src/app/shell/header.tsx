import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Alert, Button, Container, Dropdown, Navbar } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@/api/auth';
import { useImpersonation } from '@/components/access';
import { feedback } from '@/components/feedback';
import { config } from '@/lib/config';
import { getDemoControls } from '@/lib/demo';
import { session } from '@/lib/session';

/** Clicking the brand this many times opens the sibling site's single sign-on page (A §9, decision 15). */
export const SSO_CLICKS = 4;
const CLICK_WINDOW_MS = 3000;

export function ssoUrl(base: string, token: string): string {
  const url = new URL(base, window.location.origin);
  url.searchParams.set('token', token);
  return url.toString();
}

export function AppHeader({
  sidebarOpen,
  onToggleSidebar,
}: {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const impersonation = useImpersonation();
  const clicks = useRef<number[]>([]);
  const demo = getDemoControls();

  const onBrandClick = (event: React.MouseEvent) => {
    event.preventDefault();
    const now = Date.now();
    clicks.current = [...clicks.current.filter((at) => now - at < CLICK_WINDOW_MS), now];
    if (clicks.current.length >= SSO_CLICKS) {
      clicks.current = [];
      const token = session.getToken();
      if (config.ssoSiteUrl && token) window.open(ssoUrl(config.ssoSiteUrl, token), '_blank', 'noopener');
    } else {
      navigate('/');
    }
  };

  const logout = () => {
    session.clearToken();
    queryClient.clear();
    navigate('/login', { replace: true });
  };

  const resetDemo = async () => {
    if (!demo) return;
    const yes = await feedback.confirm({
      title: t('app.header.resetDemo'),
      text: t('app.header.resetDemoConfirm'),
    });
    if (!yes) return;
    demo.reset();
    session.clearToken();
    queryClient.clear();
    window.location.assign('/login');
  };

  return (
    <header>
      <Navbar bg="dark" data-bs-theme="dark" className="app-navbar px-2" expand={false}>
        <Container fluid className="gap-2">
          <Button
            variant="outline-light"
            size="sm"
            onClick={onToggleSidebar}
            aria-controls="app-sidebar"
            aria-expanded={sidebarOpen}
            aria-label={t('app.header.toggleSidebar')}
          >
            <span aria-hidden>☰</span>
          </Button>
          <Navbar.Brand href="/" onClick={onBrandClick} className="d-flex align-items-center gap-2 me-auto">
            <img src="/logo.svg" alt={t('app.header.logo')} width={28} height={28} />
            <span>{config.appName}</span>
          </Navbar.Brand>
          {demo && (
            <Button variant="outline-warning" size="sm" onClick={resetDemo}>
              {t('app.header.resetDemo')}
            </Button>
          )}
          <Dropdown align="end">
            <Dropdown.Toggle variant="dark" id="account-menu" className="text-light">
              {t('app.header.welcome')} {user?.userName ?? ''}
            </Dropdown.Toggle>
            <Dropdown.Menu>
              {user?.isImpersonating && (
                <Dropdown.Item as="button" onClick={() => void impersonation.cancel()}>
                  {t('app.header.cancelImpersonation')}
                </Dropdown.Item>
              )}
              <Dropdown.Item as="button" onClick={logout}>
                {t('app.header.logout')}
              </Dropdown.Item>
            </Dropdown.Menu>
          </Dropdown>
        </Container>
      </Navbar>
      {user?.isImpersonating && (
        <Alert variant="warning" className="rounded-0 py-1 mb-0 small text-center" role="status">
          {t('app.header.viewingAs', {
            userName: user.userName,
            originalUserName: user.originalUserName ?? '',
          })}
        </Alert>
      )}
    </header>
  );
}
