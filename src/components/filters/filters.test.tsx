import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import { defineListParams, filterParam } from '@/lib/list-params';
import { renderRoutes, renderWithProviders } from '@/test/test-utils';
import { FilterPanel, useFilterDraft, useListState } from './index';

describe('FilterPanel', () => {
  it('is collapsed unless told, toggles with an accessible button, submits on Enter and clears', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const onClear = vi.fn();
    renderWithProviders(
      <FilterPanel onApply={onApply} onClear={onClear}>
        <input aria-label="Address" />
      </FilterPanel>,
    );
    const toggle = screen.getByRole('button', { name: /Filters/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const body = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(body).not.toHaveClass('show');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Main{Enter}');
    expect(onApply).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onApply).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('starts open with defaultOpen and has no Clear without onClear', () => {
    renderWithProviders(
      <FilterPanel title="Job filters" defaultOpen onApply={() => undefined}>
        <span>fields</span>
      </FilterPanel>,
    );
    expect(screen.getByRole('button', { name: /Job filters/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });
});

describe('FilterPanel controlled', () => {
  it('follows open and reports toggles through onOpenChange', async () => {
    const user = userEvent.setup();
    const changes: boolean[] = [];
    function Host() {
      const [open, setOpen] = useState(true);
      return (
        <FilterPanel
          open={open}
          onOpenChange={(next) => {
            changes.push(next);
            setOpen(next);
          }}
          onApply={() => undefined}
        >
          <span>fields</span>
        </FilterPanel>
      );
    }
    renderWithProviders(<Host />);
    const toggle = screen.getByRole('button', { name: /Filters/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(changes).toEqual([false]);
  });
});

const params = defineListParams({
  sort: { column: 'ModifiedDate', dir: 'desc' },
  filters: { builderId: filterParam.id(), address: filterParam.text() },
});

function Screen() {
  const list = useListState(params);
  const location = useLocation();
  return (
    <div>
      <output data-testid="search">{location.search}</output>
      <output data-testid="state">{JSON.stringify(list.state)}</output>
      <output data-testid="has">{String(list.hasFilters)}</output>
      <button onClick={() => list.setPage(3)}>page</button>
      <button onClick={() => list.setPageSize(50)}>size</button>
      <button onClick={() => list.setSort({ column: 'Address', dir: 'asc' })}>sort</button>
      <button onClick={() => list.setFilters({ builderId: 4, address: ' Elm ' })}>filter</button>
      <button onClick={list.clearFilters}>clear</button>
    </div>
  );
}

describe('useListState', () => {
  it('keeps page, size, sort and filters in the URL, defaults left out', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [{ path: '/list', element: <Screen /> }],
      ['/list?other=x&builderId=abc'],
    );
    const search = () => screen.getByTestId('search').textContent;
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({
      page: 1,
      pageSize: 25,
      sort: { column: 'ModifiedDate', dir: 'desc' },
      filters: {},
    });
    expect(screen.getByTestId('has')).toHaveTextContent('false');

    await user.click(screen.getByRole('button', { name: 'page' }));
    expect(search()).toBe('?other=x&page=3');
    expect(router.state.historyAction).toBe('REPLACE');

    await user.click(screen.getByRole('button', { name: 'size' }));
    expect(search()).toBe('?other=x&size=50');

    await user.click(screen.getByRole('button', { name: 'page' }));
    await user.click(screen.getByRole('button', { name: 'sort' }));
    expect(search()).toBe('?other=x&size=50&sort=Address&dir=asc');

    await user.click(screen.getByRole('button', { name: 'page' }));
    await user.click(screen.getByRole('button', { name: 'filter' }));
    expect(search()).toBe('?other=x&size=50&sort=Address&dir=asc&builderId=4&address=Elm');
    expect(router.state.historyAction).toBe('PUSH');
    expect(screen.getByTestId('has')).toHaveTextContent('true');

    await user.click(screen.getByRole('button', { name: 'clear' }));
    expect(search()).toBe('?other=x&size=50&sort=Address&dir=asc');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(search()).toContain('builderId=4'));
  });

  it('writes a URL it reads otherwise as it reads it: what it ignored goes, the rest stays, in the same entry', async () => {
    const { router } = renderRoutes(
      [{ path: '/list', element: <Screen /> }],
      ['/list?other=x&sort=Bogus%3Bdrop&dir=sideways&size=7&page=2&builderId=abc&address=Elm'],
    );
    await waitFor(() => expect(router.state.location.search).toBe('?other=x&page=2&address=Elm'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toMatchObject({
      page: 2,
      pageSize: 25,
      sort: { column: 'ModifiedDate', dir: 'desc' },
      filters: { address: 'Elm' },
    });
    // a URL the list writes itself is left as it is
    await act(() => router.navigate('/list?address=Oak&sort=Address&dir=asc'));
    expect(router.state.historyAction).toBe('PUSH');
    expect(router.state.location.search).toBe('?address=Oak&sort=Address&dir=asc');
  });
});

function FilterScreen() {
  const list = useListState(params);
  const [address, setAddress] = useFilterDraft(list.syncKey, () => list.filters.address ?? '');
  const [builder, setBuilder] = useFilterDraft(list.syncKey, () => String(list.filters.builderId ?? ''));
  return (
    <div>
      <FilterPanel
        defaultOpen={list.hasFilters}
        syncKey={list.syncKey}
        onApply={() =>
          list.setFilters({ address: address.trim() || undefined, builderId: Number(builder) || undefined })
        }
        onClear={() => {
          setAddress('');
          setBuilder('');
          list.clearFilters();
        }}
      >
        <input aria-label="Address" value={address} onChange={(e) => setAddress(e.target.value)} />
        <input aria-label="Builder" value={builder} onChange={(e) => setBuilder(e.target.value)} />
      </FilterPanel>
      <button onClick={() => list.setPage(2)}>page 2</button>
    </div>
  );
}

describe('FilterPanel and its fields follow the URL', () => {
  const toggle = () => screen.getByRole('button', { name: /Filters/ });
  const address = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Address', hidden: true });
  const builder = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Builder', hidden: true });

  it('opens and fills itself from a link, the back and forward buttons; its own Search and Clear keep it', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes([{ path: '/list', element: <FilterScreen /> }], ['/list']);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    // a closed panel makes its fields (pickers, date inputs) only when it first opens
    expect(screen.queryByRole('textbox', { name: 'Address', hidden: true })).toBeNull();

    // A link with filters: the panel opens with the link's values.
    await act(() => router.navigate('/list?address=Oak&builderId=4'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(address()).toHaveValue('Oak');
    expect(builder()).toHaveValue('4');

    // Its own Search: the URL follows the fields, the panel stays as it is.
    await user.clear(address());
    await user.type(address(), 'Pine ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?builderId=4&address=Pine');
    expect(address()).toHaveValue('Pine ');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');

    // Back: the previous filters, even after the user folded the panel.
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(address()).toHaveValue('Oak'));
    expect(builder()).toHaveValue('4');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');

    // Back to no filters: the fields empty, the panel closed.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(address()).toHaveValue(''));
    expect(builder()).toHaveValue('');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    // Forward twice: the last Search's filters again.
    await act(() => router.navigate(2));
    await waitFor(() => expect(address()).toHaveValue('Pine'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');

    // Its own Clear: empty fields, the panel stays open.
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(router.state.location.search).toBe('');
    expect(address()).toHaveValue('');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps what is typed when only the page changes, and takes garbage in a link as no filter', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes([{ path: '/list', element: <FilterScreen /> }], ['/list?address=Elm']);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.type(address(), ' Street');
    await user.click(screen.getByRole('button', { name: 'page 2' }));
    expect(router.state.location.search).toBe('?page=2&address=Elm');
    expect(address()).toHaveValue('Elm Street');
    await act(() => router.navigate('/list?address=Elm&page=3'));
    expect(address()).toHaveValue('Elm Street');

    await act(() => router.navigate('/list?builderId=abc&address='));
    expect(address()).toHaveValue('');
    expect(builder()).toHaveValue('');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});
