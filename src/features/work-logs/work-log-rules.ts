import type { InvoiceWorkLog } from '@/api/invoices';
import type { JobInfo, RecordType, WorkLog } from '@/api/work-logs';

/* The work-log rules of C §4 and C §5, and the invoice sums of C §2. No UI here. */

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The leading numeric part of a quantity (digits and dots): "12.5 sq" → 12.5; "", "abc" → 0. */
export function leadingNumber(quantity: string | null | undefined): number {
  const match = /^\s*[\d.]+/.exec(quantity ?? '');
  if (!match) return 0;
  const n = Number.parseFloat(match[0]);
  return Number.isFinite(n) ? n : 0;
}

/** C §5: a quantity change recomputes the approved amount as its leading number times the unit price. */
export function recomputeApprovedAmount(
  quantity: string | null | undefined,
  unitPrice: number | null | undefined,
) {
  return round2(leadingNumber(quantity) * (unitPrice ?? 0));
}

/** C §4: ready for payment needs an approved amount other than 0. */
export function canMarkReadyForPayment(approvedAmount: number | null | undefined): boolean {
  return approvedAmount !== null && approvedAmount !== undefined && Number(approvedAmount) !== 0;
}

/** Whether a log is deducted: its own flag (invoices), else its record type's. */
export function isDeduction(
  log: Pick<InvoiceWorkLog, 'IsNegativeAmount' | 'RecordType'>,
  types?: readonly RecordType[],
) {
  if (typeof log.IsNegativeAmount === 'boolean') return log.IsNegativeAmount;
  return !!types?.find((t) => t.Name === log.RecordType)?.IsNegativeAmount;
}

export interface InvoiceGrids<T> {
  toBePaid: T[];
  toBeDeducted: T[];
  paidSubtotal: number;
  deductedSubtotal: number;
  /** earnings less deductions */
  total: number;
}

/** C §2: the to-be-paid and to-be-deducted grids of an invoice, their subtotals and the grand total. */
export function splitInvoiceLogs<
  T extends Pick<InvoiceWorkLog, 'IsNegativeAmount' | 'RecordType' | 'ApprovedAmount'>,
>(logs: readonly T[], types?: readonly RecordType[]): InvoiceGrids<T> {
  const toBePaid = logs.filter((l) => !isDeduction(l, types));
  const toBeDeducted = logs.filter((l) => isDeduction(l, types));
  const sum = (list: T[]) => round2(list.reduce((s, l) => s + Math.abs(Number(l.ApprovedAmount ?? 0)), 0));
  const paidSubtotal = sum(toBePaid);
  const deductedSubtotal = sum(toBeDeducted);
  return {
    toBePaid,
    toBeDeducted,
    paidSubtotal,
    deductedSubtotal,
    total: round2(paidSubtotal - deductedSubtotal),
  };
}

/** JobInfo as text: "Builder - Job site - Lot" (C §3), whether answered as text or as an object. */
export function jobInfoText(info: JobInfo): string {
  if (!info) return '';
  if (typeof info === 'string') return info;
  const pick = (...keys: string[]) => {
    for (const k of keys) {
      const v = info[k];
      if (typeof v === 'string' || typeof v === 'number') return String(v);
    }
    return '';
  };
  return [
    pick('Builder', 'BuilderName'),
    pick('JobSite', 'JobSiteName'),
    pick('LotNumber', 'LotGroupCode', 'Lot'),
  ]
    .filter(Boolean)
    .join(' - ');
}

/** The other logs of the same job and job type as the chosen ones (C §4 "other logs warning"). */
export function otherLogsOfSameJobType<T extends Pick<WorkLog, 'Id' | 'JobId' | 'JobTypeId'>>(
  existing: readonly T[],
  chosen: ReadonlyArray<Pick<WorkLog, 'JobId' | 'JobTypeId'> & { Id?: number }>,
): T[] {
  const ids = new Set(chosen.map((c) => c.Id).filter((id): id is number => id !== undefined));
  const pairs = new Set(chosen.map((c) => `${c.JobId}/${c.JobTypeId}`));
  return existing.filter((l) => !ids.has(l.Id) && pairs.has(`${l.JobId}/${l.JobTypeId}`));
}
