import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveInvoiceStatusId, useInvoiceStatuses } from '@/api/autocomplete';
import { useUpdateJobInvoiceStatus, type JobRow } from '@/api/jobs';
import { feedback } from '@/components/feedback';
import {
  INVOICE_STATUS_NOT_SPECIFIED,
  invoiceStatusToRequest,
  type InvoiceStatusValue,
} from '@/components/pickers';
import { notifySaveError } from '../save-error';

// The select (react-select) comes after the rows have painted; until then the cell shows the status name.
const InvoiceStatusPicker = lazy(() =>
  import('@/components/pickers/ready-pickers').then((m) => ({ default: m.InvoiceStatusPicker })),
);

/*
 * A page of selects is made a few at a time when the browser is idle after the rows have painted, not all at
 * once (25 selects at once hold the page for a second on a slow machine).
 */
const BATCH = 5;
const waiting: Array<() => void> = [];
let scheduled = false;

function onIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 1000 });
  else window.setTimeout(run, 0);
}

function releaseBatch(): void {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  onIdle(() => {
    scheduled = false;
    waiting.splice(0, BATCH).forEach((release) => release());
    releaseBatch();
  });
}

function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let live = true;
    const release = () => {
      if (live) setIdle(true);
    };
    waiting.push(release);
    releaseBatch();
    return () => {
      live = false;
      const at = waiting.indexOf(release);
      if (at >= 0) waiting.splice(at, 1);
    };
  }, []);
  return idle;
}

/**
 * The dashboard row's invoice status, changeable in place (PUT /api/jobs/{id}/invoiceStatus/{statusId}):
 * the shared invoice status picker, whose "Not Specified" is sent as 0. The row's status id is its
 * InvoiceStatusId when the server sends one, else resolved from the documented InvoiceStatus name
 * (decision 19) through the list the picker loads anyway.
 */
export function InvoiceStatusCell({ job }: { job: JobRow }) {
  const { t } = useTranslation();
  const update = useUpdateJobInvoiceStatus();
  const idle = useWhenIdle();
  const statuses = useInvoiceStatuses();
  const currentId = resolveInvoiceStatusId(job, statuses.data);
  const current: InvoiceStatusValue | null =
    currentId === undefined ? null : currentId === 0 ? INVOICE_STATUS_NOT_SPECIFIED : currentId;

  const change = async (value: InvoiceStatusValue | null) => {
    const invoiceStatusId = invoiceStatusToRequest(value ?? INVOICE_STATUS_NOT_SPECIFIED) ?? 0;
    if (invoiceStatusId === currentId) return;
    try {
      await update.mutateAsync({ id: job.Id, invoiceStatusId });
      feedback.notify.success(t('jobs.report.invoiceStatusSaved'));
    } catch (e) {
      notifySaveError(e, t('jobs.report.invoiceStatusError'));
    }
  };

  const name = <span className="d-inline-block py-1">{job.InvoiceStatus}</span>;
  return (
    // The menu is portaled to <body>, but React still bubbles its clicks to the row: stop them here
    // so that choosing a status does not open the job.
    <div
      data-row-click="ignore"
      style={{ minWidth: '9.5rem' }}
      onClick={(e) => e.stopPropagation()}
      onAuxClick={(e) => e.stopPropagation()}
    >
      <Suspense fallback={name}>
        {idle ? (
          <InvoiceStatusPicker
            aria-label={t('jobs.report.invoiceStatusOf', { lot: job.LotGroupCode })}
            value={current}
            onChange={(value) => void change(value)}
            isClearable={false}
            isDisabled={update.isPending}
            menuPortalTarget={document.body}
          />
        ) : (
          name
        )}
      </Suspense>
    </div>
  );
}
