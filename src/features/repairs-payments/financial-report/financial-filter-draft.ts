import type { DateRange } from '@/lib/date-range';

/** The financial report's filters as the panel edits them. */
export interface FinancialFilterDraft {
  BuilderId: number | null;
  /** the job site chosen in the picker; its name goes with it as JobSiteName */
  JobSiteId: number | null;
  JobSiteName: string;
  range: DateRange;
}
