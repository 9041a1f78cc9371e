import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Container, Dropdown, Navbar } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@/api/auth';
import { useImpersonation } from '@/components/access';
import { Logo } from '@/components/brand';
import { useFeedback } from '@/components/feedback';
import { ResetDemoButton } from '@/features/auth/reset-demo-button';
import { ApiError } from '@/lib/api-error';
import { config } from '@/lib/config';
import { drafts, unsavedDraftNames } from '@/lib/drafts';
import { returnState, session } from '@/lib/session';
import { lazyAfterPaint } from '@/lib/lazy-after-paint';
import { lazyComponent } from '@/lib/lazy-component';
import { whenIdle } from '@/lib/when-idle';
import { JobFinder } from './job-finder';

/** Clicking the brand this many times opens the sibling site's single sign-on page (A §9, decision 15). */
export const SSO_CLICKS = 4;
/** The clicks must fall within this window (from the first to the last). */
export const SSO_CLICK_WINDOW_MS = 3000;

/**
 * The account menu's Change Password and language entries, with the password dialog (issue 25 §3, §4). Their code
 * loads once the browser is idle after the shell has painted, so that the menu opens with them on a laptop that has
 * lost its connection since; if it could not be loaded, the menu opens without them (Logout still there) instead of
 * the page failing.
 */
const loadExtras = () => import('./account-menu-extras');
type ExtrasProps = Parameters<(typeof import('./account-menu-extras'))['AccountMenuExtras']>[0];
const Nothing = (_props: ExtrasProps): null => null;
const AccountMenuExtras = lazyComponent<ExtrasProps>(() =>
  loadExtras().then(
    (m) => m.AccountMenuExtras,
    () => Nothing,
  ),
);
const OwnPasswordDialog = lazyComponent(() => loadExtras().then((m) => m.OwnPasswordDialog));

export function ssoUrl(base: string, token: string): string {
  const url = new URL(base, window.location.origin);
  url.searchParams.set('token', token);
  return url.toString();
}

// the work-log outbox's indicator (and its sending) mounts after the shell's first paint: mounted in the first
// render, its import (a preload link per chunk) and its three chunks' fetches came before the screen's first row
const OutboxStatus = lazyAfterPaint(() =>
  import('@/features/work-logs/outbox/outbox-status').then((m) => m.OutboxStatus),
);
const waitingWorkLogs = (userName: string | undefined) =>
  import('@/features/work-logs/outbox/work-log-outbox').then(
    (m) => m.outboxCount(userName),
    () => 0,
  );

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
  const feedback = useFeedback();
  const cancelImpersonation = () =>
    impersonation.cancel().catch((error: unknown) =>
      feedback.notify.error(error instanceof ApiError ? error.message : String(error), {
        title: t('app.header.cancelImpersonationFailed'),
      }),
    );
  const clicks = useRef<number[]>([]);
  const [passwordOf, setPasswordOf] = useState<number | null>(null);
  // the menu's extras load (and ask whose password it may change) as the user reaches for the menu
  const prepareExtras = () =>
    void loadExtras().then(
      (m) => m.prefetchOwnAccount(queryClient, user),
      () => undefined,
    );
  useEffect(() => whenIdle(() => void loadExtras().catch(() => undefined)), []);

  // The first clicks go home as a brand does; the 4th within the window opens the sibling site's SSO page.
  const onBrandClick = (event: React.MouseEvent) => {
    event.preventDefault();
    const now = Date.now();
    clicks.current = [...clicks.current.filter((at) => now - at < SSO_CLICK_WINDOW_MS), now];
    if (clicks.current.length >= SSO_CLICKS) {
      clicks.current = [];
      const token = session.getToken();
      if (config.ssoSiteUrl && token) window.open(ssoUrl(config.ssoSiteUrl, token), '_blank', 'noopener');
    } else {
      navigate('/');
    }
  };

  // Logout clears the token, the permissions (with every cached answer), the remembered route and the unsaved
  // form drafts (the next user of this tab starts afresh). With drafts kept, it asks first, naming their forms;
  // No keeps the user signed in with every draft. Work logs waiting in this laptop's outbox are not discarded:
  // they stay for this user and are sent at their next sign-in; the same question says so.
  // The cache is cleared once the sign-in page is on screen: cleared earlier, the signed-in screens still
  // mounted would ask again (without a token) and cache an empty permission list.
  const logout = async () => {
    const forms = unsavedDraftNames(t);
    const waiting = await waitingWorkLogs(user?.userName);
    if (forms.length > 0 || waiting > 0) {
      const text = [
        forms.length > 0
          ? t('common.drafts.signOutText', { count: forms.length, forms: forms.join(', ') })
          : '',
        waiting > 0
          ? t('workLogs.outbox.signOutText', { count: waiting, userName: user?.userName ?? '' })
          : '',
      ]
        .filter(Boolean)
        .join(' ');
      const yes = await feedback.confirm({
        title: forms.length > 0 ? t('common.drafts.signOutTitle') : t('workLogs.outbox.signOutTitle'),
        text,
        yesLabel: forms.length > 0 ? t('common.drafts.signOutYes') : t('workLogs.outbox.signOutYes'),
        noLabel: t('common.drafts.signOutNo'),
      });
      if (!yes) return;
    }
    session.clearToken();
    returnState.clear();
    drafts.clear();
    await navigate('/login', { replace: true });
    queryClient.clear();
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
            <Logo size={28} label={t('app.header.logo')} />
            <span>{config.appName}</span>
          </Navbar.Brand>
          {user && <OutboxStatus />}
          <JobFinder />
          <ResetDemoButton />
          <Dropdown align="end">
            <Dropdown.Toggle
              variant="dark"
              id="account-menu"
              className="text-light"
              onMouseEnter={prepareExtras}
              onFocus={prepareExtras}
            >
              {t('app.header.welcome')} {user?.userName ?? ''}
            </Dropdown.Toggle>
            <Dropdown.Menu>
              <AccountMenuExtras user={user} onChangePassword={setPasswordOf} />
              {user?.isImpersonating && (
                <Dropdown.Item as="button" onClick={() => void cancelImpersonation()}>
                  {t('app.header.cancelImpersonation')}
                </Dropdown.Item>
              )}
              <Dropdown.Item as="button" onClick={() => void logout()}>
                {t('app.header.logout')}
              </Dropdown.Item>
            </Dropdown.Menu>
          </Dropdown>
        </Container>
      </Navbar>
      {passwordOf !== null && <OwnPasswordDialog userId={passwordOf} onHide={() => setPasswordOf(null)} />}
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
