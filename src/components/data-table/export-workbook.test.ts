import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerInBrowser, type DataTableFetcher, type DataTableRequest } from '@/api/datatables';
import { useNodeFileApis } from '@/components/files/test-support';
import type { DataTableColumn } from './data-table';
import { exportedColumns } from './export-excel';
import {
  buildWorkbook,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  exportFileName,
  exportTable,
  fetchAllRows,
  MONEY_FORMAT,
  typedCell,
} from './export-workbook';

interface Row {
  Id: number;
  Name: string;
  Amount: number | null;
  Due: string | null;
  Modified: string;
  Status: { Name: string } | null;
  Done: boolean;
  Ssn: string;
}

const rows: Row[] = Array.from({ length: 1234 }, (_, i) => ({
  Id: i + 1,
  Name: `Job ${String(i + 1).padStart(4, '0')}`,
  Amount: i % 10 === 0 ? null : (i + 1) * 10.25,
  Due: i % 7 === 0 ? null : `2026-0${(i % 9) + 1}-1${i % 10}T00:00:00`,
  Modified: '2026-11-20T14:05:09',
  Status: i % 2 ? { Name: 'Open' } : null,
  Done: i % 3 === 0,
  Ssn: '123-45-6789',
}));

/** A source answering like the server: filter (Name contains `term`), sort, page; it records each request. */
function source(all: readonly Row[] = rows) {
  const requests: DataTableRequest[] = [];
  const fetcher: DataTableFetcher<Row> = (request) => {
    requests.push(request);
    const term = typeof request.term === 'string' ? request.term : '';
    const matching = term ? all.filter((r) => r.Name.includes(term)) : all;
    return Promise.resolve(answerInBrowser(matching, request));
  };
  return { fetcher, requests };
}

const columns: DataTableColumn<Row>[] = [
  { id: 'Id', header: 'No.', kind: 'number' },
  { id: 'Name', header: 'Name' },
  { id: 'Amount', header: 'Amount', kind: 'money', cell: (r) => `$${r.Amount ?? 0}` },
  { id: 'Due', header: 'Due', kind: 'date' },
  { id: 'Modified', header: 'Modified', kind: 'datetime' },
  { id: 'Status.Name', header: 'Status' },
  { id: 'Done', header: 'Done', exportValue: (r) => (r.Done ? 'Yes' : 'No') },
  { id: 'Ssn', header: 'SSN', cell: (r) => `***-**-${r.Ssn.slice(-4)}` },
  { id: 'actions', header: 'Actions', sortable: false, cell: () => 'buttons' },
];

async function readBack(blob: Blob) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  return workbook.worksheets[0];
}

const values = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);

