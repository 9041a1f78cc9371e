import { HttpResponse } from 'msw';
import { ARF_SECTIONS } from '@/api/arf-orders';
import type { MaterialQuantities } from '@/api/work-orders';
import { jobView } from '../views';
import type { MockArfOrder, MockGutterOrder, MockJob, MockPurchaseOrder, MockWorkOrder } from '../types';
import {
  categoriesInOrder,
  categoryById,
  colorName,
  materialName,
  supplyCompanyById,
  unitName,
} from './order-refs';

/*
 * The printed documents of the orders (B §7): plain HTML of the saved data, as the server's print pages are
 * (the app opens them in a new window, decision 12, and the browser prints them after A §9's wait).
 */

const esc = (value: unknown): string =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** MM/DD/YYYY of an ISO date (A §9), '' for none. */
export function printDate(value: string | null | undefined): string {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
}

const STYLE = `
body { font-family: Arial, Helvetica, sans-serif; font-size: 12px; color: #111; margin: 24px; }
h1 { font-size: 20px; margin: 0 0 4px; } h2 { font-size: 14px; margin: 18px 0 6px; }
table { border-collapse: collapse; width: 100%; margin-bottom: 8px; }
th, td { border: 1px solid #888; padding: 3px 6px; text-align: left; vertical-align: top; }
th { background: #eee; } .info th { width: 18%; }
tr.highlight td { background: #fff176; font-weight: bold; }
.note { white-space: pre-wrap; } .muted { color: #555; }
`;

