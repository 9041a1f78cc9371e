/**
 * The user form dialog's code, loaded on demand: what the screens' `lazyDialog` loads when the dialog first opens,
 * and what a route that opens it at once (the user manager's form) starts with the screen's code.
 */
export const loadUserFormDialog = () => import('./user-form-dialog').then((m) => m.UserFormDialog);
