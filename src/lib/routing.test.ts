import type { LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import {
  backState,
  backTarget,
  lazyLoader,
  legacyHashTarget,
  skipOrderOnlyChange,
  withLoaderFirst,
} from './routing';

describe('legacy URLs (decision 1)', () => {
  it('maps #! and # URLs to clean paths', () => {
    expect(legacyHashTarget('#!/jobs/12/notes')).toBe('/jobs/12/notes');
    expect(legacyHashTarget('#/jobs?status=1')).toBe('/jobs?status=1');
  });
  it('ignores other hashes', () => {
    expect(legacyHashTarget('')).toBeNull();
    expect(legacyHashTarget('#section')).toBeNull();
  });
});

describe('go-back state (A §4)', () => {
  it('carries the list URL with its query and hash', () => {
    expect(backState({ pathname: '/jobs', search: '?page=2&sort=Address', hash: '' })).toEqual({
      backTo: '/jobs?page=2&sort=Address',
    });
  });
  it('returns to the list the user came from, else the default', () => {
    const state = backState({ pathname: '/jobs/report', search: '?page=3' });
    expect(backTarget(state, '/jobs')).toBe('/jobs/report?page=3');
    expect(backTarget(state, '/jobs', ['/jobs'])).toBe('/jobs/report?page=3');
    expect(backTarget(state, '/manage/clientCompany', ['/manage/clientCompany'])).toBe(
      '/manage/clientCompany',
    );
    expect(backTarget(null, '/jobs')).toBe('/jobs');
    expect(backTarget({ backTo: 'https://evil.example/x' }, '/jobs')).toBe('/jobs');
    expect(backTarget({ backTo: '//evil.example/x' }, '/jobs')).toBe('/jobs');
    expect(backTarget({ backTo: 42 }, '/jobs')).toBe('/jobs');
  });
});

describe('lazyLoader', () => {
  it('loads the module when the route is visited, then runs the named loader with the route’s arguments', async () => {
    const userList = vi.fn((args: LoaderFunctionArgs) => args.params.id ?? null);
    const load = vi.fn(() => Promise.resolve({ userList }));
    const loader = lazyLoader(load, 'userList');
    expect(load).not.toHaveBeenCalled();
    const args = {
      params: { id: '7' },
      request: new Request('http://x/users/7'),
    } as unknown as LoaderFunctionArgs;
    await expect(loader(args)).resolves.toBe('7');
    expect(userList).toHaveBeenCalledWith(args);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('withLoaderFirst', () => {
  it("asks for the loader's module before the screen's chunk and gives the screen", async () => {
    const order: string[] = [];
    const lazy = withLoaderFirst(
      async () => order.push('loader'),
      async () => {
        order.push('screen');
        return { Component: 'page' };
      },
    );
    await expect(lazy()).resolves.toEqual({ Component: 'page' });
    expect(order).toEqual(['loader', 'screen']);
  });

  it("a loader module that fails to load does not fail the screen (the route's loader reports it)", async () => {
    const lazy = withLoaderFirst(
      () => Promise.reject(new Error('chunk')),
      async () => 'page',
    );
    await expect(lazy()).resolves.toBe('page');
  });

  it('the route and its loader ask for the loader module once between them; a failed load is tried again', async () => {
    const userList = vi.fn(() => 'rows');
    const load = vi.fn(() => Promise.resolve({ userList }));
    const lazy = withLoaderFirst(load, async () => 'page');
    const loader = lazyLoader(load, 'userList');
    const args = { params: {}, request: new Request('http://x/users') } as unknown as LoaderFunctionArgs;
    await Promise.all([lazy(), loader(args)]);
    await loader(args);
    expect(load).toHaveBeenCalledTimes(1);

    const failing = vi
      .fn<() => Promise<{ userList: () => string }>>()
      .mockRejectedValueOnce(new Error('chunk'))
      .mockResolvedValue({ userList });
    const retried = lazyLoader(failing, 'userList');
    await expect(retried(args)).rejects.toThrow('chunk');
    await expect(retried(args)).resolves.toBe('rows');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});

describe('skipOrderOnlyChange', () => {
  const change = (from: string, to: string, defaultShouldRevalidate = true) =>
    skipOrderOnlyChange({
      currentUrl: new URL(from, 'http://localhost'),
      nextUrl: new URL(to, 'http://localhost'),
      currentParams: {},
      nextParams: {},
      defaultShouldRevalidate,
    });

  it('runs no loader when only the order changes', () => {
    expect(change('/report?StartDate=2026-01-01', '/report?StartDate=2026-01-01&sort=Profit&dir=asc')).toBe(
      false,
    );
    expect(change('/report?sort=Profit&dir=asc&StartDate=2026-01-01', '/report?StartDate=2026-01-01')).toBe(
      false,
    );
  });

  it("leaves any other change to the router's decision", () => {
    expect(change('/report?StartDate=2026-01-01', '/report?StartDate=2026-02-01&sort=Profit')).toBe(true);
    expect(change('/report?sort=Profit', '/other?sort=Profit')).toBe(true);
    expect(change('/report?sort=Profit', '/report?sort=Profit')).toBe(true);
    expect(change('/report?a=1', '/report?a=2', false)).toBe(false);
  });
});
