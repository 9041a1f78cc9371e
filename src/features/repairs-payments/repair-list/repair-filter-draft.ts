import type { DateRange } from '@/lib/date-range';

/** The repair order filters as the panel edits them (B §2). */
export interface RepairFilterDraft {
  BuilderId: number | null;
  JobSite: number | null;
  created: DateRange;
  completion: DateRange;
  ModifiedBy: string;
  RepairStatus: string;
  /** an invoice status id, 'na' (Not Specified), or null (All) */
  InvoiceStatusId: number | 'na' | null;
}
