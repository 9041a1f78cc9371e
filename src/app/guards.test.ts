import type { LoaderFunctionArgs } from 'react-router-dom';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authKeys, permissionsQueryOptions } from '@/api/auth';
import { queryClient } from '@/lib/query-client';
import { returnState, session } from '@/lib/session';
import { signInAs } from '@/test/test-utils';
import { guardLoader, prefetchSession, withGuards } from './guards';

const args = (url: string): LoaderFunctionArgs => {
  const request = new Request(`http://localhost${url}`);
  return { request, url: new URL(request.url), params: {}, pattern: url, context: undefined };
};

async function outcome(promise: unknown): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    return thrown instanceof Response ? (thrown.headers.get('Location') ?? 'response') : 'error';
  }
}

describe('route guard', () => {
  it('allows routes without a key, and routes whose key is in the permission list', async () => {
    await signInAs('staff');
    expect(await outcome(guardLoader({ name: 'open' })(args('/open')))).toBeNull();
    expect(
      await outcome(guardLoader({ name: 'jobs', access: 'Daewon.Permissions.CanManageJobs' })(args('/jobs'))),
    ).toBeNull();
  });

  it('refuses to the redirect path or /access-denied and remembers the return state', async () => {
    await signInAs('staff');
    expect(
      await outcome(guardLoader({ name: 'admin', access: '/sysadmin' })(args('/membership/user/list'))),
    ).toBe('/access-denied');
    expect(returnState.peek()).toBe('/membership/user/list');
    expect(
      await outcome(guardLoader({ name: 'x', access: '/sysadmin', redirectTo: '/dashboard' })(args('/x'))),
    ).toBe('/dashboard');
  });

  it('a relative redirect (a refused tab to its page) goes there without remembering a return state', async () => {
    await signInAs('staff');
    returnState.clear();
    expect(
      await outcome(guardLoader({ name: 'tab', access: '/sysadmin', redirectTo: '..' })(args('/jobs/1/tab'))),
    ).toBe('..');
    expect(returnState.peek()).toBeNull();
  });

  it('wraps every route of a tree that has an access key', () => {
    const tree = withGuards([
      { path: 'a', handle: { name: 'a' }, children: [{ path: 'b', handle: { name: 'b', access: 'k' } }] },
    ]);
    expect(tree[0].loader).toBeUndefined();
    expect(typeof tree[0].children?.[0].loader).toBe('function');
  });

  it("runs the loader of a route without a key only when its parents' keys are allowed", async () => {
    await signInAs('staff');
    // the permission list known, as once the shell has loaded
    await queryClient.ensureQueryData(permissionsQueryOptions());
    const asked: string[] = [];
    const tabOf = (access: string) =>
      withGuards([
        {
          path: 'page',
          handle: { name: 'page', access },
          children: [{ path: 'tab', handle: { name: 'tab' }, loader: () => (asked.push(access), 'rows') }],
        },
      ])[0].children![0].loader as (a: LoaderFunctionArgs) => Promise<unknown>;
    expect(await tabOf('Daewon.Permissions.CanManageJobs')(args('/page/tab'))).toBe('rows');
    // the page's guard sends the user away; the tab asks for nothing meanwhile
    expect(await tabOf('/sysadmin')(args('/page/tab'))).toBeNull();
    expect(asked).toEqual(['Daewon.Permissions.CanManageJobs']);
  });
});

describe('start-up session prefetch', () => {
  const started = () =>
    [authKeys.user(), authKeys.permissions()].map((key) => queryClient.getQueryState(key)?.fetchStatus);

  it('sends the session check and the permission list at once when a token is stored', async () => {
    await signInAs('staff');
    queryClient.clear();
    prefetchSession('/jobs');
    expect(started()).toEqual(['fetching', 'fetching']);
    await waitFor(() => expect(queryClient.getQueryData(authKeys.permissions())).toBeDefined());
  });

  it('sends nothing on the sign-in page or without a token', async () => {
    await signInAs('staff');
    queryClient.clear();
    prefetchSession('/login');
    expect(started()).toEqual([undefined, undefined]);
    session.clearToken();
    prefetchSession('/jobs');
    expect(started()).toEqual([undefined, undefined]);
  });
});
