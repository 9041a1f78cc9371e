import type { TFunction } from 'i18next';
import { getExistingWorkLogs, type ExistingWorkLogsQuery, type WorkLog } from '@/api/work-logs';
import { feedback } from '@/components/feedback';
import { toApiError } from '@/lib/api-error';
import { isNoConnection } from './outbox/outbox-core';

/**
 * C §8 "Same job type exists…": whether a save may go on. It looks for the subcontractor's logs of the job and job
 * types (`isOther` leaves out the log being edited) and, when there are some, asks. With no connection the look
 * cannot run: the save goes on when it can keep the logs on this laptop (`canQueue`), else nothing is saved.
 */
export async function confirmSameJobType(
  query: ExistingWorkLogsQuery,
  {
    t,
    canQueue,
    isOther = () => true,
  }: { t: TFunction; canQueue: boolean; isOther?: (log: WorkLog) => boolean },
): Promise<boolean> {
  try {
    const existing = await getExistingWorkLogs(query);
    if (!existing.some(isOther)) return true;
  } catch (error) {
    if (canQueue && isNoConnection(error)) return true;
    const e = toApiError(error);
    if (e.status !== 401) feedback.notify.error(e.message || t('workLogs.duplicate.checkError'));
    return false;
  }
  return feedback.confirm({ title: t('workLogs.duplicate.title'), text: t('workLogs.duplicate.text') });
}
