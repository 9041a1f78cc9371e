export { FilterPanel, type FilterPanelProps } from './filter-panel';
export { useListState, type TableListState, type UseListState } from './use-list-state';
export {
  defineListParams,
  filterParam,
  type FilterParams,
  type FilterValues,
  type ListParams,
  type ListSort,
  type ListState,
} from '@/lib/list-params';
