/*
 * The shared user create/update dialog (C §4, C §5), for the employees and subcontractors screens and the
 * user manager. Import the dialog lazily: `LazyUserFormDialog` (./load-user-form-dialog.ts), or from this
 * index where the screen's chunk already carries forms.
 */
export { UserFormDialog, useRoleLabel, userFormDraftId, type UserFormDialogProps } from './user-form-dialog';
export { useReopenUserForm } from './use-reopen-user-form';
export { USER_LIST_COLUMNS, type UserListColumn } from './user-dialog-names';
export {
  createUserFormSchema,
  defaultRole,
  maskSsn,
  SSN_PATTERN,
  toUserPayload,
  userFormDefaults,
  type UserFormAudience,
  type UserFormInput,
  type UserFormMode,
  type UserFormOptions,
  type UserFormValues,
} from './user-schema';
