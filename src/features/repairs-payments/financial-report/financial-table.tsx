import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import Badge from 'react-bootstrap/Badge';
import type { TFunction } from 'i18next';
import type { FinancialRow } from '@/api/job-payments';
import { ColumnsMenu, CompactToggle, useTablePrefs, type PrefsColumn } from '@/components/data-table';
import { useWideTableLayout } from '@/components/data-table/wide-table-layout';
import { SpacerRow, useVirtualRows } from '@/components/data-table/virtual-rows';
import { formatCurrency } from '@/lib/format';
import type { ListSort } from '@/lib/list-params';
import { useInAppLinks, type BackState } from '@/lib/routing';
import { FinancialInvoiceStatusCell } from './financial-invoice-status-cell';
import { nextFinancialSort, type FinancialSortColumn } from './financial-sort';
import { formatPercent, isLoss, type FinancialTotals } from './financial-totals';
import './financial-table.css';

/*
 * The financial report's table (B §2; issues 24 and 27): every row of the range is held and sorted, but only the rows
 * in the table's scroll box are drawn (a virtual body), with their invoice status pickers. The box fits the pane of a
 * 1366×768 laptop with the side menu open: fixed column widths taken from the data (no layout is read), the header
 * row sticky at the top, the builder column at the left and the invoice status column at the right when the box
 * scrolls sideways, the summary rows and the totals sticky at the bottom.
 */

/** Every body row's height in px (financial-table.css holds the rows to it: the picker's 38 px and the padding). */
export const FINANCIAL_ROW_HEIGHT = 47;
/** A compact body row's height in px (financial-table.css: the picker's compact 26 px and the padding). */
export const FINANCIAL_COMPACT_ROW_HEIGHT = 31;

/** The table's id in the user's remembered table shapes (issue 24 §1). */
export const FINANCIAL_TABLE_ID = 'financialReport';

/*
 * The columns the user may show, hide and move (issue 24 §1), in their default order: the builder names the row and
 * stays; the invoice status, the column edited in place, is not among them: it is always shown, last, held at the
 * right edge when the box scrolls sideways.
 */
const CHOOSABLE: ReadonlyArray<PrefsColumn & { id: FinancialSortColumn }> = [
  { id: 'Builder', identity: true },
  { id: 'JobSite' },
  { id: 'LotCode' },
  { id: 'IsJobCompleted' },
  { id: 'Revenue' },
  { id: 'MaterialCost' },
  { id: 'LaborCost' },
  { id: 'Cost' },
  { id: 'Profit' },
  { id: 'ProfitPercentage' },
];

const money = (value: number) => formatCurrency(value);

interface ColumnDef {
  sort: FinancialSortColumn;
  label: string;
  numeric?: boolean;
  /** the sticky edge */
  edge?: 'start' | 'end';
}

/** The columns' widths, from the longest value each shows: digits are one `ch` each (tabular figures). */
function columnWidths(rows: readonly FinancialRow[], totals: FinancialTotals, losses: boolean) {
  const longest = (pick: (r: FinancialRow) => string, cap: number, floor: number) => {
    let most = floor;
    for (const r of rows) most = Math.max(most, pick(r).length);
    return Math.min(most, cap);
  };
  // the widest amount of a column is its largest or its smallest (most negative) value, or the total
  const amount = (pick: (r: FinancialRow) => number, total: number) => {
    let low = Math.min(0, total);
    let high = Math.max(0, total);
    for (const r of rows) {
      const v = pick(r) || 0;
      if (v < low) low = v;
      if (v > high) high = v;
    }
    return Math.max(money(low).length, money(high).length, 8);
  };
  // a cell's padding is 0.25rem a side; names are cut with an ellipsis (the whole name in the tooltip)
  const text = (chars: number) => `calc(${chars}ch + 0.75rem)`;
  return {
    Builder: text(longest((r) => r.Builder, 12, 7)),
    JobSite: text(longest((r) => r.JobSite, 11, 7)),
    LotCode: text(longest((r) => r.LotCode, 10, 3)),
    IsJobCompleted: '5.75rem',
    Revenue: text(amount((r) => r.Revenue, totals.Revenue)),
    MaterialCost: text(amount((r) => r.MaterialCost, totals.MaterialCost)),
    LaborCost: text(amount((r) => r.LaborCost, totals.LaborCost)),
    Cost: text(amount((r) => r.Cost, totals.Cost)),
    // a loss carries its mark beside the amount
    Profit: `calc(${amount((r) => r.Profit, totals.Profit)}ch + ${losses ? '3.5rem' : '0.75rem'})`,
    ProfitPercentage: '4.25rem',
    InvoiceStatus: '9.5rem',
  } satisfies Record<FinancialSortColumn, string>;
}

