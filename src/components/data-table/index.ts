export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
  type DataTableState,
} from './data-table';
export { ActionsCell, RowActions, type RowAction } from './actions-cell';
export { Pager, pageWindow, MAX_PAGE_LINKS } from './pager';
export { ListPage, type ColumnView, type ListPageProps } from './list-page';
export { defineListSource, listLoader, type ListSource, type TableColumnSpec } from './table-query';
export { type ColumnKind } from './data-table';
export { ExportExcelButton, type ExportExcelButtonProps } from './export-excel-button';
export { exportedColumns } from './export-excel';
