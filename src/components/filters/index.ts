export { FilterPanel, type FilterPanelProps } from './filter-panel';
export { useFilterDraft, useListState, type TableListState, type UseListState } from './use-list-state';
