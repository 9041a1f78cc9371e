import { memo, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '@/api/auth';
import { JOB_DETAIL_ACCESS } from '@/features/jobs/routes';
import { lazyComponent } from '@/lib/lazy-component';
import { isAllowed } from '@/lib/permissions';

/** The dialog's code loads on first open, not with the shell. */
const JobFinderDialog = lazyComponent(() => import('./job-finder-dialog').then((m) => m.JobFinderDialog));

/**
 * The search box's magnifier (Bootstrap Icons' "search"), drawn rather than typed: the "⌕" character it was is in
 * few fonts (on Linux only in DejaVu Sans Mono), so drawing it made the browser walk the whole font list for a
 * fallback, a platform font lookup per family, in the first layout of every screen.
 */
const MAGNIFIER =
  'M11.742 10.344a6.5 6.5 0 1 0-1.397 1.398h-.001q.044.06.098.115l3.85 3.85a1 1 0 0 0 1.415-1.414l-3.85-3.85a1 1 0 0 0-.115-.1zM12 6.5a5.5 5.5 0 1 1-11 0 5.5 5.5 0 0 1 11 0';

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
        <svg
          width="14"
          height="14"
          viewBox="0 0 16 16"
          fill="currentColor"
          aria-hidden="true"
          focusable="false"
        >
          <path d={MAGNIFIER} />
        </svg>
        <span className="app-finder-placeholder">{t('app.finder.open')}</span>
        <kbd className="d-none d-md-inline" aria-hidden="true">
          {t('app.finder.shortcut')}
        </kbd>
      </button>
      {used && <JobFinderDialog show={open} onHide={() => setOpen(false)} />}
    </>
  );
});
