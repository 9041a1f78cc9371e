import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function AccessDeniedPage() {
  const { t } = useTranslation();
  return (
    <section className="text-center py-5" aria-labelledby="access-denied-title">
      <h1 id="access-denied-title" className="display-6">
        {t('dashboard.accessDenied.title')}
      </h1>
      <p className="text-body-secondary">{t('dashboard.accessDenied.text')}</p>
      <Link to="/dashboard" className="btn btn-outline-primary">
        {t('dashboard.accessDenied.back')}
      </Link>
    </section>
  );
}
