import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';

/** Incomplete with a warning label, Completed with a success label (A §2). */
export function JobStatusBadge({ isCompleted }: { isCompleted: boolean }) {
  const { t } = useTranslation();
  return isCompleted ? (
    <Badge bg="success">{t('jobs.status.completed')}</Badge>
  ) : (
    <Badge bg="warning" text="dark">
      {t('jobs.status.incomplete')}
    </Badge>
  );
}
