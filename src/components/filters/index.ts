export { DisclosureToggle, type DisclosureToggleProps } from './disclosure-toggle';
export { FilterFieldsLoading, FilterPanel, type FilterPanelProps } from './filter-panel';
export { useFilterDraft, useListState, type TableListState, type UseListState } from './use-list-state';
export { NameFilterPanel, type NameFilterPanelProps } from './name-filter-panel';
