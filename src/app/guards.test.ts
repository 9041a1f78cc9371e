import type { LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { signInAs } from '@/test/test-utils';
import { returnState } from '@/lib/session';
import { guardLoader, withGuards } from './guards';

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

  it('wraps every route of a tree that has an access key', () => {
    const tree = withGuards([
      { path: 'a', handle: { name: 'a' }, children: [{ path: 'b', handle: { name: 'b', access: 'k' } }] },
    ]);
    expect(tree[0].loader).toBeUndefined();
    expect(typeof tree[0].children?.[0].loader).toBe('function');
  });
});
