import type { ComponentType } from 'react';
import { lazyComponent } from '@/lib/lazy-component';

/**
 * A dialog whose code (its form, pickers, date inputs, validation) loads when it first opens, not with the
 * screen that owns it: nothing is rendered while it is closed. It is drawn as soon as its code is in
 * (lazyComponent); `preload()` loads it ahead.
 *
 * @example
 * const JobFormDialog = lazyDialog(() => import('../job-form/job-form-dialog').then((m) => m.JobFormDialog));
 * <JobFormDialog show={editing !== undefined} job={editing} onHide={close} />
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => !!(props as { show?: boolean }).show,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  const Dialog = lazyComponent(load);
  function LazyDialog(props: P) {
    if (!isOpen(props)) return null;
    return <Dialog {...props} />;
  }
  // a route that opens the dialog at once loads it with the screen: open, it is drawn in the screen's first render
  return Object.assign(LazyDialog, { preload: Dialog.preload });
}
