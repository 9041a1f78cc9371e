import { queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { calendarKeys, getRepairOrderCalendar, type CalendarRequest } from '@/api/calendar';
import { ScheduleCalendar, type ScheduleEntry } from './schedule-calendar';

export const repairScheduleQuery = (body: CalendarRequest) =>
  queryOptions({
    queryKey: [...calendarKeys.repairOrders(body)] as readonly unknown[],
    queryFn: async ({ signal }): Promise<ScheduleEntry[]> =>
      (await getRepairOrderCalendar(body, signal)).map((order) => ({
        id: `repair-${order.Id}`,
        title: [order.BuilderName, order.JobSiteName, order.LotGroupCode].filter(Boolean).join(' - '),
        date: order.RequestDate,
        href: `/jobs/${order.JobId}/repairOrder/edit/${order.Id}`,
        invoiceStatus: order.InvoiceStatus,
      })),
  });

/** jobs.repairSchedule: repair orders by request date. */
export function RepairSchedulePage() {
  const { t } = useTranslation();
  return <ScheduleCalendar title={t('schedules.repair.title')} query={repairScheduleQuery} />;
}
