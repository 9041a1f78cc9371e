import { z } from 'zod';
import { idSchema } from './common';

/*
 * Job sites (A §3 "Job site", A §7 "Job sites"). A §7 lists no answer fields beyond "single read returns
 * HasJobs": every call answers the job-site entity of A §3 (Id, Name, JobSiteCode, BuilderId, Builder,
 * FieldManagerId, FieldManager (FirstName, LastName), SuperintendentIds, HasJobs), lists and the data table a
 * list of it. Builder is the client company of A §3 (Id, CompanyName, LastModifiedBy, ModifiedDate).
 */

/** The builder as A §3 lists a client company. */
export const builderRefSchema = z.strictObject({
  Id: idSchema,
  CompanyName: z.string(),
  LastModifiedBy: z.string().nullable().optional(),
  ModifiedDate: z.string().nullable().optional(),
});

/** A person named by first and last name (A §3: the field manager). */
export const personNameSchema = z.strictObject({ FirstName: z.string(), LastName: z.string() });

/** A superintendent as A §3 lists them on a job's site. */
export const superintendentSchema = z.strictObject({
  FirstName: z.string(),
  LastName: z.string(),
  CellPhoneNumber: z.string(),
  Email: z.string(),
});

/** The job-site fields a single read, a list row and a job's job site share (A §3). */
export const jobSiteShape = {
  Id: idSchema,
  Name: z.string(),
  JobSiteCode: z.string(),
  BuilderId: idSchema,
  Builder: builderRefSchema.nullable(),
  FieldManagerId: idSchema.nullable(),
  FieldManager: personNameSchema.nullable(),
  SuperintendentIds: z.array(idSchema),
};

export const jobSiteSchema = z.strictObject({
  ...jobSiteShape,
  // decision 19: not in the job-site entity (A §3); the form's picker names saved ids itself (GET /user/{id})
  // and the detail shows the superintendents when present
  Superintendents: z.array(superintendentSchema.extend({ Id: idSchema })).optional(),
  /** returned when a single job site is read (A §3) */
  HasJobs: z.boolean().optional(),
  /** the job sites list's modified by and modified date columns (A §2) */
  ModifiedBy: z.string(),
  ModifiedDate: z.string(),
});

export const jobSiteListSchema = z.array(jobSiteSchema);
