import { useTranslation } from 'react-i18next';

export function DashboardPage() {
  const { t } = useTranslation();
  return <h1 className="h3">{t('dashboard.title')}</h1>;
}
