import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Outlet } from 'react-router-dom';
import { renderRoutes, signInAs } from '@/test/test-utils';
import type { AppRoute } from '@/lib/routing';
import { activeTab, firstAllowedTab, RoutedTabs, tabsOf, withTabs } from '.';

const children: AppRoute[] = [
  { path: 'files', handle: { name: 'x.files', tab: 'Files', order: 10 }, element: <p>files page</p> },
  { path: 'notes', handle: { name: 'x.notes', tab: 'Notes', order: 0 }, element: <p>notes page</p> },
  {
    path: 'secret',
    handle: { name: 'x.secret', tab: 'Secret', order: -1, access: '/sysadmin' },
    element: <p>secret</p>,
  },
  {
    path: 'po',
    handle: { name: 'x.po', tab: 'Orders' },
    children: [{ path: 'detail/:id', handle: { name: 'x.po.detail' }, element: <p>po detail</p> }],
  },
];

function Parent() {
  return (
    <div>
      <RoutedTabs />
      <Outlet />
    </div>
  );
}

describe('tabbed detail pages', () => {
  it('sorts tabs by order, default 100', () => {
    expect(tabsOf(children).map((t) => t.name)).toEqual(['x.secret', 'x.notes', 'x.files', 'x.po']);
  });
  it('finds the first allowed tab and the active one by name prefix', () => {
    const tabs = tabsOf(children);
    expect(firstAllowedTab(tabs, [])?.name).toBe('x.notes');
    expect(firstAllowedTab(tabs, ['/sysadmin'])?.name).toBe('x.secret');
    expect(activeTab(tabs, 'x.po.detail')?.name).toBe('x.po');
    expect(activeTab(tabs, 'x.notesy')).toBeUndefined();
  });
  it('opens the first allowed tab from the bare parent and shows only allowed tabs', async () => {
    await signInAs('staff');
    const route = withTabs({ path: '/thing/:id', handle: { name: 'x' }, element: <Parent /> }, children);
    const { router } = renderRoutes([route], ['/thing/7']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/thing/7/notes'));
    expect(await screen.findByText('notes page')).toBeInTheDocument();
    const tabs = screen.getAllByRole('link').map((l) => l.textContent);
    expect(tabs).toEqual(['Notes', 'Files', 'Orders']);
    expect(screen.getByRole('link', { name: 'Notes' })).toHaveAttribute('aria-current', 'page');
    await act(() => router.navigate('/thing/7/po/detail/3'));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page'),
    );
  });

  it('keeps the query string and the hash when it opens the first tab', async () => {
    await signInAs('staff');
    const route = withTabs({ path: '/thing/:id', handle: { name: 'x' }, element: <Parent /> }, children);
    const { router } = renderRoutes([route], ['/thing/7/?from=list&page=2#lots']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/thing/7/notes'));
    expect(router.state.location.search).toBe('?from=list&page=2');
    expect(router.state.location.hash).toBe('#lots');
    expect(await screen.findByText('notes page')).toBeInTheDocument();

    await act(() => router.navigate('/thing/8?only=query'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/thing/8/notes'));
    expect(router.state.location.search).toBe('?only=query');
    expect(router.state.location.hash).toBe('');
  });

  it('sends a user who may open no tab to access denied', async () => {
    await signInAs('staff');
    const onlySecret = children.filter((c) => c.path === 'secret');
    const route = withTabs({ path: '/thing/:id', handle: { name: 'x' }, element: <Parent /> }, onlySecret);
    const { router } = renderRoutes(
      [route, { path: '/access-denied', element: <p>denied</p> }],
      ['/thing/7?x=1'],
    );
    expect(await screen.findByText('denied')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/access-denied');
  });
});
