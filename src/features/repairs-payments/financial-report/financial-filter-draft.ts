import type { DateRange } from '@/lib/date-range';

/** The financial report's filters as the panel edits them. */
export interface FinancialFilterDraft {
  BuilderId: number | null;
  JobSiteName: string;
  range: DateRange;
}
