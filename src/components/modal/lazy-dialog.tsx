import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A dialog whose code (its form, pickers, date inputs, validation) loads when it first opens, not with the
 * screen that owns it: nothing is rendered while it is closed.
 *
 * @example
 * const JobFormDialog = lazyDialog(() => import('../job-form/job-form-dialog').then((m) => m.JobFormDialog));
 * <JobFormDialog show={editing !== undefined} job={editing} onHide={close} />
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => !!(props as { show?: boolean }).show,
): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    if (!isOpen(props)) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
