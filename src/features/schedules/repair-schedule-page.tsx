import { useTranslation } from 'react-i18next';
import { ScheduleCalendar } from './schedule-calendar';
import { repairScheduleQuery } from './schedule-queries';

/** jobs.repairSchedule: repair orders by request date. */
export function RepairSchedulePage() {
  const { t } = useTranslation();
  return <ScheduleCalendar title={t('schedules.repair.title')} query={repairScheduleQuery} />;
}
