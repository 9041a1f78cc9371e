import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';

/** Incomplete with a warning label, Completed with a success label (A §2). */
function statusBadge(isCompleted: boolean, t: TFunction): ReactElement {
  return isCompleted ? (
    <Badge bg="success">{t('jobs.status.completed')}</Badge>
  ) : (
    <Badge bg="warning" text="dark">
      {t('jobs.status.incomplete')}
    </Badge>
  );
}

/** A job's status badge (the job's header). */
export function JobStatusBadge({ isCompleted }: { isCompleted: boolean }) {
  const { t } = useTranslation();
  return statusBadge(isCompleted, t);
}

/**
 * A table's status cells: the two badges made once, each row shows one of them (no translation hook or lookup per
 * row: the job list's first rows wait for every cell).
 */
export function jobStatusCell(t: TFunction): (row: { IsCompleted: boolean }) => ReactElement {
  const badges = [statusBadge(false, t), statusBadge(true, t)] as const;
  return (row) => badges[row.IsCompleted ? 1 : 0];
}
