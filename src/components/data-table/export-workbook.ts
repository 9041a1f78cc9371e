import type { ReactNode } from 'react';
import { saveBlob } from '@/api/documents';
import type { DataTableColumn } from './data-table';
import { EXPORT_PAGE_SIZE, type ExportProgress } from './export-excel';
import { tableRequest, type TableQueryInput } from './table-query';

/*
 * Export to Excel of what a data table shows (issue 24 §4), the part loaded on the first click (the button imports
 * it then; exceljs itself is imported when a workbook is built): every row of the current filters and sort, read
 * through the table's own call page by page; the columns shown with their headers; money and dates as real numbers
 * and dates; the totals the screen shows.
 */

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel number formats: as the screens show money ($1,234.50, -$1,234.50) and dates (MM/DD/YYYY, format.ts). */
export const MONEY_FORMAT = '"$"#,##0.00;-"$"#,##0.00';
export const DATE_FORMAT = 'mm/dd/yyyy';
export const DATE_TIME_FORMAT = 'mm/dd/yyyy hh:mm:ss AM/PM';

type Cell = string | number | Date | null;

const pad = (n: number) => String(n).padStart(2, '0');

/** `<name>-YYYY-MM-DD.xlsx`: what the file is and the day it was made (the user's day). */
export function exportFileName(name: string, now: Date = new Date()): string {
  return `${name}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.xlsx`;
}

/** The plain text of a header: itself when it is text, else the column's exportHeader, else its id. */
export function headerText<Row>(column: DataTableColumn<Row>): string {
  if (column.exportHeader !== undefined) return column.exportHeader;
  const header: ReactNode = column.header;
  if (typeof header === 'string' || typeof header === 'number') return String(header);
  return column.id;
}

/** The row's field named by id; a dotted id ('JobType.Name') reads the nested field when there is no such key. */
function fieldOf(row: unknown, id: string): unknown {
  if (!row || typeof row !== 'object') return undefined;
  const record = row as Record<string, unknown>;
  if (id in record || !id.includes('.')) return record[id];
  return id.split('.').reduce<unknown>((value, key) => {
    return value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }, row);
}

/**
 * A column's plain value: its exportValue; else, for numbers, money and dates, the row's field; else the cell
 * as shown when it is plain text (a formatted name, a masked SSN); else the row's field.
 */
export function plainValue<Row>(column: DataTableColumn<Row>, row: Row, index: number): unknown {
  if (column.exportValue) return column.exportValue(row);
  const kind = column.kind ?? 'text';
  if (kind === 'text' && column.cell) {
    const shown = column.cell(row, index);
    if (typeof shown === 'string' || typeof shown === 'number') return shown;
  }
  return fieldOf(row, column.id);
}

const LOCAL_ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/;

/** The wall-clock parts of a date as the screens show it (format.ts: an ISO string without offset is local time). */
function wallClock(value: unknown): number[] | null {
  if (typeof value === 'string') {
    const local = LOCAL_ISO.exec(value.trim());
    if (local) return local.slice(1).map((part, i) => Number(part ?? 0) - (i === 1 ? 1 : 0));
  }
  const d = value instanceof Date ? value : new Date(value as string | number);
  if (Number.isNaN(d.getTime())) return null;
  return [d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()];
}

/** A date as Excel keeps it: the wall-clock time the screen shows (Excel dates have no time zone). */
function excelDate(value: unknown, withTime: boolean): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const parts = wallClock(value);
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts;
  return withTime
    ? new Date(Date.UTC(year, month, day, hour, minute, second))
    : new Date(Date.UTC(year, month, day));
}

function excelNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.replace(/[$,\s]/g, ''));
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** The typed cell of a value: numbers and money as numbers, dates as dates, the rest as text. */
export function typedCell<Row>(column: DataTableColumn<Row>, value: unknown): Cell {
  if (value === null || value === undefined || value === '') return null;
  switch (column.kind ?? 'text') {
    case 'number':
    case 'money': {
      const n = excelNumber(value);
      return n ?? String(value);
    }
    case 'date':
    case 'datetime':
      return excelDate(value, column.kind === 'datetime') ?? String(value);
    default:
      if (value instanceof Date) return value;
      if (typeof value === 'object') return JSON.stringify(value);
      return typeof value === 'number' ? value : String(value);
  }
}

export interface FetchAllOptions {
  signal?: AbortSignal;
  pageSize?: number;
  onProgress?: (progress: ExportProgress) => void;
}

/**
 * Every row a table's request matches, in its sort, read page by page through the table's own call. Stops at the
 * count the first answer gives (or at a short page). An aborted signal rejects with an AbortError.
 */
