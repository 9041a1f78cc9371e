import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readAllRows } from '@/api/datatables';
import {
  getExistingWorkLogs,
  PAID_STATUS_NAME,
  recordTypesQueryOptions,
  useBulkUpdateWorkLogs,
  workLogsDataTable,
  type WorkLog,
} from '@/api/work-logs';
import { feedback } from '@/components/feedback';
import { lazyDialog } from '@/components/modal';
import { toApiError } from '@/lib/api-error';
import { formatCurrency } from '@/lib/format';
import { otherLogsOfSameJobType, splitInvoiceLogs } from './work-log-rules';

const ExistingLogsDialog = lazyDialog(() =>
  import('./existing-logs-dialog').then((m) => m.ExistingLogsDialog),
);

interface Warning {
  toBePaid: WorkLog[];
  alreadyPaid: WorkLog[];
  resolve: (yes: boolean) => void;
}

/**
 * Generate invoice (C §4, C §8): the subcontractor's ready rows (both tables, every page); none → an alert.
 * Other logs of the same job and job type that are not on it → the warning with To Be Paid and Already Paid
 * grids; then a confirmation naming the subcontractor and the total; PUT /api/worklog/bulkUpdate; a success
 * alert with the same.
 */
export function useGenerateInvoice(): {
  run: (subcontractorId: number, name: string) => Promise<void>;
  running: boolean;
  element: ReactNode;
} {
  const { t } = useTranslation();
  const client = useQueryClient();
  const bulk = useBulkUpdateWorkLogs();
  const [running, setRunning] = useState(false);
  const busy = useRef(false);
  const [warning, setWarning] = useState<Warning | null>(null);

  const ask = (toBePaid: WorkLog[], alreadyPaid: WorkLog[]) =>
    new Promise<boolean>((resolve) => setWarning({ toBePaid, alreadyPaid, resolve }));

  const run = async (subcontractorId: number, name: string) => {
    if (busy.current) return;
    busy.current = true;
    setRunning(true);
    try {
      const [types, normal, deduct] = await Promise.all([
        client.fetchQuery(recordTypesQueryOptions()),
        readAllRows(workLogsDataTable(subcontractorId, { approveMode: true }), {}),
        readAllRows(workLogsDataTable(subcontractorId, { approveMode: true, isDeductRecords: true }), {}),
      ]);
      const all = [...normal, ...deduct];
      const ready = all.filter((l) => l.ReadyForPayment);
      if (ready.length === 0) {
        await feedback.alert({
          title: t('workLogs.invoice.noneReadyTitle'),
          text: t('workLogs.invoice.noneReady'),
        });
        return;
      }
      const existing = await getExistingWorkLogs({
        SubcontractorId: subcontractorId,
        IncludePaid: true,
        JobIds: [...new Set(ready.map((l) => l.JobId))],
        JobTypeIds: [...new Set(ready.map((l) => l.JobTypeId))],
      });
      const others = otherLogsOfSameJobType(existing, ready);
      if (others.length > 0) {
        const isPaid = (l: WorkLog) => l.Status?.Name === PAID_STATUS_NAME;
        const yes = await ask(
          others.filter((l) => !isPaid(l)),
          others.filter(isPaid),
        );
        if (!yes) return;
      }
      const total = formatCurrency(splitInvoiceLogs(ready, types).total);
      const confirmed = await feedback.confirm({
        title: t('workLogs.invoice.confirmTitle'),
        text: t('workLogs.invoice.confirmText', { name, total }),
      });
      if (!confirmed) return;
      await bulk.mutateAsync(ready);
      await feedback.alert({
        title: t('workLogs.invoice.successTitle'),
        text: t('workLogs.invoice.successText', { name, total }),
      });
    } catch (error) {
      const e = toApiError(error);
      if (e.status !== 401)
        await feedback.alert({
          title: t('workLogs.invoice.error'),
          text: e.message || t('workLogs.invoice.error'),
        });
    } finally {
      busy.current = false;
      setRunning(false);
    }
  };

  const answer = (yes: boolean) => {
    warning?.resolve(yes);
    setWarning(null);
  };

  const element = (
    <ExistingLogsDialog
      show={warning !== null}
      toBePaid={warning?.toBePaid ?? []}
      alreadyPaid={warning?.alreadyPaid ?? []}
      onAnswer={answer}
    />
  );
  return { run, running, element };
}