export interface FinancialTableProps {
  /** every row of the range, in the order shown (summary rows included: they go to the table's foot) */
  rows: readonly FinancialRow[];
  totals: FinancialTotals;
  /** whether the rows' data is still on its way (the first load) */
  pending: boolean;
  sort: ListSort | null;
  onSort: (sort: ListSort | null) => void;
  statusName: (id: number | null) => string;
  /** whether the rows' invoice status pickers may mount (after the first paint) */
  picker: boolean;
  back: BackState;
  t: TFunction;
}

export function FinancialTable({
  rows,
  totals,
  pending,
  sort,
  onSort,
  statusName,
  picker,
  back,
  t,
}: FinancialTableProps) {
  const box = useRef<HTMLDivElement>(null);
  // what goes over every row is worked out once per set of rows, not on every scroll
  const jobs = useMemo(() => rows.filter((r) => !r.IsGutterStatistics), [rows]);
  const summaries = useMemo(() => rows.filter((r) => r.IsGutterStatistics), [rows]);
  const widths = useMemo(() => columnWidths(rows, totals, jobs.some(isLoss)), [rows, totals, jobs]);
  const prefs = useTablePrefs(FINANCIAL_TABLE_ID, CHOOSABLE);
  const rowHeight = prefs.compact ? FINANCIAL_COMPACT_ROW_HEIGHT : FINANCIAL_ROW_HEIGHT;
  useWideTableLayout(box);
  // the rows' fixed texts, translated once for every row (not again for each row drawn on a scroll step)
  const labels = useMemo<RowLabels>(
    () => ({
      openPayments: t('financialReport.openPayments'),
      yes: t('financialReport.yes'),
      no: t('financialReport.no'),
      loss: t('financialReport.loss'),
    }),
    [t],
  );
  const f = (key: string) => t(`financialReport.fields.${key}`);
  const all: ColumnDef[] = [
    { sort: 'Builder', label: f('builder'), edge: 'start' },
    { sort: 'JobSite', label: f('jobSite') },
    { sort: 'LotCode', label: f('lot') },
    { sort: 'IsJobCompleted', label: f('completed') },
    { sort: 'Revenue', label: f('revenue'), numeric: true },
    { sort: 'MaterialCost', label: f('materialCost'), numeric: true },
    { sort: 'LaborCost', label: f('laborCost'), numeric: true },
    { sort: 'Cost', label: f('cost'), numeric: true },
    { sort: 'Profit', label: f('profit'), numeric: true },
    { sort: 'ProfitPercentage', label: f('profitPercentage'), numeric: true },
    { sort: 'InvoiceStatus', label: f('invoiceStatus'), edge: 'end' },
  ];
  const byId = new Map(all.map((c) => [c.sort, c]));
  // the user's columns in the user's order, the invoice status last (one array while they stay: the rows are memos)
  const shown = useMemo(
    () => shownColumns(prefs.columnOrder, prefs.columnVisibility),
    [prefs.columnOrder, prefs.columnVisibility],
  );
  const columns = shown.map((id) => byId.get(id)).filter((c): c is ColumnDef => !!c);
  const menuColumns = CHOOSABLE.map((c) => ({
    id: c.id,
    label: byId.get(c.id)?.label ?? c.id,
    identity: c.identity,
  }));
  const name = t('financialReport.tableLabel');

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-end gap-2 mt-3">
        <CompactToggle prefs={prefs} tableName={name} />
        <ColumnsMenu columns={menuColumns} prefs={prefs} tableName={name} />
      </div>
      <RowsBox
        box={box}
        className={`financial-table-box mt-2${prefs.compact ? ' financial-table-compact' : ''}`}
        label={name}
        // the rows not drawn count too: the header, every job row, the summary rows and the totals
        rowCount={rows.length > 0 ? rows.length + 2 : undefined}
        head={
          <>
            <colgroup>
              {columns.map((c) => (
                <col key={c.sort} style={{ width: widths[c.sort] }} />
              ))}
            </colgroup>
            <thead>
              <tr aria-rowindex={1}>
                {columns.map((c) => {
                  const sorted = sort?.column === c.sort ? sort.dir : null;
                  return (
                    <th
                      key={c.sort}
                      scope="col"
                      className={cellClass(c)}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                    >
                      <button
                        type="button"
                        className="btn btn-link p-0 text-reset text-decoration-none fw-semibold financial-sort"
                        onClick={() => onSort(nextFinancialSort(sort, c.sort))}
                      >
                        {c.label}
                        {/*
                         * a one-word label wider with its mark than its column (the lot's) takes the mark to the
                         * next line; a longer label keeps it beside its last word
                         */}
                        {!c.label.includes(' ') && <wbr />}
                        <span aria-hidden="true" className="ms-1 text-body-secondary financial-sort-mark">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
          </>
        }
        note={
          pending ? (
            <NoteRow span={columns.length}>{t('common.dataTable.loading')}</NoteRow>
          ) : jobs.length === 0 ? (
            <NoteRow span={columns.length}>{t('financialReport.empty')}</NoteRow>
          ) : null
        }
        foot={
          rows.length > 0 && (
            <tfoot>
              {summaries.map((row, i) => (
                <SummaryRow
                  key={`summary-${i}`}
                  row={row}
                  rowIndex={jobs.length + 2 + i}
                  columns={shown}
                  t={t}
                />
              ))}
              <tr className="fw-bold financial-totals" aria-rowindex={rows.length + 2}>
                {footCells(shown, {
                  identity: (
                    <th key="Builder" scope="row" className="financial-sticky-start">
                      {t('financialReport.totals')} ({totals.jobs})
                    </th>
                  ),
                  amount: (id) => (
                    <td key={id} className={`text-end${lossClass(id, totals.Profit < 0)}`}>
                      {id === 'ProfitPercentage' ? formatPercent(totals.ProfitPercentage) : money(totals[id])}
                    </td>
                  ),
                })}
              </tr>
            </tfoot>
          )
        }
        jobs={jobs}
        rowHeight={rowHeight}
        columns={shown}
        statusName={statusName}
        picker={picker}
        back={back}
        labels={labels}
      />
    </>
  );
}

interface RowsBoxProps {
  /** the scroll box (the table's owner reads its width too) */
  box: RefObject<HTMLDivElement | null>;
  className: string;
  /** the table's name (the box's too) */
  label: string;
  rowCount: number | undefined;
  /** the columns and the header row */
  head: ReactNode;
  /** a row in place of the job rows (loading, nothing found), if any */
  note: ReactNode;
  /** the summary rows and the totals */
  foot: ReactNode;
  /** the job rows, in the order shown */
  jobs: readonly FinancialRow[];
  rowHeight: number;
  columns: readonly FinancialSortColumn[];
  statusName: (id: number | null) => string;
  picker: boolean;
  back: BackState;
  labels: RowLabels;
}

/**
 * The scroll box and its table, drawing the job rows in the box's window with a spacer row above and below for the
 * others. The virtual rows' state lives here: a scroll step renders this alone, and the header, the foot and the
 * toolbar, made by the table's owner, are the same elements as before (React does not render them again). The box
 * is this component's own element, so it is in place when the rows' window first looks for it.
 */
function RowsBox({
  box,
  className,
  label,
  rowCount,
  head,
  note,
  foot,
  jobs,
  rowHeight,
  columns,
  statusName,
  picker,
  back,
  labels,
}: RowsBoxProps) {
  const keyOf = useCallback((i: number) => jobs[i].JobId, [jobs]);
  const { items, before, after, scrolling } = useVirtualRows(box, jobs.length, rowHeight, keyOf);
  const still = useStill(scrolling);
  // the rows' lot links open in the app with the go-back state: one listener, not a router link per row drawn
  useInAppLinks(box, { state: back });
  return (
    <div
      ref={box}
      className={className}
      role="region"
      aria-label={label}
      // the box scrolls: the keyboard reaches it too
      tabIndex={0}
    >
      <table
        className="table table-sm table-hover align-middle mb-0 financial-table"
        aria-label={label}
        aria-rowcount={rowCount}
      >
        {head}
        <tbody>
          {note}
          <SpacerRow height={before} colSpan={columns.length} />
          {items.map((item) => {
            const row = jobs[item.index];
            return (
              <FinancialTableRow
                key={item.key}
                index={item.index}
                row={row}
                statusName={statusName(row.InvoiceStatusId)}
                columns={columns}
                picker={picker && still}
                labels={labels}
              />
            );
          })}
          <SpacerRow height={after} colSpan={columns.length} />
        </tbody>
        {foot}
      </table>
    </div>
  );
}

/**
 * False as soon as the box scrolls; true again once it stands still, in a transition (the rows' pickers then mount in
 * slices that yield to the browser, never one long task). Rows drawn while scrolling show the status name only.
 */
function useStill(scrolling: boolean): boolean {
  const [still, setStill] = useState(true);
  if (scrolling && still) setStill(false);
  useEffect(() => {
    if (!scrolling && !still) startTransition(() => setStill(true));
  }, [scrolling, still]);
  return still;
}

const COLUMN_IDS = new Set<string>(CHOOSABLE.map((c) => c.id));
const isChoosable = (id: string): id is FinancialSortColumn => COLUMN_IDS.has(id);

/** The columns shown, in order: the user's choice of the choosable ones, then the invoice status. */
function shownColumns(order: readonly string[], visibility: Record<string, boolean>): FinancialSortColumn[] {
  const chosen = order.filter(isChoosable).filter((id) => visibility[id] !== false);
  return [...chosen, 'InvoiceStatus'];
}

function cellClass(c: ColumnDef): string | undefined {
  const classes = [
    c.numeric ? 'text-end' : '',
    c.edge === 'start' ? 'financial-sticky-start' : '',
    c.edge === 'end' ? 'financial-sticky-end' : '',
  ].filter(Boolean);
  return classes.length ? classes.join(' ') : undefined;
}

function NoteRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={span} className="text-center text-body-secondary">
        {children}
      </td>
    </tr>
  );
}

/** A text cell kept to one line: the whole text in its tooltip. */
function Clipped({ text }: { text: string }) {
  return (
    <span className="financial-clip" title={text}>
      {text}
    </span>
  );
}

type AmountColumn = 'Revenue' | 'MaterialCost' | 'LaborCost' | 'Cost' | 'Profit' | 'ProfitPercentage';
const AMOUNTS = new Set<FinancialSortColumn>([
  'Revenue',
  'MaterialCost',
  'LaborCost',
  'Cost',
  'Profit',
  'ProfitPercentage',
]);
const isAmount = (id: FinancialSortColumn): id is AmountColumn => AMOUNTS.has(id);

/** A loss shows in the profit columns. */
function lossClass(id: FinancialSortColumn, loss: boolean): string {
  return loss && (id === 'Profit' || id === 'ProfitPercentage') ? ' text-danger-emphasis' : '';
}

/**
 * The cells of a foot row (a summary row, the totals) over the shown columns: the row's name in the builder
 * column, its amounts under theirs, each run of text columns between them one cell (the first run holds `text`),
 * and an empty invoice status cell.
 */
function footCells(
  shown: readonly FinancialSortColumn[],
  parts: { identity: ReactNode; amount: (id: AmountColumn) => ReactNode; text?: ReactNode },
): ReactNode[] {
  const cells: ReactNode[] = [];
  let run: FinancialSortColumn[] = [];
  let texted = false;
  const closeRun = () => {
    if (!run.length) return;
    cells.push(
      <td key={run[0]} colSpan={run.length > 1 ? run.length : undefined}>
        {!texted && parts.text}
      </td>,
    );
    texted = true;
    run = [];
  };
  for (const id of shown) {
    if (id === 'Builder' || id === 'InvoiceStatus' || isAmount(id)) closeRun();
    if (id === 'Builder') cells.push(parts.identity);
    else if (id === 'InvoiceStatus') cells.push(<td key={id} className="financial-sticky-end" />);
    else if (isAmount(id)) cells.push(parts.amount(id));
    else run.push(id);
  }
  closeRun();
  return cells;
}

/** The texts every job row shows as they are (the lot link's tooltip, the completed and loss badges). */
interface RowLabels {
  openPayments: string;
  yes: string;
  no: string;
  loss: string;
}

interface RowProps {
  row: FinancialRow;
  /** the row's place among the job rows (for assistive technology: aria-rowindex counts the header row) */
  index: number;
  /** the row's invoice status name */
  statusName: string;
  /** the shown columns, in order */
  columns: readonly FinancialSortColumn[];
  /** whether the invoice status picker may mount (else the status name shows) */
  picker: boolean;
  /** the row's fixed texts (translated once for the table) */
  labels: RowLabels;
}

const FinancialTableRow = memo(function FinancialTableRow({
  row,
  index,
  statusName,
  columns,
  picker,
  labels,
}: RowProps) {
  const loss = isLoss(row);
  const cell = (id: FinancialSortColumn): ReactNode => {
    switch (id) {
      case 'Builder':
        return (
          <th
            key={id}
            scope="row"
            className="fw-normal financial-sticky-start text-truncate"
            title={row.Builder}
          >
            {row.Builder}
          </th>
        );
      case 'JobSite':
        return (
          <td key={id} className="text-truncate" title={row.JobSite}>
            {row.JobSite}
          </td>
        );
      case 'LotCode':
        return (
          <td key={id}>
            {/* the box opens it in the app, with the go-back state (useInAppLinks) */}
            <a href={`/jobs/${row.JobId}/paymentDetail`} data-in-app="" title={labels.openPayments}>
              {row.LotCode}
            </a>
          </td>
        );
      case 'IsJobCompleted':
        // Bootstrap's badge as react-bootstrap's Badge draws it, without a component per row
        return (
          <td key={id}>
            <span className={row.IsJobCompleted ? 'badge bg-success' : 'badge text-dark bg-warning'}>
              {row.IsJobCompleted ? labels.yes : labels.no}
            </span>
          </td>
        );
      case 'Profit':
        return (
          <td key={id} className={`text-end${loss ? ' text-danger-emphasis fw-semibold' : ''}`}>
            {money(row.Profit)}
            {loss && <span className="ms-1 badge bg-danger">{labels.loss}</span>}
          </td>
        );
      case 'ProfitPercentage':
        return (
          <td key={id} className={`text-end${loss ? ' text-danger-emphasis fw-semibold' : ''}`}>
            {formatPercent(row.ProfitPercentage)}
          </td>
        );
      case 'InvoiceStatus':
        return (
          <td key={id} className="financial-sticky-end">
            <FinancialInvoiceStatusCell row={row} name={statusName} picker={picker} />
          </td>
        );
      default:
        return (
          <td key={id} className="text-end">
            {money(row[id])}
          </td>
        );
    }
  };
  return <tr aria-rowindex={index + 2}>{columns.map(cell)}</tr>;
});

/** A summary row (the gutter statistics, B §2 "rows may be of a summary type"): in the table's foot. */
function SummaryRow({
  row,
  rowIndex,
  columns,
  t,
}: {
  row: FinancialRow;
  rowIndex: number;
  columns: readonly FinancialSortColumn[];
  t: TFunction;
}) {
  const loss = isLoss(row);
  return (
    <tr className="fst-italic financial-summary" aria-rowindex={rowIndex}>
      {footCells(columns, {
        identity: (
          <th key="Builder" scope="row" className="financial-sticky-start">
            <Badge bg="secondary">{t('financialReport.summary')}</Badge>
          </th>
        ),
        amount: (id) => (
          <td key={id} className={`text-end${lossClass(id, loss)}`}>
            {id === 'ProfitPercentage' ? formatPercent(row.ProfitPercentage) : money(row[id])}
          </td>
        ),
        text: <Clipped text={`${row.Builder}: ${row.JobSite}`} />,
      })}
    </tr>
  );
}
