import { useTranslation } from 'react-i18next';
import { ScheduleCalendar } from './schedule-calendar';
import { jobScheduleQuery } from './schedule-queries';

/** jobs.jobSchedule: jobs by start date. */
export function JobSchedulePage() {
  const { t } = useTranslation();
  return <ScheduleCalendar title={t('schedules.job.title')} query={jobScheduleQuery} />;
}
