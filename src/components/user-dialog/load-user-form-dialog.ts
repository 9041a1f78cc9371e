import { lazyDialog } from '@/components/modal';

/**
 * The user form dialog, its code loaded when it first opens (not with the screens that own it). A route that opens
 * it at once (the user manager's form) starts `LazyUserFormDialog.preload()` with the screen's code, so that the
 * dialog is drawn in the screen's first render.
 */
export const LazyUserFormDialog = lazyDialog(() =>
  import('./user-form-dialog').then((m) => m.UserFormDialog),
);
