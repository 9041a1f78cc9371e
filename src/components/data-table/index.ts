export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
  type DataTableState,
} from './data-table';
export { ActionsCell } from './actions-cell';
export { Pager, pageWindow, MAX_PAGE_LINKS } from './pager';
