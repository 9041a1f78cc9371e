import { queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getJobCalendar, calendarKeys, type CalendarRequest } from '@/api/calendar';
import { ScheduleCalendar, type ScheduleEntry } from './schedule-calendar';

export const jobScheduleQuery = (body: CalendarRequest) =>
  queryOptions({
    queryKey: [...calendarKeys.jobs(body)] as readonly unknown[],
    queryFn: async ({ signal }): Promise<ScheduleEntry[]> =>
      (await getJobCalendar(body, signal)).map((job) => ({
        id: `job-${job.Id}`,
        title: [job.BuilderName, job.JobSiteName, job.LotGroupCode].filter(Boolean).join(' - '),
        date: job.StartDate,
        href: `/jobs/${job.Id}`,
        invoiceStatus: job.InvoiceStatus,
      })),
  });

/** jobs.jobSchedule: jobs by start date. */
export function JobSchedulePage() {
  const { t } = useTranslation();
  return <ScheduleCalendar title={t('schedules.job.title')} query={jobScheduleQuery} />;
}
