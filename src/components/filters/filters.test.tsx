import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import { defineListParams, filterParam } from '@/lib/list-params';
import { renderRoutes, renderWithProviders } from '@/test/test-utils';
import { FilterPanel, useListState } from './index';

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
});
