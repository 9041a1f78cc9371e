export {
  AsyncPicker,
  PICKER_DEBOUNCE_MS,
  PICKER_PAGE_SIZE,
  type AsyncPickerProps,
  type PickerLoadRequest,
} from './async-picker';
export {
  BuilderPicker,
  ContractorPicker,
  InvoiceStatusPicker,
  JobLotPicker,
  JobModelPicker,
  JobPicker,
  JobSitePicker,
  UserPicker,
  jobLotToOption,
  jobSiteToOption,
  jobToOption,
  prefetchPickerLists,
  searchJobs,
  userToOption,
  type BuilderPickerProps,
  type ContractorPickerProps,
  type InvoiceStatusPickerProps,
  type InvoiceStatusValue,
  type JobLotPickerProps,
  type JobModelPickerProps,
  type JobPickerProps,
  type JobSitePickerProps,
  type KnownOption,
  type MultiIdProps,
  type ReadyPickerProps,
  type SingleIdProps,
  type UserPickerProps,
} from './ready-pickers';
export type {
  CommonSelectProps,
  LabelQuery,
  LabelResolver,
  PickerOption,
  PickerStart,
  PickerValue,
} from './select-base';
export { SelectField, type SelectFieldProps } from './select-field';
export { INVOICE_STATUS_NOT_SPECIFIED, invoiceStatusToRequest } from '@/api/autocomplete';
export {
  ContactsPicker,
  CONTACT_SEARCH,
  CONTACTS_MAX_HEIGHT,
  type Contact,
  type ContactsPickerProps,
} from './contacts-picker';
export {
  ColorMultiSelect,
  ColorPicker,
  ManufacturerPicker,
  MaterialCategoryPicker,
  MaterialPicker,
  SupplyCompanyPicker,
  UnitPicker,
  addColorEntries,
  colorToOption,
  dedupeColors,
  materialCategoryToOption,
  materialToOption,
  prefetchReferenceLists,
  type ColorMultiSelectProps,
  type ColorPickerProps,
  type ManufacturerPickerProps,
  type MaterialCategoryPickerProps,
  type MaterialPickerProps,
  type ReferenceValueProps,
  type SupplyCompanyPickerProps,
  type UnitPickerProps,
} from './reference-pickers';
export { ColorSwatch } from './color-swatch';
export {
  DeferredColorPicker,
  DeferredMaterialCategoryPicker,
  DeferredMaterialPicker,
  DeferredSupplyCompanyPicker,
  DeferredUnitPicker,
} from './deferred-pickers';
export {
  DeferredContractorPicker,
  DeferredInvoiceStatusPicker,
  DeferredJobLotPicker,
  DeferredUserPicker,
} from './deferred-ready-pickers';
export {
  DeferredSelect,
  moduleLoader,
  ONE_LINE_PICKER,
  type ModuleLoader,
  type StandInProps,
} from './picker-stand-in';
export {
  WorkLogSubcontractorPicker,
  type WorkLogSubcontractorPickerProps,
} from './work-log-subcontractor-picker';
