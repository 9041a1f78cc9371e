import { z } from 'zod';
import { idSchema } from './common';

/*
 * The calendars (A §7): POST /api/jobs/calendar answers a list of Id, BuilderName, JobSiteName,
 * LotGroupCode, StartDate, InvoiceStatus; POST /api/repairOrder/calendar a list of Id, BuilderName,
 * JobSiteName, LotGroupCode, RequestDate, JobId, InvoiceStatus.
 */

export const jobCalendarEntrySchema = z.strictObject({
  Id: idSchema,
  BuilderName: z.string(),
  JobSiteName: z.string(),
  LotGroupCode: z.string(),
  StartDate: z.string(),
  InvoiceStatus: z.string(),
});

export const repairCalendarEntrySchema = z.strictObject({
  Id: idSchema,
  BuilderName: z.string(),
  JobSiteName: z.string(),
  LotGroupCode: z.string(),
  RequestDate: z.string(),
  JobId: idSchema,
  InvoiceStatus: z.string(),
});

export const jobCalendarSchema = z.array(jobCalendarEntrySchema);
export const repairCalendarSchema = z.array(repairCalendarEntrySchema);
