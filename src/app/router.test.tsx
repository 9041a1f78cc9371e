import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, mockControl, server } from '../../mocks/node';
import { authKeys, getCurrentUser, getPermissions } from '@/api/auth';
import { queryClient } from '@/lib/query-client';
import { renderRoutes, signInAs } from '@/test/test-utils';
import { lastSession, registerRouter, returnState, session } from '@/lib/session';
import { featureRoutes, routeRegistry } from './registry';
import { createAppRoutes, discoverFeatureRoutes } from './router';

interface SeenCall {
  method: string;
  path: string;
  background: string | null;
  body: Promise<unknown>;
}

/** Records the calls the mock server receives. */
function recordCalls() {
  const calls: SeenCall[] = [];
  const listener = ({ request }: { request: Request }) => {
    const copy = request.clone();
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      background: request.headers.get('X-Background-Request'),
      body: copy.text().then((text) => (text ? (JSON.parse(text) as unknown) : null)),
    });
  };
  server.events.on('request:start', listener);
  stopRecording.push(() => server.events.removeListener('request:start', listener));
  return {
    calls,
    to: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
const stopRecording: Array<() => void> = [];
afterEach(() => {
  stopRecording.splice(0).forEach((stop) => stop());
  registerRouter(null);
});

/** The app's routes in a memory router, registered as the app registers its router (401 handling). */
function renderApp(initialEntries: string[]) {
  const rendered = renderRoutes(createAppRoutes(featureRoutes), initialEntries);
  registerRouter(rendered.router);
  return rendered;
}

async function fillSignIn(email: string, password: string) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Sign in' });
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  return user;
}

