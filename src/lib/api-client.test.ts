import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { apiBaseOf, ApiError, daewonApi, membershipApi, serverMessage } from './api-client';
import { busy } from './busy';
import { registerRouter, setNavigator, returnState, session } from './session';

describe('API client', () => {
  it('sends the auth header on every call, and the background header on background calls', async () => {
    session.setToken('tok123');
    const seen: Array<{ auth: string | null; bg: string | null }> = [];
    server.use(
      http.get('*/daewon.api/api/probe', ({ request }) => {
        seen.push({
          auth: request.headers.get('Authorization'),
          bg: request.headers.get('X-Background-Request'),
        });
        return HttpResponse.json({ ok: true });
      }),
    );
    await daewonApi.get('/api/probe');
    await daewonApi.get('/api/probe', { background: true });
    expect(seen).toEqual([
      { auth: 'Bearer tok123', bg: null },
      { auth: 'Bearer tok123', bg: 'true' },
    ]);
  });

  it('sends a call at once, without reading an XSRF cookie (the API takes the token header)', async () => {
    document.cookie = 'XSRF-TOKEN=cookie-value; path=/';
    const seen: Array<string | null> = [];
    server.use(
      http.get('*/daewon.api/api/probe', ({ request }) => {
        seen.push(request.headers.get('X-XSRF-TOKEN'));
        return HttpResponse.json({ ok: true });
      }),
    );
    try {
      await daewonApi.get('/api/probe');
      expect(seen).toEqual([null]);
      expect(daewonApi.defaults.withXSRFToken).toBe(false);
      expect(membershipApi.defaults.withXSRFToken).toBe(false);
    } finally {
      document.cookie = 'XSRF-TOKEN=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
  });

  it('counts foreground calls for the busy spinner, not background ones', async () => {
    server.use(http.get('*/membership.api/account/probe', () => HttpResponse.json({})));
    const counts: number[] = [];
    const unsubscribe = busy.subscribe(() => counts.push(busy.get()));
    await membershipApi.get('/account/probe', { background: true });
    expect(counts).toEqual([]);
    await membershipApi.get('/account/probe');
    expect(counts).toEqual([1, 0]);
    unsubscribe();
  });

  it("normalises errors: status, status text, the server's message and the call's method", async () => {
    server.use(
      http.get('*/daewon.api/api/a', () =>
        HttpResponse.json(
          { ExceptionMessage: 'Boom', Message: 'x' },
          { status: 500, statusText: 'Server Error' },
        ),
      ),
      http.get('*/daewon.api/api/b', () => HttpResponse.json({ Message: 'Not here' }, { status: 404 })),
      http.get('*/daewon.api/api/c', () => HttpResponse.error()),
      http.post('*/daewon.api/api/d', () => HttpResponse.error()),
    );
    const a = await daewonApi.get('/api/a').catch((e: unknown) => e);
    expect(a).toBeInstanceOf(ApiError);
    expect(a).toMatchObject({ status: 500, statusText: 'Server Error', message: 'Boom', method: 'get' });
    const b = await daewonApi.get('/api/b').catch((e: unknown) => e);
    expect(b).toMatchObject({ status: 404, message: 'Not here' });
    const c = await daewonApi.get('/api/c').catch((e: unknown) => e);
    expect(c).toMatchObject({ status: 0, isNetworkError: true, method: 'get' });
    // a POST with no answer may have been carried out (useFormSave asks before sending it again)
    const d = await daewonApi.post('/api/d', {}).catch((e: unknown) => e);
    expect(d).toMatchObject({ status: 0, isNetworkError: true, method: 'post' });
  });

  it("takes a proxy's 502, 503 or 504 page for no answer, and never shows an HTML page as the message", async () => {
    const page =
      '<html><head><title>502 Bad Gateway</title></head><body><center>nginx</center></body></html>';
    const html = { headers: { 'Content-Type': 'text/html' } };
    server.use(
      http.get('*/daewon.api/api/down', () => new HttpResponse(page, { status: 502, ...html })),
      http.post('*/daewon.api/api/slow', () => new HttpResponse(null, { status: 504 })),
      http.get('*/daewon.api/api/busy', () =>
        HttpResponse.json({ Message: 'Down for maintenance until 6 PM' }, { status: 503 }),
      ),
      http.post(
        '*/daewon.api/api/big',
        () =>
          new HttpResponse('<html><body>413 Request Entity Too Large</body></html>', {
            status: 413,
            ...html,
          }),
      ),
    );
    const down = await daewonApi.get('/api/down').catch((e: unknown) => e);
    expect(down).toMatchObject({
      status: 502,
      isNetworkError: true,
      statusText: 'No answer',
      message: 'The server could not be reached. Check the connection and try again.',
    });
    const slow = await daewonApi.post('/api/slow', {}).catch((e: unknown) => e);
    expect(slow).toMatchObject({ status: 504, isNetworkError: true, method: 'post' });
    // the API's own answer (its JSON) is the server's verdict, with its message
    const busy = await daewonApi.get('/api/busy').catch((e: unknown) => e);
    expect(busy).toMatchObject({
      status: 503,
      isNetworkError: false,
      message: 'Down for maintenance until 6 PM',
    });
    const big = await daewonApi.post('/api/big', {}).catch((e: unknown) => e);
    expect(big).toMatchObject({ status: 413, isNetworkError: false, message: 'Payload Too Large' });
  });

  it('reads the message from exception message, else message, else raw data', () => {
    expect(serverMessage({ exceptionMessage: 'E', message: 'M' })).toBe('E');
    expect(serverMessage({ Message: 'M' })).toBe('M');
    expect(serverMessage('plain text')).toBe('plain text');
    expect(serverMessage({ other: 1 })).toBe('{"other":1}');
    expect(serverMessage(null)).toBe('');
  });

  it('a 401 clears the token, remembers where the user was and goes to /login', async () => {
    session.setToken('stale');
    window.history.pushState(null, '', '/jobs?status=1');
    const navigate = vi.fn();
    setNavigator(navigate);
    server.use(http.get('*/daewon.api/api/secret', () => new HttpResponse(null, { status: 401 })));
    await expect(daewonApi.get('/api/secret')).rejects.toMatchObject({ status: 401 });
    expect(session.getToken()).toBeNull();
    expect(returnState.peek()).toBe('/jobs?status=1');
    expect(navigate).toHaveBeenCalledWith('/login');
    window.history.pushState(null, '', '/');
  });

  it('a 401 to a call sent with an earlier session’s token leaves the new session alone', async () => {
    session.setToken('earlier');
    const navigate = vi.fn();
    setNavigator(navigate);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let reached = false;
    server.use(
      http.get('*/daewon.api/api/secret', async () => {
        reached = true;
        await answered;
        return new HttpResponse(null, { status: 401 });
      }),
    );
    const call = daewonApi.get('/api/secret');
    // the call is on its way when the user signs in again (here or in another tab)
    await vi.waitFor(() => expect(reached).toBe(true));
    session.setToken('signed-in-again');
    answer();
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(session.getToken()).toBe('signed-in-again');
    expect(navigate).not.toHaveBeenCalled();
  });

  describe('401 with the app router registered', () => {
    afterEach(() => registerRouter(null));

    it('on screen: remembers the route on screen (path and query)', async () => {
      session.setToken('stale');
      const navigate = vi.fn();
      registerRouter({
        state: { location: { pathname: '/jobs/12', search: '?tab=notes' }, navigation: {} },
        navigate,
      });
      server.use(http.get('*/daewon.api/api/secret', () => new HttpResponse(null, { status: 401 })));
      await expect(daewonApi.get('/api/secret')).rejects.toMatchObject({ status: 401 });
      expect(returnState.peek()).toBe('/jobs/12?tab=notes');
      expect(navigate).toHaveBeenCalledWith('/login');
    });

    it('in a route loader during a navigation: remembers the route being opened, not the one being left', async () => {
      session.setToken('stale');
      // A real data router: the loader of /reports gets a 401 from the mock (the token is unknown to it).
      const router = createMemoryRouter(
        [
          { path: '/', element: null },
          {
            path: '/reports',
            loader: async () => {
              await membershipApi.get('/auth/user');
              return null;
            },
            element: null,
          },
          { path: '/login', element: null },
        ],
        { initialEntries: ['/'] },
      );
      registerRouter(router);
      await router.navigate('/reports?year=2026');
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(returnState.peek()).toBe('/reports?year=2026');
      expect(session.getToken()).toBeNull();
      router.dispose();
    });

    it('on /login: remembers nothing and stays', async () => {
      const navigate = vi.fn();
      registerRouter({ state: { location: { pathname: '/login', search: '' }, navigation: {} }, navigate });
      server.use(http.get('*/daewon.api/api/secret', () => new HttpResponse(null, { status: 401 })));
      await expect(daewonApi.get('/api/secret')).rejects.toMatchObject({ status: 401 });
      expect(returnState.peek()).toBeNull();
      expect(navigate).not.toHaveBeenCalled();
    });
  });
});

describe('which base serves a path (decision 3)', () => {
  it('sends the membership paths to the membership base and everything else to the Daewon base', () => {
    for (const path of [
      '/auth',
      '/auth/permissions',
      '/account/changePassword',
      '/user/autocomplete?q=a',
      '/user/12',
      '/role',
      '/permission',
      '/userGroup/3',
      '/datasource/x',
      '/manageCompanies',
      '/integration/sso',
      '/api/user/5',
      '/api/userGroup/datatables',
    ]) {
      expect(apiBaseOf(path), path).toBe('membership');
    }
    for (const path of [
      '/api/jobs/datatables',
      '/api/users/1',
      '/api/upload',
      '/clientCompany/1',
      '/bizUsers',
      '/users',
      '/files/3',
    ]) {
      expect(apiBaseOf(path), path).toBe('daewon');
    }
  });

  it('refuses a call made through the other base’s client (development and tests)', async () => {
    await expect(daewonApi.get('/auth/user')).rejects.toThrow(/membership base/);
    await expect(membershipApi.get('/api/jobs/1')).rejects.toThrow(/daewon base/);
  });
});
