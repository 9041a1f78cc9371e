import { useMemo, type ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
import { useParams } from 'react-router-dom';
import { useListState, type UseListState } from '@/components/filters';
import type { FilterParams } from '@/lib/list-params';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
import { listTableInput, type ListSource } from './table-query';

/** How a column looks: everything but what the request needs (that is the source's). */
export type ColumnView<Row> = Omit<DataTableColumn<Row>, 'id' | 'sortable' | 'searchable'>;

export interface ListPageProps<Row extends RowData, F extends FilterParams> extends Pick<
  DataTableProps<Row>,
  | 'getRowHref'
  | 'onRowClick'
  | 'rowKey'
  | 'toolbar'
  | 'hiddenColumns'
  | 'caption'
  | 'aria-label'
  | 'exportName'
  | 'exportTotals'
> {
  /** the page heading */
  title: ReactNode;
  /** id of the heading (names the section) */
  titleId: string;
  /**
   * the table's stable id under which each user's columns and density are remembered; defaults to `titleId`
   * without its "-title" ending
   */
  tableId?: string;
  /** a page's list has a level-1 heading (the default); a tab's list, under its page's heading, level 2 */
  headingLevel?: 1 | 2;
  /** the list's URL parameters, API source and columns (its own module, which the route loader prefetches) */
  source: ListSource<Row, F>;
  /** each column's header and cell, by the source's column ids */
  views: Record<string, ColumnView<Row>>;
  /** the filter panel, given the list's URL state */
  filters?: (list: UseListState<F>) => ReactNode;
  /** dialogs and anything else the page shows below the table */
  children?: ReactNode;
}

/** A source's columns, in its order and with its request flags, shown as `views` say. */
function columnsOf<Row, F extends FilterParams>(
  source: ListSource<Row, F>,
  views: Record<string, ColumnView<Row>>,
): DataTableColumn<Row>[] {
  return source.columns.map((spec) => ({ ...views[spec.id], ...spec }));
}

/**
 * The scaffold of a list screen: heading, filter panel, the server-side table whose page, size, sort and filters
 * live in the URL, and the page's dialogs. The table reads the same query the route's `listLoader` prefetched.
 *
 * @example
 * <ListPage title={t('jobs.list.title')} titleId="jobs-title" source={jobListSource} views={views}
 *   filters={(list) => <JobFiltersPanel key={list.syncKey} ... />} getRowHref={(row) => `/jobs/${row.Id}`} />
 */
export function ListPage<Row extends RowData, F extends FilterParams>({
  title,
  titleId,
  tableId = titleId.replace(/-title$/, ''),
  headingLevel = 1,
  source,
  views,
  filters,
  children,
  ...table
}: ListPageProps<Row, F>) {
  const list = useListState(source.params);
  const columns = useMemo(() => columnsOf(source, views), [source, views]);
  const requestFilters = listTableInput(source, list.state, useParams()).filters;
  return (
    <section aria-labelledby={titleId}>
      {headingLevel === 1 ? (
        <h1 id={titleId} className="h3 mb-3">
          {title}
        </h1>
      ) : (
        <h2 id={titleId} className="h5 mb-3">
          {title}
        </h2>
      )}
      {filters?.(list)}
      <DataTable<Row>
        {...table}
        tableId={tableId}
        queryKey={source.queryKey}
        fetcher={source.fetcher}
        columns={columns}
        state={list.state}
        onStateChange={list.setTableState}
        defaultPageSize={source.params.pageSize}
        defaultSort={source.params.defaultSort}
        thenSort={source.thenSort}
        filters={requestFilters}
      />
      {children}
    </section>
  );
}
