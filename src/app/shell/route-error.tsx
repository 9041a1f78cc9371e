import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/** Shown when a screen fails to load (a lost chunk, an unexpected error): never a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <main className="container py-5" role="alert">
      <h1 className="h3">{t('app.error.title')}</h1>
      <p>{t('app.error.text')}</p>
      {detail && <p className="text-body-secondary small">{detail}</p>}
      <Link to="/" reloadDocument className="btn btn-primary">
        {t('app.error.reload')}
      </Link>
    </main>
  );
}
