import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { isLostModule, reloadForNewBuild } from '@/lib/new-build';

/**
 * Shown when a screen fails to load (a lost chunk, an unexpected error): never a blank page. A chunk an earlier
 * deployment had (a tab opened before it) reloads the page for the new build when the server serves it; Reload
 * opens the same page again, the start page is a link away.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const lost = isLostModule(error);
  useEffect(() => {
    if (lost) void reloadForNewBuild();
  }, [lost]);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <main className="container py-5" role="alert">
      <h1 className="h3">{t('app.error.title')}</h1>
      <p>{t(lost ? 'app.error.lostText' : 'app.error.text')}</p>
      {detail && <p className="text-body-secondary small">{detail}</p>}
      <div className="d-flex flex-wrap gap-2">
        {/* a plain button: the error screen is in the start-up code, which carries no component library */}
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('app.error.reload')}
        </button>
        <Link to="/" reloadDocument className="btn btn-outline-secondary">
          {t('app.error.home')}
        </Link>
      </div>
    </main>
  );
}
