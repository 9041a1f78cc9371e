import { useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/components/feedback/feedback-store';
import { lazyComponent } from '@/lib/lazy-component';
import { reloadForNewBuild } from '@/lib/new-build';

/**
 * A dialog whose code could not be loaded (no connection, or a new deployment replaced its chunk): an error toast
 * says so and the dialog closes (its `onHide`), instead of the page's error screen taking the place of the screen
 * and what it shows. The next opening loads again. Online, with the server serving the page, the chunk was a
 * deployment's before this one: the page reloads for the new build (lib/new-build.ts).
 */
function DialogLoadError(props: object) {
  const { t } = useTranslation();
  const onHide = (props as { onHide?: () => void }).onHide;
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    feedback.notify.error(t('common.feedback.partNotLoaded'));
    onHide?.();
    void reloadForNewBuild();
  }, [t, onHide]);
  return null;
}

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
  const Dialog = lazyComponent(load, undefined, DialogLoadError);
  function LazyDialog(props: P) {
    if (!isOpen(props)) return null;
    return <Dialog {...props} />;
  }
  // a route that opens the dialog at once loads it with the screen: open, it is drawn in the screen's first render
  return Object.assign(LazyDialog, { preload: Dialog.preload });
}
