import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Outlet } from 'react-router-dom';
import { renderRoutes, signInAs } from '@/test/test-utils';
import type { AppRoute } from '@/lib/routing';
import { activeTab, firstAllowedTab, RoutedTabs, tabsOf, withTabs } from './routed-tabs';

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
    await router.navigate('/thing/7/po/detail/3');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page'),
    );
  });
});
