import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import { dataTableAnswer, readDataTableRequest, type DataTableRequest } from '@mocks/datatables';
import { server } from '@mocks/node';
import { dataTableSource } from '@/api/datatables';
import { feedback } from '@/components/feedback';
import { daewonApi } from '@/lib/api-client';
import { config } from '@/lib/config';
import { defineListParams, filterParam } from '@/lib/list-params';
import { authKeys } from '@/api/auth';
import { queryClient } from '@/lib/query-client';
import { renderRoutes } from '@/test/test-utils';
import { FilterPanel, useListState } from '@/components/filters';
import { firstPaintRows } from './data-table';
import { ActionsCell, DataTable, tablePrefsKey, type DataTableColumn } from './index';
import { pageWindow } from './pager';

interface Item {
  Id: number;
  Name: string;
  City: string;
}

const URL_PATH = `${config.daewonApiBase.replace(/\/$/, '')}/api/test-items/datatables`;
const items: Item[] = Array.from({ length: 60 }, (_, i) => ({
  Id: i + 1,
  Name: `Item ${String(i + 1).padStart(2, '0')}`,
  City: i % 2 ? 'Austin' : 'Boston',
}));

let requests: DataTableRequest[] = [];

function serve(rows: Item[] = items) {
  server.use(
    http.post(URL_PATH, async ({ request }) => {
      const req = await readDataTableRequest(request);
      requests.push(req);
      const city = typeof req.filters.city === 'string' ? req.filters.city : '';
      const answer = dataTableAnswer(req, city ? rows.filter((r) => r.City === city) : rows);
      return HttpResponse.json({ ...answer, recordsTotal: rows.length });
    }),
  );
}

const fetcher = dataTableSource<Item>(daewonApi, 'post', '/api/test-items/datatables');
const lastRequest = () => requests[requests.length - 1];

