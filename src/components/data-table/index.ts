export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
  type DataTableState,
} from './data-table';
export { Pager, pageWindow, MAX_PAGE_LINKS } from './pager';
