import { lazy, memo, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '@/api/auth';
import { JOB_DETAIL_ACCESS } from '@/features/jobs/routes';
import { isAllowed } from '@/lib/permissions';

/** The dialog's code loads on first open, not with the shell. */
const JobFinderDialog = lazy(() =>
  import('./job-finder-dialog').then((m) => ({ default: m.JobFinderDialog })),
);

/** Ctrl-K or Cmd-K. */
export const isFinderShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/**
 * The quick job finder: a search box in the header and Ctrl-K (Cmd-K) open a dialog that finds a job by
 * part of its lot group code, address, home owner, builder or job site and opens it. Only for users who may
 * open a job (JOB_DETAIL_ACCESS). Memoised: the header's own re-renders (e.g. while logging out, after the
 * cache is cleared) must not make it ask for the permission list again.
 */
export const JobFinder = memo(function JobFinder() {
  const { t } = useTranslation();
  const allowed = isAllowed(usePermissions(), JOB_DETAIL_ACCESS);
  const [open, setOpen] = useState(false);
  // mounted from the first open on, so the dialog's code is fetched only then
  const [used, setUsed] = useState(false);

  const show = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    if (!allowed) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isFinderShortcut(event)) return;
      event.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [allowed, show]);

  if (!allowed) return null;
  return (
    <>
      <button
        type="button"
        className="app-finder-button btn btn-sm d-flex align-items-center gap-2"
        onClick={show}
        aria-haspopup="dialog"
        aria-label={t('app.finder.title')}
        aria-keyshortcuts="Control+K Meta+K"
      >
        <span aria-hidden="true">⌕</span>
        <span className="app-finder-placeholder">{t('app.finder.open')}</span>
        <kbd className="d-none d-md-inline" aria-hidden="true">
          {t('app.finder.shortcut')}
        </kbd>
      </button>
      {used && (
        <Suspense fallback={null}>
          <JobFinderDialog show={open} onHide={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
});
