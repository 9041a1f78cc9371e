import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import {
  columnOrderingFeature,
  columnVisibilityFeature,
  functionalUpdate,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Form, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { DataTableFetcher, SortDir } from '@/api/datatables';
import { useFeedback } from '@/components/feedback';
import { ApiError } from '@/lib/api-error';
import { breakableEmail } from '@/lib/breakable-text';
import { PAGE_SIZE_CHOICES } from '@/lib/list-params';
import { backState } from '@/lib/routing';
import { useAfterPaint } from '@/lib/use-after-paint';
import { ColumnsMenu, CompactToggle } from './columns-menu';
import { ExportExcelButton } from './export-excel-button';
import { exportedColumns } from './export-excel';
import { Pager } from './pager';
import { useTablePrefs } from './table-prefs';
import { stickyEndStyle, useWideTableLayout } from './wide-table-layout';
import { tableQueryOptions, tableRequest, type DataTableSort } from './table-query';
import './data-table.css';

export type { DataTableSort };

/** Page (1-based), size and sort: what the table shows and what `onStateChange` reports. */
export interface DataTableState {
  page: number;
  pageSize: number;
  sort: DataTableSort | null;
}

export type ColumnKind = 'text' | 'number' | 'money' | 'date' | 'datetime' | 'email';

export interface DataTableColumn<Row> {
  /** the protocol's data name: sent as columns[i].data and used for sorting */
  id: string;
  /** header text */
  header: ReactNode;
  /** the cell; defaults to the row's field named by id */
  cell?: (row: Row, index: number) => ReactNode;
  /** sortable on the server (true by default; false for action columns) */
  sortable?: boolean;
  /** searchable on the server (defaults to `sortable`) */
  searchable?: boolean;
  /** class of the td (and th unless headerClassName is given) */
  className?: string;
  headerClassName?: string;
  /** the column's width (CSS length or pixels) */
  width?: number | string;
  /**
   * what the values are: numbers, money and dates never wrap; money and numbers right-aligned with tabular figures;
   * e-mail addresses wrap after their @ and before their dots, not a letter before their end; the export writes
   * real numbers and dates
   */
  kind?: ColumnKind;
  /** the cell's plain value (export, tooltip): defaults to the row's field named by id */
  exportValue?: (row: Row) => string | number | Date | null | undefined;
  /** the column's name in the Columns menu when the header is not plain text (an actions column's hidden header) */
  label?: string;
  /**
   * what the row is (job, user, log): cannot be hidden, and stays at the left while a wide table scrolls sideways.
   * Without one, the first column is the identity column.
   */
  identity?: boolean;
  /**
   * a column the user acts in (row actions, in-row invoice status, ready for payment): stays at the right while a
   * wide table scrolls sideways. A column with the id `actions` is one unless this says false.
   */
  stickyEnd?: boolean;
  /** long text (addresses, descriptions, name lists): one line with an ellipsis in compact rows, the whole text as tooltip */
  truncate?: boolean;
  /** starts hidden (hidden for the role); the user may show it */
  defaultHidden?: boolean;
  /**
   * starts hidden when the window is narrower than this (px): the columns a 1366×768 laptop has no room for by
   * default, shown on a wide screen; the user may show or hide it either way
   */
  hideBelow?: number;
  /** the header in the Excel export, where `header` is not plain text */
  exportHeader?: string;
  /** false: left out of the Excel export (row buttons, the action column `actions` never is exported) */
  exported?: boolean;
}

/**
 * The window width from which the wide lists (job dashboard, work logs) show every column by default; below it
 * their `hideBelow` columns start hidden so that they fit a 1366×768 laptop with the side menu open (README).
 */
export const WIDE_WINDOW = 1800;

/** What a toolbar render function is given: the columns the user sees, in their order. */
export interface DataTableToolbarContext<Row> {
  visibleColumns: ReadonlyArray<DataTableColumn<Row>>;
}

export interface DataTableProps<Row> {
  /** the resource's list key root, e.g. jobKeys.lists(); the request is appended */
  queryKey: QueryKey;
  /** from dataTableSource (src/api) */
  fetcher: DataTableFetcher<Row>;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  /** controlled page/size/sort (e.g. useListState's state, so it lives in the URL) */
  state?: DataTableState;
  onStateChange?: (state: DataTableState) => void;
  /** the screen's page size: 25 by default */
  defaultPageSize?: number;
  defaultSort?: DataTableSort | null;
  /** orders sent after the current sort, e.g. "then the first three columns ascending" */
  thenSort?: readonly DataTableSort[];
  /** extra filter fields sent with the request */
  filters?: Record<string, unknown>;
  /**
   * the table's stable id: the user's column choice and density are remembered under it (per signed-in user), so
   * it must not change between visits (e.g. "jobs-dashboard")
   */
  tableId: string;
  /** indexes into columns of columns that start hidden (the spec's per-role hidden columns; still sent in the request); the user may show them */
  hiddenColumns?: readonly number[];
  /** the detail page of a row; rows with one are clickable */
  getRowHref?: (row: Row) => string | null | undefined;
  /** for rows without an href: a plain click or Enter calls this (e.g. opens a detail dialog) */
  onRowClick?: (row: Row) => void;
  rowKey?: (row: Row, index: number) => string | number;
  'aria-label'?: string;
  /** a visible caption above the table (also names it) */
  caption?: ReactNode;
  /**
   * buttons shown above the table, right of the size choice and the Columns menu; as a function it is given the
   * columns the user sees in their order (`visibleColumns`: what an export of "what is shown" writes)
   */
  toolbar?: ReactNode | ((context: DataTableToolbarContext<Row>) => ReactNode);
  className?: string;
  /**
   * "Export to Excel" in the toolbar: what the file is called before its date (`jobs-dashboard` →
   * jobs-dashboard-2026-11-26.xlsx); the columns shown, every row of the current filters and sort
   */
  exportName?: string;
  /** ids of the money or number columns whose totals the screen shows: the export ends with their sums */
  exportTotals?: readonly string[];
}

/** react-table is given no rows: the body is drawn from the answer's rows directly. */
const NO_ROWS: never[] = [];

const features = tableFeatures({ columnVisibilityFeature, columnOrderingFeature });

const NUMERIC_KINDS: ReadonlySet<ColumnKind | undefined> = new Set(['number', 'money']);
const NOWRAP_KINDS: ReadonlySet<ColumnKind | undefined> = new Set(['number', 'money', 'date', 'datetime']);

/** The classes a column's kind gives its cells: numbers, money and dates never wrap; numbers line up at the right. */
function kindClass(kind: ColumnKind | undefined): string | undefined {
  if (NUMERIC_KINDS.has(kind)) return 'cell-nowrap cell-numeric';
  if (NOWRAP_KINDS.has(kind)) return 'cell-nowrap';
  if (kind === 'email') return 'cell-email';
  return undefined;
}

const classes = (...names: Array<string | false | null | undefined>) =>
  names.filter(Boolean).join(' ') || undefined;

/** The row's field named by a (dotted) column id. */
function fieldOf(row: unknown, id: string): unknown {
  let value: unknown = row;
  for (const part of id in Object(row) ? [id] : id.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  }
  return value;
}

/** A cell's whole text for its tooltip: the column's plain value, else the row's field when it is text. */
function plainText<Row>(column: DataTableColumn<Row>, row: Row): string | undefined {
  const value = column.exportValue ? column.exportValue(row) : fieldOf(row, column.id);
  if (typeof value === 'string') return value || undefined;
  if (typeof value === 'number') return String(value);
  return undefined;
}

// (a row's own link, below, is the row itself)
const INTERACTIVE =
  'a:not(.row-link), button, input, select, textarea, label, [role="button"], [data-row-click="ignore"]';

/** A word too long for a column's width (a material name without spaces, a pasted link). */
const LONG_WORD = /\S{31}/;

/**
 * The class of a default text cell holding a very long word: it breaks inside the word, in a column of at least
 * 12 rem, instead of widening its column over the table's others (and under the held action columns).
 */
function longWordClass(column: { cell?: unknown; kind?: ColumnKind }, value: unknown): string | undefined {
  return !column.cell &&
    (column.kind ?? 'text') === 'text' &&
    typeof value === 'string' &&
    LONG_WORD.test(value)
    ? 'cell-long-word'
    : undefined;
}

function defaultCell(row: unknown, id: string, kind: ColumnKind | undefined): ReactNode {
  const value = fieldOf(row, id);
  if (value === null || value === undefined) return '';
  if (kind === 'email' && typeof value === 'string') return breakableEmail(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function fromInteractive(event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement | null;
  // a click in a portaled menu (a picker inside the row) bubbles through React but is not in the row's DOM
  if (target && !event.currentTarget.contains(target)) return true;
  const hit = target?.closest?.(INTERACTIVE);
  return !!hit && hit !== event.currentTarget && event.currentTarget.contains(hit);
}

function openInNewTab(href: string) {
  window.open(href, '_blank');
}

/**
 * Rows drawn with the table's first data: a long page (50 editable work-log rows, 2000 elements) shows its first
 * screenful at once and the rest a frame later, instead of holding every row back until all of them are made. A
 * screenful is what a window of this height shows below the header, the title and the filters (8 to 20 rows): on a
 * laptop the first row paints after a dozen rows are made, not twenty.
 */
export function firstPaintRows(
  windowHeight = typeof window === 'undefined' ? 1080 : window.innerHeight,
): number {
  return Math.min(20, Math.max(8, Math.ceil((windowHeight - 280) / 36)));
}

/** The one server-side data table (decision 5). */
export function DataTable<Row extends RowData>({
  queryKey,
  fetcher,
  columns,
  state: controlled,
  onStateChange,
  defaultPageSize = 25,
  defaultSort = null,
  thenSort,
  filters,
  tableId,
  hiddenColumns,
  getRowHref,
  onRowClick: onRowSelect,
  rowKey,
  'aria-label': ariaLabel,
  caption,
  toolbar,
  className,
  exportName,
  exportTotals,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const { notify } = useFeedback();
  const navigate = useNavigate();
  const location = useLocation();

  const [internal, setInternal] = useState<DataTableState>({
    page: 1,
    pageSize: defaultPageSize,
    sort: defaultSort,
  });
  const isControlled = controlled !== undefined && onStateChange !== undefined;
  const current = isControlled ? controlled : internal;
  const { page, pageSize, sort } = current;
  const change = (next: DataTableState) => (isControlled ? onStateChange(next) : setInternal(next));

  // internal state: new filters go back to page 1
  const filtersKey = JSON.stringify(filters ?? {});
  const [seenFilters, setSeenFilters] = useState(filtersKey);
  if (seenFilters !== filtersKey) {
    setSeenFilters(filtersKey);
    if (!isControlled && internal.page !== 1) setInternal({ ...internal, page: 1 });
  }

  const thenSortKey = JSON.stringify(thenSort ?? []);
  // the same request and key a route loader's prefetch makes (table-query.ts), so the first page comes from it
  const input = { queryKey, fetcher, columns, page, pageSize, sort, thenSort, filters: filters ?? {} };
  const request = useMemo(
    () => tableRequest(input),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [page, pageSize, sort?.column, sort?.dir, thenSortKey, columns, filtersKey],
  );

  const draw = useRef(0);
  const query = useQuery({
    ...tableQueryOptions(input, () => (draw.current += 1), request),
    placeholderData: keepPreviousData,
  });

  // a failed load: an empty table and one error notice per failure; with no answer at all (no connection), a
  // message that says so instead of the HTTP library's "Network Error", in the notice and in the empty table
  const noConnection = query.isError && query.error instanceof ApiError && query.error.isNetworkError;
  const notified = useRef(0);
  useEffect(() => {
    if (!query.isError || query.errorUpdatedAt === notified.current) return;
    notified.current = query.errorUpdatedAt;
    const error = query.error;
    notify.error(
      noConnection
        ? t('common.dataTable.noConnection')
        : error instanceof ApiError && error.message
          ? error.message
          : t('common.dataTable.loadError'),
    );
  }, [query.isError, query.errorUpdatedAt, query.error, noConnection, notify, t]);

  const answer = query.isError ? undefined : query.data;
  const rows = useMemo(() => answer?.data ?? [], [answer]);
  // a long page: the first screenful with the data, all of it once that has painted
  const firstRows = firstPaintRows();
  const allRows = useAfterPaint(rows.length > firstRows);
  const shownRows = allRows ? rows.length : Math.min(rows.length, firstRows);
  const filtered = answer?.recordsFiltered ?? 0;
  const total = answer?.recordsTotal ?? 0;
  const pageCount = Math.max(1, Math.ceil(filtered / pageSize));

  // a page past the end (e.g. from an old URL) goes to the last page
  useEffect(() => {
    if (answer && !query.isPlaceholderData && filtered > 0 && page > pageCount) {
      change({ page: pageCount, pageSize, sort });
    }
  });

  // the user's columns: the screen's columns with their layout flags, shown and ordered as remembered
  const laidOut = useMemo(() => {
    const hidden = new Set(hiddenColumns ?? []);
    const width = typeof window === 'undefined' ? Infinity : window.innerWidth;
    const startsHidden = (c: DataTableColumn<Row>, i: number) =>
      c.defaultHidden ?? (hidden.has(i) || (c.hideBelow !== undefined && width < c.hideBelow));
    const hasIdentity = columns.some((c) => c.identity);
    // without a flagged one, the first column shown by default names the row
    const firstShown = columns.findIndex((c, i) => !startsHidden(c, i));
    return columns.map((c, i) => ({
      ...c,
      identity: c.identity ?? (!hasIdentity && i === firstShown),
      stickyEnd: c.stickyEnd ?? c.id === 'actions',
      defaultHidden: startsHidden(c, i),
    }));
  }, [columns, hiddenColumns]);
  const byId = useMemo(() => new Map(laidOut.map((c) => [c.id, c])), [laidOut]);
  const prefs = useTablePrefs(tableId, laidOut);
  const columnDefs = useMemo<Array<ColumnDef<typeof features, Row>>>(
    () =>
      laidOut.map((c) => ({
        id: c.id,
        header: () => c.header,
        enableHiding: !c.identity,
      })),
    [laidOut],
  );

  // the table keeps the columns' visibility and order; the body draws the rows itself (below)
  const table = useTable({
    features,
    columns: columnDefs,
    data: NO_ROWS,
    state: { columnVisibility: prefs.columnVisibility, columnOrder: prefs.columnOrder },
    onColumnVisibilityChange: (updater) =>
      prefs.setColumnVisibility(functionalUpdate(updater, prefs.columnVisibility)),
    onColumnOrderChange: (updater) => prefs.setColumnOrder(functionalUpdate(updater, prefs.columnOrder)),
  });
  const visible = table
    .getVisibleLeafColumns()
    .map((c) => byId.get(c.id))
    .filter((c): c is (typeof laidOut)[number] => !!c);

  // a table wider than its pane scrolls sideways in its own box, with its identity and action columns held in view
  const scrollRef = useRef<HTMLDivElement>(null);
  useWideTableLayout(scrollRef, `${prefs.compact}:${visible.map((c) => c.id).join(',')}`);

  const toggleSort = (column: DataTableColumn<Row>) => {
    const dir: SortDir = sort?.column === column.id && sort.dir === 'asc' ? 'desc' : 'asc';
    change({ page: 1, pageSize, sort: { column: column.id, dir } });
  };

  const sizes = [...new Set<number>([...PAGE_SIZE_CHOICES, defaultPageSize, pageSize])].sort((a, b) => a - b);
  const start = answer?.start ?? 0;
  const from = rows.length === 0 ? 0 : start + 1;
  const to = start + rows.length;

  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, href: string) => {
    if (event.button !== 0 || fromInteractive(event)) return;
    // a click on the row's link opens it here, in the app, as a click anywhere on the row (not as a new page)
    event.preventDefault();
    if (event.ctrlKey || event.metaKey) openInNewTab(href);
    // the detail's "Back to list" returns to this page, sort and filters (A §4)
    else navigate(href, { state: backState(location) });
  };
  const onRowAuxClick = (event: MouseEvent<HTMLTableRowElement>, href: string) => {
    if (event.button !== 1 || fromInteractive(event)) return;
    event.preventDefault();
    openInNewTab(href);
  };
  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, href: string) => {
    if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
    event.preventDefault();
    if (event.ctrlKey || event.metaKey) openInNewTab(href);
    // the detail's "Back to list" returns to this page, sort and filters (A §4)
    else navigate(href, { state: backState(location) });
  };
  // translated once per render, not once per row
  const rowHint = t('common.dataTable.rowHint');
  const rowHandlers = (row: Row, href: string | null) => {
    if (href) {
      return {
        title: rowHint,
        tabIndex: 0,
        style: { cursor: 'pointer' },
        onClick: (e: MouseEvent<HTMLTableRowElement>) => onRowClick(e, href),
        onAuxClick: (e: MouseEvent<HTMLTableRowElement>) => onRowAuxClick(e, href),
        onKeyDown: (e: KeyboardEvent<HTMLTableRowElement>) => onRowKeyDown(e, href),
      };
    }
    if (onRowSelect) {
      return {
        title: rowHint,
        tabIndex: 0,
        style: { cursor: 'pointer' },
        onClick: (e: MouseEvent<HTMLTableRowElement>) => {
          if (e.button === 0 && !fromInteractive(e)) onRowSelect(row);
        },
        onKeyDown: (e: KeyboardEvent<HTMLTableRowElement>) => {
          if (e.key !== 'Enter' || e.target !== e.currentTarget) return;
          e.preventDefault();
          onRowSelect(row);
        },
      };
    }
    return {};
  };

  // the table's name, for the controls a page with two tables has twice (Columns, Compact, page size, pager, export)
  const name = ariaLabel ?? (typeof caption === 'string' ? caption : undefined);
  const sizeSelect = (
    <Form.Select
      size="sm"
      className="d-inline-block w-auto mx-1"
      aria-label={
        name ? t('common.dataTable.pageSizeLabelOf', { table: name }) : t('common.dataTable.pageSizeLabel')
      }
      value={pageSize}
      onChange={(e) => change({ page: 1, pageSize: Number(e.target.value), sort })}
    >
      {sizes.map((n) => (
        <option key={n} value={n}>
          {n}
        </option>
      ))}
    </Form.Select>
  );
  const [sizeBefore, sizeAfter] = t('common.dataTable.pageSize', { select: '\u0000' }).split('\u0000');

  const menuColumns = laidOut.map((c) => ({
    id: c.id,
    label: typeof c.header === 'string' ? c.header : (c.label ?? c.id),
    identity: c.identity,
  }));
  const toolbarContent = typeof toolbar === 'function' ? toolbar({ visibleColumns: visible }) : toolbar;
  // the classes are always there; they hold the columns only while the box is marked wide (data-table.css)
  const stickyClass = (c: (typeof laidOut)[number]) =>
    c.identity ? 'cell-sticky-start' : c.stickyEnd ? 'cell-sticky-end' : null;
  const stickyEnds = visible.filter((c) => c.stickyEnd && !c.identity).map((c) => c.id);
  const endStyles = new Map(
    stickyEnds.map((id, i) => [id, stickyEndStyle(stickyEnds.length - 1 - i)] as const),
  );
  const stickyStyle = (c: (typeof laidOut)[number]) => endStyles.get(c.id);

  return (
    <div
      className={['data-table', prefs.compact && 'data-table-compact', className].filter(Boolean).join(' ')}
    >
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <label className="small mb-0">
          {sizeBefore}
          {sizeSelect}
          {sizeAfter}
        </label>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <CompactToggle prefs={prefs} tableName={name} />
          <ColumnsMenu columns={menuColumns} prefs={prefs} tableName={name} />
          {toolbarContent}
          {exportName && (
            <ExportExcelButton<Row>
              name={exportName}
              sheetName={name}
              columns={exportedColumns(visible)}
              input={input}
              totals={exportTotals}
            />
          )}
        </div>
      </div>
      {/* a page asked for with no connection waits for it: the rows shown are the last ones answered */}
      {query.fetchStatus === 'paused' && (
        <p className="small text-warning-emphasis mb-2" role="status">
          {t('common.dataTable.paused')}
        </p>
      )}
      <div ref={scrollRef} className="data-table-scroll">
        <Table striped hover size="sm" aria-label={ariaLabel} aria-busy={query.isFetching}>
          {caption && <caption className="caption-top">{caption}</caption>}
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = byId.get(header.column.id);
                  const sortable = column?.sortable !== false;
                  const sorted = sort?.column === header.column.id ? sort.dir : null;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      data-column-id={header.column.id}
                      className={
                        column &&
                        classes(
                          column.headerClassName ?? column.className,
                          kindClass(column.kind),
                          prefs.compact && column.truncate && 'cell-truncate',
                          stickyClass(column),
                        )
                      }
                      style={{
                        ...(column?.width !== undefined ? { width: column.width } : {}),
                        ...(column ? stickyStyle(column) : {}),
                      }}
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : sortable
                              ? 'none'
                              : undefined
                      }
                    >
                      {sortable && column ? (
                        <button
                          type="button"
                          className="btn btn-link p-0 text-reset text-decoration-none fw-semibold"
                          onClick={() => toggleSort(column)}
                        >
                          <table.FlexRender header={header} />
                          <span aria-hidden="true" className="ms-1 text-body-secondary">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={Math.max(1, visible.length)} className="text-center text-body-secondary">
                  {query.isPending
                    ? t('common.dataTable.loading')
                    : noConnection
                      ? t('common.dataTable.noConnection')
                      : t('common.dataTable.noData')}
                </td>
              </tr>
            ) : (
              // the body is drawn from the data and the shown columns directly: react-table's row model makes a
              // reactive row and cell objects per cell (a quarter of a second at 4× for 25 rows), which the
              // first rows do not need; the columns' order and visibility still come from the table
              rows.slice(0, shownRows).map((row, index) => {
                const href = getRowHref?.(row) ?? null;
                return (
                  <tr key={rowKey ? rowKey(row, index) : index} {...rowHandlers(row, href)}>
                    {visible.map((column) => {
                      const truncated = prefs.compact && column.truncate;
                      const value = column.cell
                        ? column.cell(row, index)
                        : defaultCell(row, column.id, column.kind);
                      // a row that opens a record names it with a link in its identity cell: a screen reader lists and
                      // opens it as a link (the row itself is what the mouse and the keyboard's Tab and Enter use)
                      const content =
                        href &&
                        column.identity &&
                        (typeof value === 'number' || (typeof value === 'string' && value !== '')) ? (
                          <a href={href} className="row-link" tabIndex={-1}>
                            {value}
                          </a>
                        ) : (
                          value
                        );
                      return (
                        <td
                          key={column.id}
                          className={classes(
                            column.className,
                            kindClass(column.kind),
                            longWordClass(column, value),
                            truncated && 'cell-truncate',
                            stickyClass(column),
                          )}
                          style={stickyStyle(column)}
                        >
                          {truncated ? (
                            <div className="cell-truncate-text" title={plainText(column, row)}>
                              {content}
                            </div>
                          ) : (
                            content
                          )}
                        </td>
                      );
                    })}
                  </tr>
                );
              })
            )}
          </tbody>
        </Table>
      </div>
      {/* unseen until the first answer: it would stand where the rows come, and they would move it down the page */}
      <div
        className={`d-flex flex-wrap align-items-center justify-content-between gap-2${query.isPending ? ' invisible' : ''}`}
      >
        <div className="small" role="status">
          {t('common.dataTable.info', { from, to, total: filtered })}
          {filtered !== total && answer ? ` ${t('common.dataTable.infoFiltered', { max: total })}` : ''}
        </div>
        <Pager
          page={page}
          pageCount={pageCount}
          onPage={(p) => change({ page: p, pageSize, sort })}
          label={name ? t('common.dataTable.paginationOf', { table: name }) : undefined}
        />
      </div>
    </div>
  );
}
