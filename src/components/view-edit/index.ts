export { DetailList, type DetailItem, type DetailListProps } from './detail-list';
export { useViewEdit, type ViewEdit, type ViewEditMode } from './use-view-edit';
export { ViewEditPanel, type ViewEditPanelProps } from './view-edit-panel';