export async function fetchAllRows<Row>(
  input: Omit<TableQueryInput<Row>, 'page' | 'pageSize'>,
  { signal, pageSize = EXPORT_PAGE_SIZE, onProgress }: FetchAllOptions = {},
): Promise<Row[]> {
  const rows: Row[] = [];
  let total: number | null = null;
  for (let page = 1; ; page++) {
    signal?.throwIfAborted();
    const request = tableRequest({ ...input, page, pageSize });
    const answer = await input.fetcher({ ...request, draw: page }, signal);
    signal?.throwIfAborted();
    rows.push(...answer.data);
    const filtered = answer.recordsFiltered;
    total ??= Math.max(1, Math.ceil(filtered / pageSize));
    onProgress?.({ done: page, total });
    if (answer.data.length < pageSize || rows.length >= filtered || page >= total) return rows;
  }
}

export interface WorkbookOptions<Row> {
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: readonly Row[];
  /** the sheet's name (Excel allows 31 characters and no []:*?/\) */
  sheetName?: string;
  /** ids of number or money columns summed on a last, bold row */
  totals?: readonly string[];
  /** the first cell of the totals row */
  totalsLabel?: string;
}

const sheetNameOf = (name: string | undefined) =>
  (name ?? '')
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31) || 'Sheet1';

function widthOf(cell: Cell, kind: string | undefined): number {
  if (cell === null) return 0;
  if (cell instanceof Date) return kind === 'datetime' ? 22 : 12;
  if (typeof cell === 'number') return kind === 'money' ? 14 : Math.max(8, String(cell).length + 2);
  return Math.max(...cell.split('\n').map((line) => line.length));
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A real .xlsx of the rows: a styled, frozen header row with a filter, typed cells, widths, the totals. */
export async function buildWorkbook<Row>({
  columns,
  rows,
  sheetName,
  totals,
  totalsLabel = 'Total',
}: WorkbookOptions<Row>): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Daewon Back Office';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetNameOf(sheetName), {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
  });

  const headers = columns.map(headerText);
  const header = sheet.addRow(headers);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle' };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };
    cell.border = { bottom: { style: 'thin', color: { argb: 'FF6C757D' } } };
  });

  const widths = headers.map((h) => h.length + 2);
  const sums = new Map<number, number>();
  const summed = new Set(totals ?? []);
  rows.forEach((row, r) => {
    const cells = columns.map((column, c) => {
      const cell = typedCell(column, plainValue(column, row, r));
      widths[c] = Math.max(widths[c], widthOf(cell, column.kind) + 2);
      if (summed.has(column.id) && typeof cell === 'number') sums.set(c, (sums.get(c) ?? 0) + cell);
      return cell;
    });
    sheet.addRow(cells);
  });

  if (summed.size > 0) {
    const labelAt = Math.max(
      0,
      columns.findIndex((c) => !summed.has(c.id)),
    );
    const line = columns.map((column, c) =>
      summed.has(column.id) ? round2(sums.get(c) ?? 0) : c === labelAt ? totalsLabel : null,
    );
    const totalsRow = sheet.addRow(line);
    totalsRow.font = { bold: true };
    totalsRow.eachCell((cell) => {
      cell.border = { top: { style: 'thin', color: { argb: 'FF6C757D' } } };
    });
  }

  columns.forEach((column, c) => {
    const sheetColumn = sheet.getColumn(c + 1);
    sheetColumn.width = Math.min(60, Math.max(8, widths[c]));
    if (column.kind === 'money') sheetColumn.numFmt = MONEY_FORMAT;
    if (column.kind === 'date') sheetColumn.numFmt = DATE_FORMAT;
    if (column.kind === 'datetime') sheetColumn.numFmt = DATE_TIME_FORMAT;
    if (column.kind === 'money' || column.kind === 'number') sheetColumn.alignment = { horizontal: 'right' };
  });
  // the header keeps its own look over the columns' formats
  header.eachCell((cell) => {
    cell.numFmt = 'General';
    cell.alignment = { vertical: 'middle' };
  });
  if (columns.length > 0)
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };

  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer as ArrayBuffer], { type: XLSX_MIME });
}

export interface ExportTableOptions<Row> extends FetchAllOptions {
  input: Omit<TableQueryInput<Row>, 'page' | 'pageSize'>;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  sheetName?: string;
  totals?: readonly string[];
  totalsLabel?: string;
}

/** Reads every row of the table's filters and sort and builds its workbook. */
export async function exportTable<Row>({
  input,
  columns,
  sheetName,
  totals,
  totalsLabel,
  ...fetchOptions
}: ExportTableOptions<Row>): Promise<Blob> {
  const rows = await fetchAllRows(input, fetchOptions);
  fetchOptions.signal?.throwIfAborted();
  const blob = await buildWorkbook({ columns, rows, sheetName, totals, totalsLabel });
  fetchOptions.signal?.throwIfAborted();
  return blob;
}

/** Exports a table and saves the file as `<name>-YYYY-MM-DD.xlsx`. */
export async function saveTableExport<Row>(name: string, options: ExportTableOptions<Row>): Promise<void> {
  const blob = await exportTable(options);
  saveBlob(blob, exportFileName(name));
}
