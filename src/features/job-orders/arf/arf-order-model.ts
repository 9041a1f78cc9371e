import { ARF_SECTIONS, type ArfConfigurationRow, type ArfOrder } from '@/api/arf-orders';
import { toRequestDate } from '@/lib/format';

/** The ARF form's values: the order without its job (dates as YYYY-MM-DD for the date inputs). */
export type ArfFormValues = Omit<ArfOrder, 'JobId'>;

const emptyRows = (count: number): ArfConfigurationRow[] =>
  Array.from({ length: count }, () => ({ Length: null, NumberOfPieces: null }));

/** A section's rows, always exactly its count (B §9: 4, 12 and 4), the saved values first. */
function rowsOf(saved: readonly ArfConfigurationRow[] | undefined, count: number): ArfConfigurationRow[] {
  return emptyRows(count).map((empty, i) => ({
    Length: saved?.[i]?.Length ?? empty.Length,
    NumberOfPieces: saved?.[i]?.NumberOfPieces ?? empty.NumberOfPieces,
  }));
}

/** The form's values of a saved order, or of a new one. */
export function arfFormValues(order: ArfOrder | null): ArfFormValues {
  return {
    ArfName: order?.ArfName ?? '',
    ArfFax: order?.ArfFax ?? '',
    ShipTo: order?.ShipTo ?? '',
    OrderDate: toRequestDate(order?.OrderDate) || null,
    NeededDate: toRequestDate(order?.NeededDate) || null,
    RakeColorId: order?.RakeColorId ?? null,
    CrColorId: order?.CrColorId ?? null,
    SoColorId: order?.SoColorId ?? null,
    RakeConfiguration: rowsOf(order?.RakeConfiguration, ARF_SECTIONS.rake.rows),
    CrConfiguration: rowsOf(order?.CrConfiguration, ARF_SECTIONS.cr.rows),
    SoConfiguration: rowsOf(order?.SoConfiguration, ARF_SECTIONS.so.rows),
    RakeNote: order?.RakeNote ?? '',
    CrNote: order?.CrNote ?? '',
    SoNote: order?.SoNote ?? '',
  };
}

/** The order as POST /api/arf takes it. */
export function arfPayload(jobId: number, values: ArfFormValues): ArfOrder {
  return { JobId: jobId, ...values };
}
