import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

/**
 * A small spinner that says "Loading…" to assistive technology: where a part of a screen comes (its data or its
 * code), e.g. the Fallback of a lazyComponent.
 *
 * @example
 * const Editor = lazyComponent(() => import('./editor').then((m) => m.Editor), LoadingSpinner);
 */
export function LoadingSpinner() {
  const { t } = useTranslation();
  return (
    <Spinner animation="border" size="sm" role="status" variant="primary">
      <span className="visually-hidden">{t('common.feedback.loading')}</span>
    </Spinner>
  );
}