describe('routing, guards and sign-in', () => {
  it('without a token any page goes to /login and is remembered', async () => {
    const { router } = renderApp(['/dashboard?x=1']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(returnState.peek()).toBe('/dashboard?x=1');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('signs in, loads permissions and user, and returns to the remembered route', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(['/dashboard?x=1']);
    await screen.findByRole('heading', { name: 'Sign in' });
    await user.type(screen.getByLabelText('E-mail'), 'staff@example.com');
    await user.type(screen.getByLabelText('Password'), 'demo1234{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toBe('?x=1');
    expect(session.getToken()).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: /Welcome Sam Rivera/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows the spec message for wrong credentials and does not double submit', async () => {
    const seen = recordCalls();
    // A slow answer leaves time for the second click.
    mockControl.slow('POST', /\/auth$/, 300, { times: 1 });
    renderApp(['/login']);
    const user = await fillSignIn('staff@example.com', 'nope');
    const button = screen.getByRole('button', { name: 'Sign in' });
    await user.dblClick(button);
    expect(button).toBeDisabled();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Validation Error! The email or password you entered is incorrect.',
    );
    expect(button).toBeEnabled();
    expect(seen.to('POST', '/membership.api/auth')).toHaveLength(1);
    expect(session.getToken()).toBeNull();
  });

  it('Enter in the password field then a click on Sign in sends one sign-in call', async () => {
    const seen = recordCalls();
    mockControl.slow('POST', /\/auth$/, 300, { times: 1 });
    const { router } = renderApp(['/login']);
    const user = await fillSignIn('staff@example.com', 'demo1234{Enter}');
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toBeDisabled();
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/login'), { timeout: 5000 });
    expect(seen.to('POST', '/membership.api/auth')).toHaveLength(1);
    expect(await seen.to('POST', '/membership.api/auth')[0].body).toEqual({
      Login: 'staff@example.com',
      Password: 'demo1234',
    });
  });

  it('an admin sign-in creates exactly the missing default roles, as background calls (decision 13)', async () => {
    const seen = recordCalls();
    expect(db.roles.map((r) => r.Name)).not.toContain('BizVicePresident');
    const { router } = renderApp(['/login']);
    await fillSignIn('admin@example.com', 'demo1234{Enter}');
    await waitFor(() => expect(seen.to('POST', '/membership.api/role/post')).toHaveLength(2));
    const posts = seen.to('POST', '/membership.api/role/post');
    expect(await Promise.all(posts.map((p) => p.body))).toEqual([
      { Name: 'BizVicePresident', Description: 'VicePresident' },
      { Name: 'BizService', Description: 'Service' },
    ]);
    const roleCalls = [...seen.to('GET', '/membership.api/role'), ...posts];
    expect(roleCalls).toHaveLength(3);
    expect(roleCalls.map((c) => c.background)).toEqual(['true', 'true', 'true']);
    await waitFor(() =>
      expect(db.roles.map((r) => r.Name)).toEqual(expect.arrayContaining(['BizVicePresident', 'BizService'])),
    );
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/login'));
  });

  it('a staff sign-in does not read or create roles', async () => {
    const seen = recordCalls();
    renderApp(['/login']);
    await fillSignIn('staff@example.com', 'demo1234{Enter}');
    expect(
      await screen.findByRole('button', { name: /Welcome Sam Rivera/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(seen.to('GET', '/membership.api/auth/permissions').length).toBeGreaterThan(0);
    expect(seen.calls.filter((c) => c.path.startsWith('/membership.api/role'))).toEqual([]);
  });

  it('logout clears the token, the permissions and the remembered route: the next user starts afresh', async () => {
    const list = routeRegistry.get('jobs.list')!.path;
    const report = routeRegistry.get('jobs.report')!.path;
    await signInAs('client');
    const { router } = renderApp([list]);
    // The client may not open the job list: refused and remembered as the return state (A §4).
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'), { timeout: 5000 });
    expect(returnState.peek()).toBe(list);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Welcome/ }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(session.getToken()).toBeNull();
    expect(returnState.peek()).toBeNull();
    expect(queryClient.getQueryData(authKeys.permissions())).toBeUndefined();
    // The next user lands on the start page, not on the route the previous user was refused.
    await fillSignIn('staff@example.com', 'demo1234{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(report));
  });

  it('a 401 keeps the remembered route for after the sign-in', async () => {
    await signInAs('staff');
    const { router } = renderApp(['/dashboard?x=2']);
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    // The session ends on the server; the next call answers 401.
    db.sessions.length = 0;
    queryClient.removeQueries({ queryKey: authKeys.all });
    await act(() => router.navigate('/redirecting'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(returnState.peek()).toBe('/redirecting');
    await fillSignIn('staff@example.com', 'demo1234{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(routeRegistry.get('jobs.report')!.path));
  });

  it('/redirecting sends a user without the job dashboard or work logs to Access Denied', async () => {
    await signInAs('client');
    const { router } = renderApp(['/']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('the app finds the features’ routes when a URL first needs them (the sign-in page carries none)', async () => {
    expect(
      createAppRoutes()
        .flatMap((r) => r.children ?? [])
        .map((r) => r.handle?.name),
    ).not.toContain('jobs');
    await signInAs('staff');
    const { router } = renderRoutes(createAppRoutes(), ['/jobs?page=2'], {
      patchRoutesOnNavigation: discoverFeatureRoutes(),
    });
    registerRouter(router);
    expect(
      await screen.findByRole('heading', { name: 'Jobs', level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    // the start page goes to the first screen the user may open, found in the same tables
    await act(() => router.navigate('/'));
    await waitFor(() => expect(router.state.location.pathname).toBe(routeRegistry.get('jobs.report')!.path));
    // a guarded screen stays guarded, and an unknown URL still goes to /redirecting
    await act(() => router.navigate('/manage/clientCompany'));
    expect(
      await screen.findByRole('heading', { name: 'Builders', level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await act(() => router.navigate('/no/such/page'));
    await waitFor(() => expect(router.state.location.pathname).toBe(routeRegistry.get('jobs.report')!.path), {
      timeout: 10_000,
    });
  });

  it('the app’s route discovery keeps the guards: a client is refused the job list', async () => {
    await signInAs('client');
    const { router } = renderRoutes(createAppRoutes(), ['/jobs'], {
      patchRoutesOnNavigation: discoverFeatureRoutes(),
    });
    registerRouter(router);
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'));
  });

  it('an unknown URL goes to /redirecting', async () => {
    await signInAs('client');
    const { router } = renderApp(['/no/such/page']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'));
  });

  it('a failing session check returns to /login', async () => {
    await signInAs('admin');
    mockControl.fail('GET', '/auth/user', { status: 500 });
    const { router } = renderApp(['/dashboard']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(session.getToken()).toBeNull();
  });

  it('the session check retries a lost connection (user fetch retry count 10, C §9)', async () => {
    await signInAs('admin');
    mockControl.networkError('GET', '/auth/user', { times: 4 });
    const { router } = renderApp(['/dashboard']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 5000 });
    expect(session.getToken()).not.toBeNull();
  });

  describe('a start without a connection (a reload on a job site, issue 25)', () => {
    /** A start before this one, with the connection: its session answers are kept for the token. */
    async function startedOnceOnline(account: string) {
      await signInAs(account);
      await getCurrentUser();
      await getPermissions();
      queryClient.clear();
    }
    /** The browser knows it has no connection; the server gets no call through. */
    function goOffline() {
      mockControl.networkError('GET', '/auth/user');
      mockControl.networkError('GET', '/auth/permissions');
      return vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    }

    it('opens the screen as the token’s last known user, with its permissions', async () => {
      await startedOnceOnline('subcontractor');
      const offline = goOffline();
      try {
        const { router } = renderApp(['/workLogs']);
        expect(await screen.findByRole('button', { name: 'Welcome Luis Ortega' })).toBeInTheDocument();
        expect(router.state.location.pathname).toBe('/workLogs');
        expect(screen.getByRole('heading', { level: 1, name: 'Work Logs' })).toBeInTheDocument();
        expect(session.getToken()).not.toBeNull();
      } finally {
        offline.mockRestore();
      }
    });

    it('goes to sign in when this browser knows no session for the token (nothing waits for ten retries)', async () => {
      await signInAs('subcontractor');
      const offline = goOffline();
      try {
        const { router } = renderApp(['/workLogs']);
        await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 1500 });
      } finally {
        offline.mockRestore();
      }
    });

    it('a server’s answer is final: a session check the server refuses still signs out', async () => {
      await startedOnceOnline('subcontractor');
      mockControl.fail('GET', '/auth/user', { status: 401 });
      const { router } = renderApp(['/workLogs']);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(session.getToken()).toBeNull();
      expect(lastSession.recall('user')).toBeUndefined();
    });

    it('the last known session is the stored token’s only: another sign-in does not inherit it', async () => {
      await startedOnceOnline('subcontractor');
      expect(lastSession.recall('permissions')).toEqual(expect.arrayContaining([expect.any(String)]));
      await signInAs('staff');
      expect(lastSession.recall('user')).toBeUndefined();
      expect(lastSession.recall('permissions')).toBeUndefined();
    });
  });

  it('a failed permission fetch gives an empty list (Access Denied for guarded start pages)', async () => {
    await signInAs('admin');
    mockControl.fail('GET', '/auth/permissions', { status: 500 });
    const { router } = renderApp(['/redirecting']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'));
  });

  it('the breadcrumb starts at the dashboard and follows the page titles', async () => {
    await signInAs('client');
    renderApp(['/access-denied']);
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(crumbs).toHaveTextContent(/Dashboard\s*Access Denied/));
    expect(within(crumbs).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('a crumb links only where the user may go: Jobs is text for a report-only user on a calendar', async () => {
    await signInAs('finance');
    renderApp(['/jobs/jobschedule']);
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(crumbs).toHaveTextContent(/Dashboard\s*Jobs\s*Job Schedule/));
    expect(within(crumbs).queryByRole('link', { name: 'Jobs' })).toBeNull();
    expect(within(crumbs).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