const columns: DataTableColumn<Item>[] = [
  { id: 'Id', header: 'Id' },
  { id: 'Name', header: 'Name' },
  { id: 'City', header: 'City', cell: (row) => <em>{row.City}</em> },
  {
    id: 'actions',
    header: 'Actions',
    sortable: false,
    cell: (row) => (
      <button type="button" onClick={() => feedback.notify.info(`edit ${row.Id}`)}>
        Edit {row.Id}
      </button>
    ),
  },
];

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderTable(props: Partial<Parameters<typeof DataTable<Item>>[0]> = {}, initial = '/items') {
  return renderRoutes(
    [
      {
        path: '/items',
        element: (
          <>
            <DataTable<Item>
              queryKey={['test-items', 'list']}
              fetcher={fetcher}
              columns={columns}
              defaultSort={{ column: 'Name', dir: 'asc' }}
              getRowHref={(row) => `/items/${row.Id}`}
              rowKey={(row) => row.Id}
              aria-label="Items"
              {...props}
              tableId={props.tableId ?? 'test-items'}
            />
            <Where />
          </>
        ),
      },
      { path: '/items/:id', element: <Where /> },
    ],
    [initial],
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Items' }))
    .getAllByRole('row')
    .slice(1);

beforeEach(() => {
  requests = [];
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('pageWindow', () => {
  it('shows at most 5 pages around the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});

describe('DataTable', () => {
  it('loads the first page with the default size and sort, and pages', async () => {
    serve();
    const user = userEvent.setup();
    renderTable();
    expect(await screen.findByText('Item 01')).toBeInTheDocument();
    // the first screenful is drawn with the data, the rest right after it has painted
    expect(bodyRows()).toHaveLength(firstPaintRows());
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(screen.getByText('Item 25')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 25 of 60 entries')).toBeInTheDocument();
    expect(lastRequest()).toMatchObject({ start: 0, length: 25, order: [{ column: 1, dir: 'asc' }] });
    expect(lastRequest().columns.map((c) => [c.data, c.orderable])).toEqual([
      ['Id', true],
      ['Name', true],
      ['City', true],
      ['actions', false],
    ]);

    const pager = screen.getByRole('navigation', { name: 'Pagination of Items' });
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(within(pager).queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'First page' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Item 26')).toBeInTheDocument();
    expect(lastRequest()).toMatchObject({ start: 25, length: 25 });
    expect(screen.getByText('Showing 26 to 50 of 60 entries')).toBeInTheDocument();

    await user.click(within(pager).getByRole('button', { name: 'Last page' }));
    expect(await screen.findByText('Item 60')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('changes the page size (10, 20, 25, 50, 100) and shows at most 5 page links', async () => {
    serve();
    const user = userEvent.setup();
    renderTable();
    await screen.findByText('Item 01');
    const select = screen.getByRole('combobox', { name: 'Rows per page of Items' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '25', '50', '100']);
    await user.selectOptions(select, '10');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(lastRequest()).toMatchObject({ start: 0, length: 10 });
    const pager = screen.getByRole('navigation', { name: 'Pagination of Items' });
    expect(within(pager).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(5);
    expect(screen.getByText('Showing 1 to 10 of 60 entries')).toBeInTheDocument();
  });

  it('sorts on a header click, toggling asc and desc', async () => {
    serve();
    const user = userEvent.setup();
    renderTable();
    await screen.findByText('Item 01');
    const idHeader = screen.getByRole('columnheader', { name: /Id/ });
    expect(idHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Actions' })).queryByRole('button')).toBeNull();

    await user.click(within(idHeader).getByRole('button'));
    await waitFor(() => expect(lastRequest().order).toEqual([{ column: 0, dir: 'asc' }]));
    expect(idHeader).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(idHeader).getByRole('button'));
    await waitFor(() => expect(lastRequest().order).toEqual([{ column: 0, dir: 'desc' }]));
    expect(await screen.findByText('Item 60')).toBeInTheDocument();
    expect(idHeader).toHaveAttribute('aria-sort', 'descending');
  });

  it('says so when a page asked for with no connection waits for it, and loads it once back', async () => {
    serve();
    const user = userEvent.setup();
    renderTable();
    await screen.findByText('Item 01');
    const paused =
      'No connection: the list shows what it had and will be updated when the connection is back.';
    onlineManager.setOnline(false);
    try {
      await user.click(within(screen.getByRole('columnheader', { name: /Id/ })).getByRole('button'));
      expect(await screen.findByText(paused)).toBeInTheDocument();
      expect(screen.getByText('Item 01')).toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
    await waitFor(() => expect(lastRequest().order).toEqual([{ column: 0, dir: 'asc' }]));
    await waitFor(() => expect(screen.queryByText(paused)).toBeNull());
  });

  it('sends the extra filter fields', async () => {
    serve();
    renderTable({ filters: { city: 'Austin', empty: '' } });
    await screen.findByText('Item 02');
    expect(lastRequest().filters).toEqual({ city: 'Austin' });
    expect(
      screen.getByText('Showing 1 to 25 of 30 entries (filtered from 60 total entries)'),
    ).toBeInTheDocument();
  });

  it('breaks an e-mail column after its @ and before its dots, the address read whole', async () => {
    serve([{ Id: 1, Name: 'derek.holt@example.co.uk', City: 'Austin' }]);
    renderTable({ columns: [columns[0], { id: 'Name', header: 'Name', kind: 'email' }] });
    await waitFor(() => expect(bodyRows()[0].querySelector('.cell-email')).not.toBeNull());
    const cell = within(bodyRows()[0]).getAllByRole('cell')[1];
    expect(cell).toHaveTextContent('derek.holt@example.co.uk');
    // derek.holt@ | example | .co | .uk: the local part's dot is no break
    expect(cell.querySelectorAll('wbr')).toHaveLength(3);
    expect(cell.innerHTML).toBe('derek.holt@<wbr>example<wbr>.co<wbr>.uk');
  });

  it('breaks a very long word inside its cell instead of widening its column', async () => {
    const word = 'HardieTrimOutsideCornerSmoothFinishPrimedBoard';
    serve([
      { Id: 1, Name: word, City: 'Austin' },
      { Id: 2, Name: 'Item with ordinary words', City: 'Boston' },
    ]);
    renderTable({ columns: [columns[0], columns[1]] });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const nameCell = (row: number) => within(bodyRows()[row]).getAllByRole('cell')[1];
    const long = bodyRows().findIndex((r) => r.textContent?.includes(word));
    expect(nameCell(long)).toHaveClass('cell-long-word');
    expect(nameCell(1 - long)).not.toHaveClass('cell-long-word');
  });

  it('reads "No data available" when empty', async () => {
    serve([]);
    renderTable();
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
  });

  it('shows an empty table and one error notice when the load fails', async () => {
    server.use(
      http.post(URL_PATH, () => HttpResponse.json({ Message: 'The list is broken.' }, { status: 500 })),
    );
    renderTable();
    expect(await screen.findByText('The list is broken.')).toBeInTheDocument();
    expect(screen.getByText('No data available')).toBeInTheDocument();
    expect(feedback.get().toasts.filter((t) => t.kind === 'error')).toHaveLength(1);
    // no answer to wait for: the "Showing" line and pager show
    expect(screen.getByRole('navigation', { name: 'Pagination of Items' }).parentElement).not.toHaveClass(
      'invisible',
    );
  });

  it('says the server cannot be reached when the load gets no answer at all (no connection)', async () => {
    server.use(http.post(URL_PATH, () => HttpResponse.error()));
    renderTable();
    const text =
      'The list could not be loaded: the server cannot be reached. Try again when the connection is back.';
    // the table's empty row and one notice (after the retries of a call that got no answer), not "Network Error"
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2), { timeout: 8000 });
    expect(screen.queryByText('No data available')).toBeNull();
    expect(screen.queryByText('Network Error')).toBeNull();
    expect(feedback.get().toasts.filter((t) => t.kind === 'error')).toHaveLength(1);
  });

  it('opens the detail on a row click, with the row hint', async () => {
    serve();
    const user = userEvent.setup();
    renderTable();
    const cell = await screen.findByText('Item 03');
    const row = cell.closest('tr')!;
    expect(row).toHaveAttribute('title', 'Click to go to detail page');
    expect(row).toHaveAttribute('tabindex', '0');
    await user.click(cell);
    expect(screen.getByTestId('where')).toHaveTextContent('/items/3');
  });

  it('names a row that opens a record with a link in its identity cell, which opens it in the app', async () => {
    serve();
    renderTable();
    const row = (await screen.findByText('Item 03')).closest('tr')!;
    // the identity cell: the first column when none is marked
    const link = within(row).getByRole('link', { name: '3' });
    expect(link).toHaveAttribute('href', '/items/3');
    expect(within(row).getAllByRole('link')).toHaveLength(1);
    // the row is the keyboard's stop (Tab, Enter); the link is for screen readers' lists of links
    expect(link).toHaveAttribute('tabindex', '-1');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(link, click);
    // not a new page load: the app's own navigation
    expect(click.defaultPrevented).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/items/3');
  });

  it('opens a new tab on Ctrl-click, Cmd-click and middle-click, and nothing on right-click', async () => {
    serve();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderTable();
    const row = (await screen.findByText('Item 04')).closest('tr')!;
    fireEvent.click(row, { ctrlKey: true });
    expect(open).toHaveBeenLastCalledWith('/items/4', '_blank');
    fireEvent.click(row, { metaKey: true });
    fireEvent(row, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(open).toHaveBeenCalledTimes(3);
    fireEvent(row, new MouseEvent('auxclick', { bubbles: true, button: 2 }));
    fireEvent.contextMenu(row);
    expect(open).toHaveBeenCalledTimes(3);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/items$/);
  });

  it('opens the detail with Enter on a focused row', async () => {
    serve();
    const user = userEvent.setup();
    renderTable();
    const row = (await screen.findByText('Item 05')).closest('tr')!;
    row.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/items/5');
  });

  it('does not navigate on a click on a button inside a row', async () => {
    serve();
    const user = userEvent.setup();
    renderTable();
    await user.click(await screen.findByRole('button', { name: 'Edit 2' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/items$/);
    expect(feedback.get().toasts.map((t) => t.text)).toContain('edit 2');
  });

  it('rows without a detail are not clickable', async () => {
    serve();
    renderTable({ getRowHref: undefined });
    const row = (await screen.findByText('Item 01')).closest('tr')!;
    expect(row).not.toHaveAttribute('title');
    expect(row).not.toHaveAttribute('tabindex');
  });

  it('hides columns by index but still sends them', async () => {
    serve();
    renderTable({ hiddenColumns: [2] });
    await screen.findByText('Item 01');
    expect(screen.queryByRole('columnheader', { name: /City/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Boston')).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    expect(lastRequest().columns.map((c) => c.data)).toContain('City');
  });

  it('sends further orders after the sort and shows a caption and column widths', async () => {
    serve();
    renderTable({
      thenSort: [{ column: 'Id', dir: 'asc' }],
      caption: 'All the items',
      columns: [{ ...columns[0], width: 80 }, ...columns.slice(1)],
    });
    await screen.findByText('Item 01');
    expect(lastRequest().order).toEqual([
      { column: 1, dir: 'asc' },
      { column: 0, dir: 'asc' },
    ]);
    expect(screen.getByText('All the items').tagName).toBe('CAPTION');
    expect(screen.getByRole('columnheader', { name: /Id/ })).toHaveStyle({ width: '80px' });
  });

  it('calls onRowClick for rows without an href (a detail dialog), by click or Enter', async () => {
    serve();
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    renderTable({ getRowHref: undefined, onRowClick });
    const row = (await screen.findByText('Item 07')).closest('tr')!;
    expect(row).toHaveAttribute('title', 'Click to go to detail page');
    await user.click(row);
    expect(onRowClick).toHaveBeenLastCalledWith(items[6]);
    row.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Edit 7' }));
    expect(onRowClick).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/items$/);
  });

  it('ActionsCell: a click between the action buttons does not navigate', async () => {
    serve();
    const user = userEvent.setup();
    renderTable({
      columns: [
        ...columns.slice(0, 3),
        {
          id: 'actions',
          header: 'Actions',
          sortable: false,
          cell: (row) => (
            <ActionsCell>
              <span data-testid={`gap-${row.Id}`}>|</span>
            </ActionsCell>
          ),
        },
      ],
    });
    await user.click(await screen.findByTestId('gap-1'));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/items$/);
  });

  it('keeps "Showing x to y" on the rows shown while the next page loads', async () => {
    let release: () => void = () => undefined;
    let hold = false;
    server.use(
      http.post(URL_PATH, async ({ request }) => {
        const req = await readDataTableRequest(request);
        requests.push(req);
        if (hold) await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(dataTableAnswer(req, items));
      }),
    );
    const user = userEvent.setup();
    renderTable();
    await screen.findByText('Item 01');
    hold = true;
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastRequest().start).toBe(50));
    expect(screen.getByText('Item 01')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 25 of 60 entries')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Showing 51 to 60 of 60 entries')).toBeInTheDocument();
  });

  it('keeps its "Showing" line and pager unseen until the first answer, where the rows come (nothing moves)', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post(URL_PATH, async ({ request }) => {
        const req = await readDataTableRequest(request);
        requests.push(req);
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(dataTableAnswer(req, items));
      }),
    );
    renderTable();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(within(screen.getByRole('table', { name: 'Items' })).getByText('Loading…')).toBeInTheDocument();
    const footer = () => screen.getByRole('navigation', { name: 'Pagination of Items' }).parentElement!;
    expect(footer()).toHaveClass('invisible');
    release();
    expect(await screen.findByText('Showing 1 to 25 of 60 entries')).toBeInTheDocument();
    expect(footer()).not.toHaveClass('invisible');
  });

  it('adds the screen default page size to the choices', async () => {
    serve();
    renderTable({ defaultPageSize: 30 });
    await screen.findByText('Item 01');
    const select = screen.getByRole('combobox', { name: 'Rows per page of Items' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '30', '50', '100']);
    expect(lastRequest().length).toBe(30);
  });
});

/* ---------- a list screen: URL state + filter panel + table ---------- */

const listParams = defineListParams({
  pageSize: 25,
  sort: { column: 'Name', dir: 'asc' },
  filters: { city: filterParam.enum(['Austin', 'Boston']), ownerId: filterParam.id() },
});

function ListScreen() {
  const list = useListState(listParams);
  return (
    <>
      <FilterPanel
        title="Item filters"
        defaultOpen={list.hasFilters}
        onApply={() => {
          const form = document.getElementById('city') as HTMLSelectElement;
          list.setFilters({
            ...list.filters,
            city: (form.value || undefined) as 'Austin' | 'Boston' | undefined,
          });
        }}
        onClear={list.clearFilters}
      >
        <label htmlFor="city">City</label>
        <select id="city" defaultValue={list.filters.city ?? ''}>
          <option value="">All</option>
          <option value="Austin">Austin</option>
          <option value="Boston">Boston</option>
        </select>
        <input aria-label="Note" />
      </FilterPanel>
      <DataTable<Item>
        tableId="test-items"
        queryKey={['test-items', 'list']}
        fetcher={fetcher}
        columns={columns}
        state={list.state}
        onStateChange={list.setTableState}
        filters={{ city: list.filters.city }}
        getRowHref={(row) => `/items/${row.Id}`}
        aria-label="Items"
      />
      <Where />
    </>
  );
}

function renderList(initial: string) {
  return renderRoutes(
    [
      { path: '/list', element: <ListScreen /> },
      { path: '/items/:id', element: <Where /> },
    ],
    [initial],
  );
}

describe('a list screen with the state in the URL', () => {
  it('reads page, size and sort from the URL and writes changes back', async () => {
    serve();
    const user = userEvent.setup();
    renderList('/list?page=2&size=10&sort=Id&dir=desc&keep=1');
    expect(await screen.findByText('Item 50')).toBeInTheDocument();
    expect(lastRequest()).toMatchObject({ start: 10, length: 10, order: [{ column: 0, dir: 'desc' }] });

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/list?keep=1&page=3&size=10&sort=Id&dir=desc'),
    );
    expect(await screen.findByText('Item 40')).toBeInTheDocument();

    await user.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/list?keep=1&size=10'));
  });

  it('never crashes on garbage and keeps the filter panel closed without filters', async () => {
    serve();
    renderList('/list?page=abc&size=7&sort=%3Cscript%3E&ownerId=0&city=Paris');
    expect(await screen.findByText('Item 01')).toBeInTheDocument();
    expect(lastRequest()).toMatchObject({ start: 0, length: 25, filters: {} });
    expect(screen.getByRole('button', { name: /Item filters/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the panel when the URL carries filters; Enter searches, Clear clears', async () => {
    serve();
    const user = userEvent.setup();
    renderList('/list?city=Austin&page=2');
    const toggle = screen.getByRole('button', { name: /Item filters/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBeInTheDocument();
    await waitFor(() => expect(lastRequest()?.filters).toEqual({ city: 'Austin' }));

    await user.selectOptions(screen.getByLabelText('City'), 'Boston');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'x{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/list?city=Boston'));
    await waitFor(() => expect(lastRequest().filters).toEqual({ city: 'Boston' }));

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/list$/));

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the Columns menu, Compact rows and what the user chose', () => {
  const signedInAs = (userName: string) => queryClient.setQueryData(authKeys.user(), { userName });
  const headers = () =>
    within(screen.getByRole('table', { name: 'Items' }))
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[▲▼↕]/g, '').trim());
  const openColumns = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: 'Columns of Items' }));
    return screen.getByRole('list', { name: 'Columns shown, in order' });
  };

  it('hides, moves and resets columns; the identity column cannot be hidden', async () => {
    serve();
    signedInAs('ann@example.com');
    const user = userEvent.setup();
    renderTable();
    await screen.findByText('Item 01');
    expect(headers()).toEqual(['Id', 'Name', 'City', 'Actions']);

    const menu = await openColumns(user);
    expect(
      within(menu)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Id', 'Name', 'City', 'Actions']);
    expect(within(menu).getByRole('checkbox', { name: 'Id' })).toBeDisabled();
    expect(within(menu).getByRole('button', { name: 'Move Id earlier' })).toBeDisabled();
    expect(within(menu).getByRole('button', { name: 'Move Actions later' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset to default' })).toBeDisabled();

    await user.click(within(menu).getByRole('checkbox', { name: 'City' }));
    expect(headers()).toEqual(['Id', 'Name', 'Actions']);
    expect(screen.queryByText('Boston')).not.toBeInTheDocument();

    // moved by pointer and by keyboard; the moved column's button keeps the focus
    await user.click(within(menu).getByRole('button', { name: 'Move Name earlier' }));
    expect(headers()).toEqual(['Name', 'Id', 'Actions']);
    within(menu).getByRole('button', { name: 'Move Actions earlier' }).focus();
    await user.keyboard('{Enter}');
    // past the hidden City (the menu lists every column in order)
    expect(
      within(menu)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Name', 'Id', 'Actions', 'City']);
    expect(document.activeElement).toHaveAccessibleName('Move Actions earlier');
    await user.keyboard('{Enter}{Enter}');
    expect(headers()).toEqual(['Actions', 'Name', 'Id']);
    // at the start, its other button takes the focus
    expect(document.activeElement).toHaveAccessibleName('Move Actions later');
    // the cells follow their headers
    const firstRow = bodyRows()[0];
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Edit 1', 'Item 01', '1']);
    // the hidden column is still requested (the server's column indexes do not move)
    expect(lastRequest().columns.map((c) => c.data)).toEqual(['Id', 'Name', 'City', 'actions']);

    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    expect(headers()).toEqual(['Id', 'Name', 'City', 'Actions']);
    expect(localStorage.getItem(tablePrefsKey('ann@example.com', 'test-items'))).toBeNull();
  });

  it('remembers the choice across a remount, per user and per table, never in the URL', async () => {
    serve();
    signedInAs('ann@example.com');
    const user = userEvent.setup();
    const first = renderTable();
    await screen.findByText('Item 01');
    const menu = await openColumns(user);
    await user.click(within(menu).getByRole('checkbox', { name: 'City' }));
    await user.click(within(menu).getByRole('button', { name: 'Move Actions earlier' }));
    expect(headers()).toEqual(['Id', 'Name', 'Actions']);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/items$/);
    first.unmount();

    // the next visit: the same columns
    const second = renderTable();
    await screen.findByText('Item 01');
    expect(headers()).toEqual(['Id', 'Name', 'Actions']);
    second.unmount();

    // another table of the same user: its defaults
    const other = renderTable({ tableId: 'other-items' });
    await screen.findByText('Item 01');
    expect(headers()).toEqual(['Id', 'Name', 'City', 'Actions']);
    other.unmount();

    // a second user of the same browser sees the default
    signedInAs('bob@example.com');
    const bob = renderTable();
    await screen.findByText('Item 01');
    expect(headers()).toEqual(['Id', 'Name', 'City', 'Actions']);
    bob.unmount();

    signedInAs('ann@example.com');
    renderTable();
    await screen.findByText('Item 01');
    expect(headers()).toEqual(['Id', 'Name', 'Actions']);
  });

  it('starts the hidden columns hidden and lets the user show them', async () => {
    serve();
    signedInAs('ann@example.com');
    const user = userEvent.setup();
    renderTable({ hiddenColumns: [2] });
    await screen.findByText('Item 01');
    expect(headers()).toEqual(['Id', 'Name', 'Actions']);
    const menu = await openColumns(user);
    expect(within(menu).getByRole('checkbox', { name: 'City' })).not.toBeChecked();
    await user.click(within(menu).getByRole('checkbox', { name: 'City' }));
    expect(headers()).toEqual(['Id', 'Name', 'City', 'Actions']);
    expect(screen.getAllByText('Boston').length).toBeGreaterThan(0);
  });

  it('starts a hideBelow column hidden only in a window narrower than its width', async () => {
    serve();
    signedInAs('ann@example.com');
    const narrow = renderTable({
      columns: [columns[0], { ...columns[1], hideBelow: window.innerWidth + 1 }, columns[2]],
    });
    await screen.findAllByText('Boston');
    expect(headers()).toEqual(['Id', 'City']);
    narrow.unmount();
    renderTable({ columns: [columns[0], { ...columns[1], hideBelow: window.innerWidth }, columns[2]] });
    await screen.findByText('Item 01');
    expect(headers()).toEqual(['Id', 'Name', 'City']);
  });

  it('Compact: smaller rows, long text on one line with the whole text as its tooltip; remembered', async () => {
    serve();
    signedInAs('ann@example.com');
    const user = userEvent.setup();
    const long = [
      { id: 'Id', header: 'Id', kind: 'number' as const },
      { id: 'Name', header: 'Name', truncate: true },
      { id: 'City', header: 'City', exportValue: (row: Item) => `${row.City}, USA`, truncate: true },
    ];
    const first = renderTable({ columns: long });
    await screen.findByText('Item 01');
    const table = screen.getByRole('table', { name: 'Items' });
    const compact = screen.getByRole('switch', { name: 'Compact rows in Items' });
    expect(compact).not.toBeChecked();
    expect(table.closest('.data-table')).not.toHaveClass('data-table-compact');
    expect(within(table).getByText('Item 01').closest('td')?.querySelector('[title]')).toBeNull();

    await user.click(compact);
    expect(table.closest('.data-table')).toHaveClass('data-table-compact');
    const name = within(table).getByText('Item 01');
    expect(name).toHaveClass('cell-truncate-text');
    expect(name).toHaveAttribute('title', 'Item 01');
    // the cell's whole text stays in the DOM: its accessible name is all of it
    expect(name.closest('td')).toHaveTextContent('Item 01');
    expect(within(table).getAllByText('Boston')[0]).toHaveAttribute('title', 'Boston, USA');
    // numbers never wrap and line up at the right
    expect(within(table).getByText('1').closest('td')).toHaveClass('cell-nowrap', 'cell-numeric');
    first.unmount();

    renderTable({ columns: long });
    await screen.findByText('Item 01');
    expect(screen.getByRole('switch', { name: 'Compact rows in Items' })).toBeChecked();
    expect(screen.getByRole('table', { name: 'Items' }).closest('.data-table')).toHaveClass(
      'data-table-compact',
    );
  });

  it('gives a toolbar function the columns the user sees, in their order', async () => {
    serve();
    signedInAs('ann@example.com');
    const user = userEvent.setup();
    renderTable({
      toolbar: ({ visibleColumns }) => (
        <output data-testid="shown">{visibleColumns.map((c) => c.id).join(',')}</output>
      ),
    });
    await screen.findByText('Item 01');
    expect(screen.getByTestId('shown')).toHaveTextContent('Id,Name,City,actions');
    const menu = await openColumns(user);
    await user.click(within(menu).getByRole('checkbox', { name: 'Name' }));
    await user.click(within(menu).getByRole('button', { name: 'Move Actions earlier' }));
    expect(screen.getByTestId('shown')).toHaveTextContent('Id,actions,City');
  });
});

describe('firstPaintRows', () => {
  it('draws first what a window of its height shows: a dozen rows on a laptop, twenty on a desktop', () => {
    expect(firstPaintRows(720)).toBe(13);
    expect(firstPaintRows(768)).toBe(14);
    expect(firstPaintRows(1080)).toBe(20);
    expect(firstPaintRows(400)).toBe(8);
  });
});