/** A complete printable page. */
export function printResponse(title: string, body: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title><style>${STYLE}</style></head><body><h1>${esc(title)}</h1>${body}</body></html>`;
  return new HttpResponse(html, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

function infoTable(rows: Array<[string, unknown]>): string {
  return `<table class="info"><tbody>${rows
    .map(([label, value]) => `<tr><th scope="row">${esc(label)}</th><td>${esc(value)}</td></tr>`)
    .join('')}</tbody></table>`;
}

function table(headers: string[], rows: string[][], rowClass: (i: number) => string = () => ''): string {
  if (rows.length === 0) return '<p class="muted">None</p>';
  const head = headers.map((h) => `<th scope="col">${esc(h)}</th>`).join('');
  const body = rows
    .map((cells, i) => {
      const cls = rowClass(i);
      return `<tr${cls ? ` class="${cls}"` : ''}>${cells.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`;
    })
    .join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** The job's part of every order: builder, job site, lot, address, model and options. */
function jobInfo(job: MockJob): Array<[string, unknown]> {
  const view = jobView(job);
  return [
    ['Builder', view.BuilderName],
    ['Job site', view.JobSiteName],
    ['Lot', view.LotGroupCode],
    ['Address', view.Address],
    ['Model', view.JobModelName],
    ['Options', view.JobOptions.map((o) => o.Name).join(', ')],
  ];
}

const lotCodeOf = (job: MockJob, lotId: number) => job.Lots.find((l) => l.Id === lotId)?.LotCode ?? '';

/** The short names of the lot rows' quantity columns: the town-house categories, then any others used. */
function quantityColumns(rows: Array<{ MaterialQuantities: MaterialQuantities }>): string[] {
  const columns = categoriesInOrder()
    .filter((c) => c.NeededByTownHouse)
    .map((c) => c.ShortName);
  for (const row of rows)
    for (const [key, value] of Object.entries(row.MaterialQuantities ?? {}))
      if (value !== null && value !== undefined && !columns.includes(key)) columns.push(key);
  return columns;
}

function lotRowsTable(
  job: MockJob,
  rows: Array<{
    LotId: number;
    Type: string;
    SelectedSidingColorId: number | null;
    SelectedTrimColorId: number | null;
    MaterialQuantities: MaterialQuantities;
  }>,
): string {
  const columns = quantityColumns(rows);
  return table(
    ['Lot', 'Siding type', 'Siding colour', 'Trim colour', ...columns],
    rows.map((r) => [
      lotCodeOf(job, r.LotId),
      r.Type,
      colorName(r.SelectedSidingColorId),
      colorName(r.SelectedTrimColorId),
      ...columns.map((c) => {
        const q = r.MaterialQuantities?.[c];
        return q === null || q === undefined ? '' : String(q);
      }),
    ]),
  );
}

interface PrintLine {
  CategoryId: number | null;
  CategoryName: string;
  IsPrePopulatedMaterial: boolean;
  MaterialName: string;
  MaterialId: number | null;
  UnitId: number | null;
  Quantity: number | null;
  SelectedColorId: number | null;
  DisplayOrder: number;
}

const lineCells = (l: PrintLine) => [
  l.CategoryName || categoryById(l.CategoryId)?.Name || '',
  materialName(l.MaterialId) || l.MaterialName,
  unitName(l.UnitId),
  l.Quantity === null || l.Quantity === undefined ? '' : String(l.Quantity),
  colorName(l.SelectedColorId),
];
const LINE_HEADERS = ['Category', 'Material', 'Unit', 'Quantity', 'Colour'];

/** Lines in print order: by DisplayOrder (custom lines come after the categories' lines, B §2). */
const inOrder = <T extends { DisplayOrder: number }>(lines: T[]) =>
  [...lines].sort((a, b) => a.DisplayOrder - b.DisplayOrder);

/**
 * The work order's print: the saved lines less the ignored ones, the highlighted ones marked; with no saved
 * work order, the template (a row per category, nothing filled in: B §2).
 */
export function workOrderPrint(
  job: MockJob,
  order: MockWorkOrder | undefined,
  ignored: number[],
  highlighted: number[],
): Response {
  const info = infoTable(jobInfo(job));
  if (!order) {
    const rows = categoriesInOrder().map((c) => [c.Name, '', '', '', '']);
    return printResponse(
      'Work Order',
      `${info}<p class="muted">Template: no work order data has been created for this job.</p><h2>Materials</h2>${table(LINE_HEADERS, rows)}`,
    );
  }
  const lines = inOrder(order.WorkOrderLineItems).filter((l) => !ignored.includes(l.DisplayOrder));
  const materials = lines.filter((l) => l.IsPrePopulatedMaterial);
  const custom = lines.filter((l) => !l.IsPrePopulatedMaterial);
  const mark = (list: PrintLine[]) => (i: number) =>
    highlighted.includes(list[i].DisplayOrder) ? 'highlight' : '';
  return printResponse(
    'Work Order',
    `${info}${infoTable([['Last modified', `${printDate(order.ModifiedDate)} by ${order.ModifiedBy}`]])}` +
      `<h2>Materials</h2>${table(LINE_HEADERS, materials.map(lineCells), mark(materials))}` +
      `<h2>Custom items</h2>${table(LINE_HEADERS, custom.map(lineCells), mark(custom))}` +
      `<h2>Lots</h2>${lotRowsTable(job, order.LotWorkOrderLineItems)}`,
  );
}

/** A purchase order's print, with its print-only fields (model, options, builder, lot, job site, address). */
export function purchaseOrderPrint(job: MockJob, order: MockPurchaseOrder): Response {
  const supplier = supplyCompanyById(order.SupplyCompanyId);
  const lines = inOrder(order.PurchaseOrderLineItems);
  return printResponse(
    `Purchase Order ${order.PurchaseOrderNumber}`,
    infoTable([
      ['Order number', order.PurchaseOrderNumber],
      ['Supply company', supplier?.Name],
      ['Fax', supplier?.Fax],
      ['Phone', supplier?.PhoneNumber],
      ['Attention', supplier?.Attention],
      ['E-mail', supplier?.Email],
      ['Due date', printDate(order.DueDate)],
      ['Ship date', printDate(order.ShipDate)],
      ['Ship to', order.ShipTo],
      ['Pickup date', printDate(order.PickupDate)],
      ['Pickup by', order.PickupBy],
      ...jobInfo(job),
    ]) +
      `<h2>Materials</h2>${table(LINE_HEADERS, lines.filter((l) => l.IsPrePopulatedMaterial).map(lineCells))}` +
      `<h2>Custom items</h2>${table(LINE_HEADERS, lines.filter((l) => !l.IsPrePopulatedMaterial).map(lineCells))}` +
      `<h2>Lots</h2>${lotRowsTable(job, order.LotPurchaseOrderLineItems)}`,
  );
}

export function gutterOrderPrint(job: MockJob, order: MockGutterOrder): Response {
  return printResponse(
    'Gutter Order',
    infoTable([
      ['Purchase order number', order.PurchaseOrderNumber],
      ['Gutter name', order.GutterName],
      ['Fax', order.GutterFax],
      ['Phone', order.GutterPhone],
      ['Date', printDate(order.Date)],
      ['Install date', printDate(order.InstallDate)],
      ...jobInfo(job),
    ]) +
      `<h2>Gutter items</h2>${table(
        ['Material', 'Description', 'Colour', 'G-screen'],
        order.GutterLineItems.map((l) => [
          l.Material,
          l.Description,
          colorName(l.ColorId),
          l.GScreen ? 'Yes' : 'No',
        ]),
      )}` +
      `<h2>Lots</h2>${table(
        ['Lot', 'Colour', 'Gutter', 'Downspout', 'Splashblocks'],
        order.LotIndividualLineItems.map((l) => [
          l.LotCode || lotCodeOf(job, l.LotId),
          colorName(l.SelectedColorId),
          l.GutterDescription,
          l.DownspoutDescription,
          l.SplashblocksDescription,
        ]),
      )}`,
  );
}

export function arfOrderPrint(job: MockJob, order: MockArfOrder): Response {
  const section = (
    title: string,
    profile: string,
    colorId: number | null,
    rows: MockArfOrder['RakeConfiguration'],
    note: string,
  ) => {
    // an emptied number input sends 0: a row with neither a length nor pieces is not printed
    const shown = (v: number | null) => (v ? String(v) : '');
    const filled = rows
      .map((r, i) => [String(i + 1), shown(r.Length), shown(r.NumberOfPieces)])
      .filter(([, length, pieces]) => length !== '' || pieces !== '');
    return (
      `<h2>${esc(title)}</h2>${infoTable([
        ['Profile', profile],
        ['Colour', colorName(colorId)],
      ])}` +
      table(['Row', 'Length', 'Number of pieces'], filled) +
      (note ? `<p class="note"><strong>Note:</strong> ${esc(note)}</p>` : '')
    );
  };
  return printResponse(
    'ARF Order',
    infoTable([
      ['ARF name', order.ArfName],
      ['Fax', order.ArfFax],
      ['Ship to', order.ShipTo],
      ['Order date', printDate(order.OrderDate)],
      ['Needed date', printDate(order.NeededDate)],
      ...jobInfo(job),
    ]) +
      section('Rake', ARF_SECTIONS.rake.profile, order.RakeColorId, order.RakeConfiguration, order.RakeNote) +
      section('Frieze crown', ARF_SECTIONS.cr.profile, order.CrColorId, order.CrConfiguration, order.CrNote) +
      section('Solid soffit', ARF_SECTIONS.so.profile, order.SoColorId, order.SoConfiguration, order.SoNote),
  );
}
