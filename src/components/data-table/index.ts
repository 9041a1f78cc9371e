export {
  DataTable,
  WIDE_WINDOW,
  type ColumnKind,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
  type DataTableState,
  type DataTableToolbarContext,
} from './data-table';
export { ActionsCell, RowActions, type RowAction } from './actions-cell';
export { Pager, pageWindow, MAX_PAGE_LINKS } from './pager';
export { ListPage, type ColumnView, type ListPageProps } from './list-page';
export { defineListSource, listLoader, type ListSource, type TableColumnSpec } from './table-query';
export { ColumnsMenu, CompactToggle, type ColumnsMenuProps, type MenuColumn } from './columns-menu';
export { useTablePrefs, tablePrefsKey, type PrefsColumn, type TablePrefs } from './table-prefs';
export { ExportExcelButton, type ExportExcelButtonProps } from './export-excel-button';
export { exportedColumns } from './export-excel';
export { useTableAnswered } from './use-table-answered';
