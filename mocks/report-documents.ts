/*
 * The mock's print documents and Excel exports (decision 12): a readable HTML page for print calls, a real
 * .xlsx for exports. exceljs is imported only when an export is asked for, so neither the app nor the mock's
 * start-up carries it.
 */

export interface ReportColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
  /** Excel number format for numeric cells (e.g. money) */
  money?: boolean;
  width?: number;
}

export interface ReportTable<Row> {
  title: string;
  /** lines under the title (the filter applied) */
  subtitle?: string[];
  columns: ReadonlyArray<ReportColumn<Row>>;
  rows: readonly Row[];
  /** the totals line: a value per column header (others left empty) */
  totals?: Record<string, string | number>;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const escapeHtml = (value: unknown) =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function cellText(value: unknown, isMoney?: boolean): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (isMoney && typeof value === 'number') return money.format(value);
  return String(value);
}

/** A print page: the title, the filter, and the table (with its totals line). */
export function printDocument<Row>(table: ReportTable<Row>): Response {
  const head = table.columns.map((c) => `<th>${escapeHtml(c.header)}</th>`).join('');
  const body = table.rows
    .map(
      (row) =>
        `<tr>${table.columns
          .map(
            (c) => `<td${c.money ? ' class="num"' : ''}>${escapeHtml(cellText(c.value(row), c.money))}</td>`,
          )
          .join('')}</tr>`,
    )
    .join('');
  const totals = table.totals
    ? `<tfoot><tr>${table.columns
        .map((c, i) => {
          const v = table.totals?.[c.header];
          const text = v === undefined ? (i === 0 ? 'Totals' : '') : cellText(v, c.money);
          return `<th${c.money ? ' class="num"' : ''}>${escapeHtml(text)}</th>`;
        })
        .join('')}</tr></tfoot>`
    : '';
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(table.title)}</title>` +
    `<style>body{font-family:Arial,sans-serif;margin:24px;color:#222}h1{font-size:20px;margin:0 0 4px}` +
    `p{margin:0 0 4px;color:#555}table{border-collapse:collapse;width:100%;margin-top:12px;font-size:12px}` +
    `th,td{border:1px solid #bbb;padding:4px 6px;text-align:left}thead th{background:#eee}` +
    `.num{text-align:right}tfoot th{background:#f6f6f6}</style></head><body>` +
    `<h1>${escapeHtml(table.title)}</h1>${(table.subtitle ?? []).map((s) => `<p>${escapeHtml(s)}</p>`).join('')}` +
    `<table><thead><tr>${head}</tr></thead><tbody>${body || `<tr><td colspan="${table.columns.length}">No data available</td></tr>`}</tbody>${totals}</table>` +
    `</body></html>`;
  return new Response(html, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** A real .xlsx: a title row, the filter lines, a header row, the rows and the totals row. */
export async function buildWorkbook<Row>(table: ReportTable<Row>): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Daewon Back Office';
  const sheet = workbook.addWorksheet(table.title.slice(0, 31));
  sheet.addRow([table.title]).font = { bold: true, size: 14 };
  for (const line of table.subtitle ?? []) sheet.addRow([line]);
  sheet.addRow([]);
  const header = sheet.addRow(table.columns.map((c) => c.header));
  header.font = { bold: true };
  for (const row of table.rows)
    sheet.addRow(
      table.columns.map((c) => {
        const v = c.value(row);
        return typeof v === 'boolean' ? (v ? 'Yes' : 'No') : (v ?? '');
      }),
    );
  if (table.totals) {
    const totals = sheet.addRow(
      table.columns.map((c, i) => table.totals?.[c.header] ?? (i === 0 ? 'Totals' : '')),
    );
    totals.font = { bold: true };
  }
  table.columns.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = c.width ?? Math.max(12, c.header.length + 2);
    if (c.money) column.numFmt = '"$"#,##0.00;[Red]-"$"#,##0.00';
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return buffer as ArrayBuffer;
}

export async function xlsxResponse<Row>(table: ReportTable<Row>, fileName: string): Promise<Response> {
  const bytes = await buildWorkbook(table);
  return new Response(bytes, {
    status: 200,
    headers: {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  });
}
