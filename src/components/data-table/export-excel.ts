import type { DataTableColumn } from './data-table';

/*
 * Export to Excel of what a data table shows (issue 24 §4): what the table itself needs to offer it. The export
 * (reading every page, building the workbook, exceljs) is export-workbook.ts, loaded on the first click.
 */

/** The id of the row-buttons column: never exported. */
export const ACTION_COLUMN_ID = 'actions';

/** Rows asked for per request: few requests for long lists, answers still small (the protocol has no maximum). */
export const EXPORT_PAGE_SIZE = 500;

export interface ExportProgress {
  /** pages read so far */
  done: number;
  /** pages in all (known after the first answer) */
  total: number | null;
}

/**
 * The columns an export writes: the ones given (the data table passes the columns the user sees, in their order, from
 * the Columns menu), less any `hiddenColumns` indexes, the row buttons and columns marked `exported: false`.
 */
export function exportedColumns<Row>(
  columns: ReadonlyArray<DataTableColumn<Row>>,
  hiddenColumns?: readonly number[],
): DataTableColumn<Row>[] {
  const hidden = new Set(hiddenColumns ?? []);
  return columns.filter((c, i) => !hidden.has(i) && c.id !== ACTION_COLUMN_ID && c.exported !== false);
}
