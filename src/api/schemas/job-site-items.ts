import { z } from 'zod';
import { idSchema } from './common';

/*
 * Job models, options and elevations (A §3 "Job model, job option, job elevation": Id, Name, JobSiteId;
 * A §7). A §7 lists no answer fields: every read answers that entity (lists and data tables a list of it).
 */
export const jobSiteItemSchema = z.strictObject({
  Id: idSchema,
  Name: z.string(),
  JobSiteId: idSchema,
  // decision 19: the entity lists no modified stamp; the items tab's modified columns stay blank without it
  ModifiedBy: z.string().optional(),
  ModifiedDate: z.string().optional(),
});

export const jobSiteItemListSchema = z.array(jobSiteItemSchema);
