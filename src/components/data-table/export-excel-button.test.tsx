import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataTableAnswer, readDataTableRequest, type DataTableRequest } from '@mocks/datatables';
import { server } from '@mocks/node';
import { dataTableSource } from '@/api/datatables';
import { stubObjectUrls, useNodeFileApis } from '@/components/files/test-support';
import { daewonApi } from '@/lib/api-client';
import { config } from '@/lib/config';
import { renderRoutes } from '@/test/test-utils';
import { DataTable, type DataTableColumn } from './data-table';
import { EXPORT_PAGE_SIZE } from './export-excel';
import { exportFileName } from './export-workbook';

interface Item {
  Id: number;
  Name: string;
  Price: number;
  City: string;
}

const URL_PATH = `${config.daewonApiBase.replace(/\/$/, '')}/api/export-items/datatables`;
const items: Item[] = Array.from({ length: 1203 }, (_, i) => ({
  Id: i + 1,
  Name: `Item ${String(i + 1).padStart(4, '0')}`,
  Price: (i + 1) * 1.5,
  City: i % 2 ? 'Austin' : 'Boston',
}));

const fetcher = dataTableSource<Item>(daewonApi, 'post', '/api/export-items/datatables');

const columns: DataTableColumn<Item>[] = [
  { id: 'Id', header: 'No.', kind: 'number' },
  { id: 'Name', header: <em>Item name</em>, exportHeader: 'Item name' },
  { id: 'Price', header: 'Price', kind: 'money', cell: (r) => `$${r.Price.toFixed(2)}` },
  { id: 'City', header: 'City' },
  { id: 'actions', header: 'Actions', sortable: false, cell: () => <button type="button">Edit</button> },
];

/** The export's pages (500 rows) wait for `release` when a gate is set; the table's own pages answer at once. */
let gate: Promise<void> | null = null;
let exportRequests: DataTableRequest[] = [];
let failExport = false;

function serve() {
  server.use(
    http.post(URL_PATH, async ({ request }) => {
      const req = await readDataTableRequest(request);
      if (req.length === EXPORT_PAGE_SIZE) {
        exportRequests.push(req);
        if (failExport) return HttpResponse.json({ Message: 'The list is busy.' }, { status: 500 });
        if (req.start > 0 && gate) await gate;
      }
      const city = typeof req.filters.City === 'string' ? req.filters.City : '';
      return HttpResponse.json(dataTableAnswer(req, city ? items.filter((r) => r.City === city) : items));
    }),
  );
}

function stubAnchorClicks() {
  const clicks: Array<{ href: string; download: string }> = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  return clicks;
}

function renderTable() {
  return renderRoutes(
    [
      {
        path: '/items',
        element: (
          <DataTable<Item>
            tableId="export-items"
            aria-label="Items"
            queryKey={['export-items', 'list']}
            fetcher={fetcher}
            columns={columns}
            hiddenColumns={[3]}
            filters={{ City: 'Austin' }}
            defaultSort={{ column: 'Name', dir: 'desc' }}
            exportName="items"
            exportTotals={['Price']}
          />
        ),
      },
    ],
    ['/items'],
  );
}

describe('Export to Excel button', () => {
  let urls: ReturnType<typeof stubObjectUrls>;
  beforeEach(async () => {
    await useNodeFileApis();
    urls = stubObjectUrls();
    exportRequests = [];
    failExport = false;
    gate = null;
    serve();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  // loading exceljs and writing 600 rows takes seconds on a loaded machine
  it(
    'shows its progress page by page and saves every row of the filters and sort',
    { timeout: 40_000 },
    async () => {
      const user = userEvent.setup();
      const clicks = stubAnchorClicks();
      let release = () => {};
      gate = new Promise<void>((resolve) => (release = resolve));
      renderTable();
      await screen.findByText('Item 1202');

      const button = screen.getByRole('button', { name: 'Export to Excel: Items' });
      await user.click(button);
      // 602 rows of Austin: two pages of 500; the second waits
      expect(
        await screen.findByText('Exporting… 1 of 2 pages', undefined, { timeout: 15_000 }),
      ).toBeInTheDocument();
      expect(button).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Cancel export' })).toBeInTheDocument();
      release();

      await waitFor(() => expect(clicks).toHaveLength(1), { timeout: 20_000 });
      expect(clicks[0].download).toBe(exportFileName('items'));
      // the button comes back in the render after the download's click (a state update, not the same task)
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Export to Excel: Items' })).toBeEnabled(),
      );
      expect(screen.queryByRole('button', { name: 'Cancel export' })).not.toBeInTheDocument();
      expect(exportRequests.map((r) => [r.start, r.filters.City, r.order])).toEqual([
        [0, 'Austin', [{ column: 1, dir: 'desc' }]],
        [500, 'Austin', [{ column: 1, dir: 'desc' }]],
      ]);

      const blob = urls.blobs.get(clicks[0].href);
      expect(blob).toBeDefined();
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await (blob as Blob).arrayBuffer());
      const sheet = workbook.worksheets[0];
      expect(sheet.name).toBe('Items');
      // the shown columns (City hidden, no actions), the headers as shown
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['No.', 'Item name', 'Price']);
      expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([1202, 'Item 1202', 1803]);
      const austin = items.filter((r) => r.City === 'Austin');
      expect(sheet.rowCount).toBe(austin.length + 2);
      const total = austin.reduce((s, r) => s + r.Price, 0);
      expect((sheet.getRow(sheet.rowCount).values as unknown[]).slice(1)).toEqual([
        'Total',
        undefined,
        total,
      ]);
    },
  );

  it('Cancel stops the export: no more requests, no file, no error', async () => {
    const user = userEvent.setup();
    const clicks = stubAnchorClicks();
    gate = new Promise<void>(() => {});
    renderTable();
    await screen.findByText('Item 1202');
    await user.click(screen.getByRole('button', { name: 'Export to Excel: Items' }));
    await screen.findByText('Exporting… 1 of 2 pages', undefined, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Cancel export' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Export to Excel: Items' })).toBeEnabled());
    expect(screen.queryByText(/Exporting/)).not.toBeInTheDocument();
    expect(exportRequests).toHaveLength(2);
    expect(clicks).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed page shows the error and leaves the table as it was', async () => {
    const user = userEvent.setup();
    const clicks = stubAnchorClicks();
    failExport = true;
    renderTable();
    await screen.findByText('Item 1202');
    await user.click(screen.getByRole('button', { name: 'Export to Excel: Items' }));
    const toast = await screen.findByText('The list is busy.', undefined, { timeout: 15_000 });
    // the toast's title names what failed
    const notice = toast.closest('.toast');
    expect(notice).not.toBeNull();
    expect(within(notice as HTMLElement).getByText('Export to Excel')).toBeInTheDocument();
    expect(clicks).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Export to Excel: Items' })).toBeEnabled();
    expect(screen.getByText('Item 1202')).toBeInTheDocument();
  });
});