describe('export to Excel: the builder', () => {
  beforeEach(async () => {
    await useNodeFileApis();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('exports the shown columns in order, without hidden ones and the action column', () => {
    const shown = exportedColumns(columns, [1, 4]);
    expect(shown.map((c) => c.id)).toEqual(['Id', 'Amount', 'Due', 'Status.Name', 'Done', 'Ssn']);
    const moved = exportedColumns([columns[2], { ...columns[7], exported: false }, columns[0]]);
    expect(moved.map((c) => c.id)).toEqual(['Amount', 'Id']);
  });

  it('names the file after the list and the day', () => {
    expect(exportFileName('jobs-dashboard', new Date(2026, 10, 26, 23, 59))).toBe(
      'jobs-dashboard-2026-11-26.xlsx',
    );
  });

  it('types cells by their kind: numbers, money, dates at the wall-clock time shown, text', () => {
    const of = (kind: DataTableColumn<Row>['kind']): DataTableColumn<Row> => ({ id: 'x', header: 'x', kind });
    expect(typedCell(of('money'), '1,234.50')).toBe(1234.5);
    expect(typedCell(of('money'), 'n/a')).toBe('n/a');
    expect(typedCell(of('number'), 7)).toBe(7);
    expect(typedCell(of('date'), '2026-03-05')).toEqual(new Date(Date.UTC(2026, 2, 5)));
    expect(typedCell(of('date'), '2026-03-05T23:30:00')).toEqual(new Date(Date.UTC(2026, 2, 5)));
    expect(typedCell(of('datetime'), '2026-03-05T23:30:15.123')).toEqual(
      new Date(Date.UTC(2026, 2, 5, 23, 30, 15)),
    );
    const utc = new Date('2026-03-05T10:00:00Z');
    expect(typedCell(of('datetime'), '2026-03-05T10:00:00Z')).toEqual(
      new Date(Date.UTC(2026, 2, utc.getDate(), utc.getHours(), utc.getMinutes())),
    );
    expect(typedCell(of('date'), 'not a date')).toBe('not a date');
    expect(typedCell(of('text'), { a: 1 })).toBe('{"a":1}');
    expect(typedCell(of(undefined), '')).toBeNull();
  });

  it('reads every page of the current filters and sort through the table call', async () => {
    const { fetcher, requests } = source();
    const progress: Array<[number, number | null]> = [];
    const got = await fetchAllRows(
      {
        queryKey: ['test'],
        fetcher,
        columns,
        sort: { column: 'Name', dir: 'desc' },
        thenSort: [{ column: 'Id', dir: 'asc' }],
        filters: { term: 'Job 1' },
      },
      { pageSize: 100, onProgress: (p) => progress.push([p.done, p.total]) },
    );
    const expected = rows.filter((r) => r.Name.includes('Job 1'));
    expect(got).toHaveLength(expected.length);
    expect(got.map((r) => r.Name)).toEqual(
      expected
        .map((r) => r.Name)
        .sort()
        .reverse(),
    );
    // the table's own request: its columns, its order, its filter; pages of 100 one after another
    expect(requests.map((r) => [r.start, r.length])).toEqual(
      Array.from({ length: Math.ceil(expected.length / 100) }, (_, i) => [i * 100, 100]),
    );
    expect(requests[0].order).toEqual([
      { column: 1, dir: 'desc' },
      { column: 0, dir: 'asc' },
    ]);
    expect(requests[0].columns.map((c) => c.data)).toEqual(columns.map((c) => c.id));
    expect(requests.every((r) => r.term === 'Job 1')).toBe(true);
    expect(progress).toEqual(requests.map((_, i) => [i + 1, requests.length]));
  });

  it('stops at once when cancelled, between pages', async () => {
    const controller = new AbortController();
    const { fetcher, requests } = source();
    const reading = fetchAllRows(
      { queryKey: ['test'], fetcher, columns, sort: null },
      {
        pageSize: 100,
        signal: controller.signal,
        onProgress: ({ done }) => {
          if (done === 3) controller.abort();
        },
      },
    );
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(requests).toHaveLength(3);
  });

  // exceljs loads and writes for seconds on a loaded machine
  it(
    'writes headers as shown, typed cells, number formats, a frozen styled header and the totals',
    { timeout: 30_000 },
    async () => {
      const shown = exportedColumns(columns);
      const sample = [rows[0], rows[1], rows[2]];
      const blob = await buildWorkbook({
        columns: shown,
        rows: sample,
        sheetName: 'Jobs: dashboard/2026',
        totals: ['Amount'],
        totalsLabel: 'Total',
      });
      expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const sheet = await readBack(blob);
      expect(sheet.name).toBe('Jobs  dashboard 2026');
      expect(values(sheet, 1)).toEqual(['No.', 'Name', 'Amount', 'Due', 'Modified', 'Status', 'Done', 'SSN']);
      expect(sheet.getRow(1).font?.bold).toBe(true);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.autoFilter).toBeTruthy();

      // row 1: no amount, no due date, no status
      expect(values(sheet, 2)).toEqual([
        1,
        'Job 0001',
        undefined,
        undefined,
        new Date(Date.UTC(2026, 10, 20, 14, 5, 9)),
        undefined,
        'Yes',
        '***-**-6789',
      ]);
      // row 2: money as a number (not the cell's text), a date without its time, the nested status name
      expect(values(sheet, 3)).toEqual([
        2,
        'Job 0002',
        20.5,
        new Date(Date.UTC(2026, 1, 11)),
        new Date(Date.UTC(2026, 10, 20, 14, 5, 9)),
        'Open',
        'No',
        '***-**-6789',
      ]);
      expect(sheet.getCell('C3').numFmt).toBe(MONEY_FORMAT);
      expect(sheet.getCell('D3').numFmt).toBe(DATE_FORMAT);
      expect(sheet.getCell('E3').numFmt).toBe(DATE_TIME_FORMAT);
      expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual(10);
      // the totals row sums the money column
      expect(values(sheet, 5)).toEqual(['Total', undefined, 20.5 + 30.75]);
      expect(sheet.getRow(5).font?.bold).toBe(true);
      expect(sheet.rowCount).toBe(5);
    },
  );

  it('exports every row of a long list, in the table order', { timeout: 30_000 }, async () => {
    const { fetcher, requests } = source();
    const blob = await exportTable({
      input: {
        queryKey: ['test'],
        fetcher,
        columns,
        sort: { column: 'Id', dir: 'desc' },
      },
      columns: exportedColumns(columns, [2, 3, 4, 5, 6, 7]),
    });
    const sheet = await readBack(blob);
    expect(requests).toHaveLength(3);
    expect(sheet.rowCount).toBe(rows.length + 1);
    expect(values(sheet, 2)).toEqual([1234, 'Job 1234']);
    expect(values(sheet, rows.length + 1)).toEqual([1, 'Job 0001']);
  });
});
