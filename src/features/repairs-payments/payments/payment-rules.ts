import { BACKCHARGE, BUILDER_PAYMENT, type PaymentRecord, type RecordType } from '@/api/job-payments';

/* The payment detail tab's rules (B §2, B §9). */

/** Descriptions are cut at 30 characters in the grids (B §9). */
export const DESCRIPTION_CUT = 30;

/** The backcharge and builder-payment grid holds these records; the normal grid holds the rest. */
export function isBuilderSide(record: Pick<PaymentRecord, 'RecordType'>): boolean {
  return record.RecordType === BACKCHARGE || record.RecordType === BUILDER_PAYMENT;
}

/**
 * Whether a row may be edited or deleted (B §2): backcharge-grid rows only while their ItemStatus is
 * 'Backcharge'; normal rows only when they have no job type (work-log costs carry one).
 */
export function canChangePayment(
  record: Pick<PaymentRecord, 'RecordType' | 'ItemStatus' | 'JobType'>,
): boolean {
  if (isBuilderSide(record)) return record.ItemStatus === BACKCHARGE;
  return !record.JobType?.Name;
}

/**
 * The record types a create offers (B §2): the server's, without Backcharge unless the user may create
 * backcharges, and only negative-amount types when a deduction is wanted.
 */
export function offeredRecordTypes(
  types: readonly RecordType[],
  { canCreateBackcharge, deduction = false }: { canCreateBackcharge: boolean; deduction?: boolean },
): RecordType[] {
  return types.filter(
    (t) => (canCreateBackcharge || t.Name !== BACKCHARGE) && (!deduction || t.IsNegativeAmount),
  );
}

/** The description as the grid shows it: cut at 30 characters. */
export function cutDescription(text: string | null | undefined): string {
  const value = text ?? '';
  return value.length > DESCRIPTION_CUT ? `${value.slice(0, DESCRIPTION_CUT)}…` : value;
}

/** Amounts are shown negated (B §2): costs read negative, money received positive. */
export function shownAmount(amount: number | null | undefined): number {
  const value = -(amount ?? 0);
  return Object.is(value, -0) ? 0 : value;
}

/** A negative-amount type keeps its amount negative: the dialog takes it as a positive number. */
export function toStoredAmount(typed: number, type: RecordType | undefined): number {
  return type?.IsNegativeAmount ? -Math.abs(typed) : typed;
}

/** The dialog's amount of a stored record (its positive value for a negative-amount type). */
export function toTypedAmount(stored: number, type: RecordType | undefined): number {
  return type?.IsNegativeAmount ? Math.abs(stored) : stored;
}
