import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, resetDb, server } from '../../../mocks/node';
import { createSeed } from '../../../mocks/seed';
import { mockControl } from '../../../mocks/utils';
import { getCurrentUser, getPermissions } from '@/api/auth';
import { startImpersonation } from '@/components/access';
import { daewonApi, membershipApi } from '@/lib/api-client';
import { config } from '@/lib/config';
import { drafts } from '@/lib/drafts';
import { setDemoControls } from '@/lib/demo';
import { Permissions } from '@/lib/permissions';
import { registerRouter, session } from '@/lib/session';
import { renderRoutes, signInAs } from '@/test/test-utils';
import { featureRoutes } from '../registry';
import { createAppRoutes } from '../router';
import { outboxUserKey, workLogOutbox } from '@/features/work-logs/outbox/work-log-outbox';
import { SSO_CLICK_WINDOW_MS, SSO_CLICKS } from './header';

function renderApp(initialEntries: string[]) {
  const rendered = renderRoutes(createAppRoutes(featureRoutes), initialEntries);
  registerRouter(rendered.router);
  return rendered;
}

/** window.location cannot be spied in jsdom: a stand-in with spied reload and assign. */
function stubLocation() {
  const reload = vi.fn();
  const assign = vi.fn();
  const real = window.location;
  vi.stubGlobal('location', {
    href: real.href,
    origin: real.origin,
    protocol: real.protocol,
    host: real.host,
    hostname: real.hostname,
    port: real.port,
    pathname: real.pathname,
    search: real.search,
    hash: real.hash,
    reload,
    assign,
    replace: vi.fn(),
  });
  return { reload, assign };
}

/** Paths of the calls the mock server receives. */
function recordPaths() {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    paths.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', listener);
  cleanups.push(() => server.events.removeListener('request:start', listener));
  return paths;
}

const cleanups: Array<() => void> = [];

/**
 * Counts the app's calls from now on until the app has handled their answers (its own answer handling runs first:
 * a 401 sends the user to sign in); the function it returns waits until none is left. A test that leaves its app
 * signed out with calls still out waits for them: their 401s, handled after the test, would act in the next one.
 */
function trackCalls() {
  let open = 0;
  const ids = [daewonApi, membershipApi].map((client) => {
    const request = client.interceptors.request.use((config) => {
      open += 1;
      return config;
    });
    const done = () => {
      open = Math.max(0, open - 1);
    };
    const response = client.interceptors.response.use(
      (answer) => {
        done();
        return answer;
      },
      (error: unknown) => {
        done();
        return Promise.reject(error);
      },
    );
    return { client, request, response };
  });
  cleanups.push(() =>
    ids.forEach(({ client, request, response }) => {
      client.interceptors.request.eject(request);
      client.interceptors.response.eject(response);
    }),
  );
  return () => waitFor(() => expect(open).toBe(0));
}

