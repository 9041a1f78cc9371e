import { z } from 'zod';
import { idSchema, optionalDateSchema } from './common';
import { jobSiteShape, personNameSchema, superintendentSchema } from './job-sites';
import { jobSiteItemSchema } from './job-site-items';

/*
 * Jobs (A §3 "Job" and "Lot", A §7 "Jobs", "Job autocomplete", "Job lots"). A §7 lists the answer fields of
 * the data table (recordsTotal, recordsFiltered, data) and of the autocomplete (Id, BuilderName, JobSiteName,
 * LotGroupCode); every other call (GET/POST /api/jobs, GET/PUT /api/jobs/{id}, the invoice status and bulk
 * date updates) answers the job entity of A §3, and the table's rows are jobs too. Nested entities carry the
 * fields A §3 lists for them: JobSite (BuilderId, Builder.CompanyName, JobSiteCode, Superintendents) is a
 * job site of A §3 with its superintendents; JobOptions are job options of A §3 (Id, Name, JobSiteId).
 */

/** Lot (A §3). */
export const lotSchema = z.strictObject({
  Id: idSchema,
  LotCode: z.string(),
  Address: z.string(),
  HomeOwner: z.string(),
  PhoneNumber: z.string(),
  IsDeleted: z.boolean(),
  SidingTypes: z.array(z.string()),
});

/** The job site as a job carries it (A §3: a job site with BuilderId, Builder, JobSiteCode, Superintendents). */
export const jobJobSiteSchema = z.strictObject({
  ...jobSiteShape,
  Superintendents: z.array(superintendentSchema),
});

export const jobSchema = z.strictObject({
  Id: idSchema,
  JobSiteId: idSchema,
  JobSite: jobJobSiteSchema.nullable(),
  JobModelId: idSchema.nullable(),
  JobModelName: z.string(),
  JobOptionIds: z.array(idSchema),
  JobOptions: z.array(jobSiteItemSchema),
  JobElevationId: idSchema.nullable(),
  LotGroupCode: z.string(),
  Address: z.string(),
  HomeOwner: z.string(),
  PhoneNumber: z.string(),
  Lots: z.array(lotSchema),
  IsCompleted: z.boolean(),
  CompletedDate: optionalDateSchema,
  StartDate: optionalDateSchema,
  /** the status name, 'Not Specified' when none */
  InvoiceStatus: z.string(),
  // decision 19: the example the decision gives; read when present, else resolved from InvoiceStatus
  InvoiceStatusId: idSchema.nullable().optional(),
  JobSubcontractorIds: z.array(idSchema),
  JobSubcontractors: z.array(z.strictObject({ SubcontractorId: idSchema })),
  /** the subcontractors' names, comma-separated */
  JobSubcontractorNames: z.string(),
  Subcontractors: z.array(
    personNameSchema.extend({
      // decision 19: A §3 lists FirstName, LastName; the form names the saved JobSubcontractorIds itself
      // (the picker reads GET /user/{id}) when the id is absent
      Id: idSchema.optional(),
    }),
  ),
  Notes: z.string(),
  HasWorkOrder: z.boolean(),
  HasGutter: z.boolean(),
  /** spelt so by the API (A §3) */
  WordOrderCreatedDate: optionalDateSchema,
  PurchaseOrderCreatedDate: optionalDateSchema,
  PurchaseOrderShipDate: optionalDateSchema,
  GutterOrderInstallDate: optionalDateSchema,
  BuilderName: z.string(),
  JobSiteName: z.string(),
  /** the field manager's full name */
  FieldManager: z.string(),
  ModifiedBy: z.string(),
  ModifiedDate: z.string(),
});

export const jobListSchema = z.array(jobSchema);
