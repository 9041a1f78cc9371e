import { useTranslation } from 'react-i18next';

/**
 * What the first page shows while its loaders and chunks arrive (the router's HydrateFallback): a spinner in
 * Bootstrap's markup, so that the first paint needs no component library.
 */
export function StartupFallback() {
  const { t } = useTranslation();
  return (
    <div className="d-flex justify-content-center align-items-center min-vh-100" role="status">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{t('common.feedback.loading')}</span>
    </div>
  );
}
