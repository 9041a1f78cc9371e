export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
  type DataTableState,
} from './data-table';
export { ActionsCell, RowActions, type RowAction } from './actions-cell';
export { Pager, pageWindow, MAX_PAGE_LINKS } from './pager';