afterEach(() => {
  cleanups.splice(0).forEach((done) => done());
  registerRouter(null);
  setDemoControls(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const brand = () => screen.getByRole('link', { name: new RegExp(config.appName) });

describe('navbar brand: single sign-on of the sibling site (decision 15)', () => {
  it('the first clicks go home; the 4th within the window opens <address>?token=<token> in a new window', async () => {
    expect(SSO_CLICKS).toBe(4);
    expect(config.ssoSiteUrl).toMatch(/^https?:\/\//);
    const token = await signInAs('staff');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    const { router } = renderApp(['/dashboard']);
    await screen.findByRole('button', { name: /Welcome Sam Rivera/ });

    for (let i = 1; i < SSO_CLICKS; i++) await user.click(brand());
    expect(open).not.toHaveBeenCalled();
    // The first clicks went home: / leads to the start page.
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/dashboard'), { timeout: 5000 });

    await user.click(brand());
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0];
    expect(String(url)).toBe(`${config.ssoSiteUrl}?token=${token}`);
    expect(new URL(String(url)).searchParams.get('token')).toBe(token);
    expect(target).toBe('_blank');
    expect(features).toBe('noopener');
  });

  it('4 clicks spread over more than the window do not open it', async () => {
    await signInAs('staff');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const user = userEvent.setup();
    renderApp(['/dashboard']);
    await screen.findByRole('button', { name: /Welcome Sam Rivera/ });
    for (let i = 0; i < SSO_CLICKS; i++) {
      await user.click(brand());
      now += SSO_CLICK_WINDOW_MS / 2;
    }
    expect(open).not.toHaveBeenCalled();
  });
});

describe('impersonation (decision 17)', () => {
  it('impersonates with GET /auth/impersonate/{userId} then reloads; the mock switches the session user', async () => {
    const { reload } = stubLocation();
    const paths = recordPaths();
    await signInAs('admin');
    const staff = db.users.find((u) => u.Email === 'staff@example.com')!;
    await startImpersonation(staff.Id);
    expect(paths).toContain(`GET /membership.api/auth/impersonate/${staff.Id}`);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(await getCurrentUser()).toEqual({
      userName: 'Sam Rivera',
      isImpersonating: true,
      originalUserName: 'Alex Morgan',
    });
    expect(await getPermissions()).not.toContain(Permissions.SysAdmin);
  });

  it('while impersonating: the "viewing as" notice and Cancel Impersonation, which cancels and reloads', async () => {
    const { reload } = stubLocation();
    const token = await signInAs('admin');
    const staff = db.users.find((u) => u.Email === 'staff@example.com')!;
    await membershipApi.get(`/auth/impersonate/${staff.Id}`);
    const paths = recordPaths();
    const user = userEvent.setup();
    renderApp(['/dashboard']);

    await user.click(await screen.findByRole('button', { name: /Welcome Sam Rivera/ }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are viewing as Sam Rivera (signed in as Alex Morgan).',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel Impersonation' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(paths).toContain('GET /membership.api/auth/CancelImpersonation');
    // Back to the administrator, with the same token.
    expect(session.getToken()).toBe(token);
    // asked inside act: each call moves the rendered page's busy spinner
    expect(await act(() => getCurrentUser())).toEqual({ userName: 'Alex Morgan' });
    expect(await act(() => getPermissions())).toContain(Permissions.SysAdmin);
  });

  it('a failed Cancel Impersonation shows the error and does not reload', async () => {
    const { reload } = stubLocation();
    await signInAs('admin');
    const staff = db.users.find((u) => u.Email === 'staff@example.com')!;
    await membershipApi.get(`/auth/impersonate/${staff.Id}`);
    const user = userEvent.setup();
    renderApp(['/dashboard']);
    await user.click(await screen.findByRole('button', { name: /Welcome Sam Rivera/ }));
    mockControl.fail('GET', '/auth/CancelImpersonation', {
      status: 500,
      message: 'Session store is down',
      times: 1,
    });
    await user.click(screen.getByRole('button', { name: 'Cancel Impersonation' }));
    expect(await screen.findByText('Session store is down')).toBeInTheDocument();
    expect(screen.getByText('Error while cancelling the impersonation')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('without an impersonation: no notice and no Cancel Impersonation', async () => {
    await signInAs('admin');
    const user = userEvent.setup();
    renderApp(['/dashboard']);
    await user.click(await screen.findByRole('button', { name: /Welcome Alex Morgan/ }));
    const menu = await screen.findByRole('button', { name: 'Logout' });
    expect(menu).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Impersonation' })).toBeNull();
    expect(screen.queryByText(/You are viewing as/)).toBeNull();
  });
});

describe('Reset demo data', () => {
  beforeEach(() => setDemoControls({ reset: resetDb }));

  it('restores the seed after a confirmation, signs out and reloads the sign-in page', async () => {
    const { assign } = stubLocation();
    const settled = trackCalls();
    await signInAs('admin');
    // The demo user changes the data.
    await membershipApi.post('/role/post', { Name: 'Temporary', Description: 'Made in the demo' });
    db.jobs.splice(0, 5);
    const seed = createSeed();
    expect(db.roles.map((r) => r.Name)).toContain('Temporary');
    expect(db.jobs.length).toBe(seed.jobs.length - 5);

    const user = userEvent.setup();
    const { unmount } = renderApp(['/dashboard']);
    await screen.findByRole('button', { name: /Welcome Alex Morgan/ });
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Restore the demo data to its original state?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    expect(db.roles).toEqual(seed.roles);
    expect(db.jobs.length).toBe(seed.jobs.length);
    expect(db.users.map((u) => u.Email)).toEqual(seed.users.map((u) => u.Email));
    expect(db.sessions).toEqual([]);
    expect(session.getToken()).toBeNull();
    // the browser would now load the sign-in page: the signed-out app's last calls end here, not in the next test
    unmount();
    await settled();
  });

  it('No keeps the data', async () => {
    const { assign } = stubLocation();
    await signInAs('admin');
    db.jobs.splice(0, 1);
    const count = db.jobs.length;
    const user = userEvent.setup();
    renderApp(['/dashboard']);
    await user.click(await screen.findByRole('button', { name: 'Reset demo data' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    expect(db.jobs.length).toBe(count);
    expect(assign).not.toHaveBeenCalled();
    expect(session.getToken()).not.toBeNull();
  });
});

const FINDER_T = { timeout: 15_000 };

describe('the side menu (A §2)', () => {
  it('opens an entry in the app: the router navigates, the browser does not load a page', async () => {
    await signInAs('staff');
    const { router } = renderApp(['/dashboard']);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, FINDER_T);
    const taken: boolean[] = [];
    const record = (event: MouseEvent) => {
      taken.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    cleanups.push(() => document.removeEventListener('click', record));
    await userEvent.setup().click(within(menu).getByRole('link', { name: 'Jobs' }));
    expect(taken).toEqual([true]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'), FINDER_T);
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page'),
    );
  }, 30_000);
});

describe('the quick job finder (Ctrl-K)', () => {
  it('finds a job by part of its address with one debounced call and opens it with the keyboard', async () => {
    await signInAs('staff');
    const paths = recordPaths();
    const user = userEvent.setup();
    const { router } = renderApp(['/dashboard']);
    const opener = await screen.findByRole('button', { name: 'Find a job' }, FINDER_T);
    // the dialog's code is not loaded before the first open
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    opener.focus();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Find a job' }, FINDER_T);
    const input = within(dialog).getByRole('combobox', {
      name: 'Lot, address, home owner, builder or job site',
    });
    await waitFor(() => expect(input).toHaveFocus());

    const job = db.jobs.find((j) => j.Address.split(' ').length > 2)!;
    const part = job.Address.split(' ').slice(1, 3).join(' ');
    await user.type(input, part);
    const list = await within(dialog).findByRole('listbox', { name: 'Matching jobs' }, FINDER_T);
    // typing the whole text asked once (500 ms debounce)
    expect(paths.filter((p) => p.endsWith('/api/jobs/autocomplete'))).toHaveLength(1);
    const options = within(list).getAllByRole('option');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    const index = options.findIndex((o) => o.id.endsWith(`-job-${job.Id}`));
    expect(index).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < index; i++) await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[index].id);
    await user.keyboard('{Enter}');
    await waitFor(
      () => expect(router.state.location.pathname).toMatch(new RegExp(`^/jobs/${job.Id}`)),
      FINDER_T,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/jobs/${job.Id}/notes`), FINDER_T);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 40_000);

  it('shows only the documented fields, closes with Escape and gives the focus back', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    renderApp(['/dashboard']);
    const opener = await screen.findByRole('button', { name: 'Find a job' }, FINDER_T);
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Find a job' }, FINDER_T);
    const job = db.jobs[0];
    await user.type(within(dialog).getByRole('combobox'), job.LotGroupCode);
    const option = await within(dialog).findByRole(
      'option',
      { name: new RegExp(`Lot ${job.LotGroupCode}\\b`) },
      FINDER_T,
    );
    expect(option.textContent).not.toContain(job.Address);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    // opens again with an empty search
    await user.keyboard('{Meta>}k{/Meta}');
    const again = await screen.findByRole('dialog', { name: 'Find a job' }, FINDER_T);
    expect(within(again).getByRole('combobox')).toHaveValue('');
  });

  it('is not offered to a user who may not open a job', async () => {
    await signInAs('client');
    const user = userEvent.setup();
    renderApp(['/dashboard']);
    await screen.findByRole('button', { name: /Welcome/ }, FINDER_T);
    expect(screen.queryByRole('button', { name: 'Find a job' })).not.toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('signing out with unsaved drafts (issue 23)', () => {
  it('asks first, naming the forms; No keeps the user signed in with the drafts, Yes signs out and forgets them', async () => {
    const token = await signInAs('staff');
    drafts.write('job', null, { Address: '12 Elm Street' }, 1000, 'Job form');
    // a draft written before drafts carried a name is named from its form id
    drafts.write('repairOrder/job-3', 7, { Notes: 'Leak' }, 2000);
    const user = userEvent.setup();
    const { router } = renderApp(['/dashboard']);

    await user.click(await screen.findByRole('button', { name: /Welcome Sam Rivera/ }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    let ask = await screen.findByRole('dialog', { name: 'Sign out with unsaved changes?' });
    expect(ask).toHaveTextContent(
      'Signing out discards the unsaved changes in these forms: Repair order, Job form.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(session.getToken()).toBe(token);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(drafts.all()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: /Welcome Sam Rivera/ }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    ask = await screen.findByRole('dialog', { name: 'Sign out with unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Discard and sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(session.getToken()).toBeNull();
    expect(drafts.all()).toEqual([]);
  });

  it('one form is named in the singular', async () => {
    await signInAs('staff');
    drafts.write('workOrder', 12, { Notes: 'x' }, 1000, 'Work order');
    const user = userEvent.setup();
    renderApp(['/dashboard']);
    await user.click(await screen.findByRole('button', { name: /Welcome Sam Rivera/ }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('dialog', { name: 'Sign out with unsaved changes?' })).toHaveTextContent(
      'Signing out discards the unsaved changes in this form: Work order.',
    );
  });

  it('with work logs waiting on this laptop asks first and keeps them for this user', async () => {
    await signInAs('subcontractor');
    const me = db.users.find((u) => u.Email === 'subcontractor@example.com')!;
    const user = userEvent.setup();
    const key = outboxUserKey('Luis Ortega');
    // the server stays out of reach: the entry keeps waiting
    mockControl.networkError('POST', /\/api\/worklog$/);
    const [entry] = await workLogOutbox.add(
      key,
      [
        {
          kind: 'create',
          log: {
            SubcontractorId: me.Id,
            JobId: 1,
            JobTypeId: 1,
            StatusId: 1,
            RecordType: 'Regular',
            Description: 'offline',
            Quantity: '1',
            RequestedAmount: null,
          },
          labels: { job: 'Job #1' },
        },
      ],
      { attempted: false },
    );
    const { router } = renderApp(['/workLogs']);
    // the quiet indicator (loaded after the shell's first paint)
    expect(await screen.findByText('1 waiting', {}, { timeout: 15_000 })).toHaveAttribute('role', 'status');
    await user.click(await screen.findByRole('button', { name: /Welcome Luis Ortega/ }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    const ask = await screen.findByRole('dialog', { name: 'Sign out with work logs waiting?' });
    expect(ask).toHaveTextContent(
      '1 work log waiting to be sent stays on this laptop for Luis Ortega; it is sent when Luis Ortega signs in here again with a connection.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Stay signed in' }));
    expect(session.getToken()).not.toBeNull();

    await user.click(screen.getByRole('button', { name: /Welcome Luis Ortega/ }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    const again = await screen.findByRole('dialog', { name: 'Sign out with work logs waiting?' });
    await user.click(within(again).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(session.getToken()).toBeNull();
    // still on this laptop for this user
    expect((await workLogOutbox.load(key)).map((e) => e.key)).toEqual([entry.key]);
    await workLogOutbox.discard(key, entry.key);
  }, 40_000);

  it('without drafts signs out at once', async () => {
    await signInAs('staff');
    const user = userEvent.setup();
    const { router } = renderApp(['/dashboard']);
    await user.click(await screen.findByRole('button', { name: /Welcome Sam Rivera/ }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(session.getToken()).toBeNull();
  });
});
