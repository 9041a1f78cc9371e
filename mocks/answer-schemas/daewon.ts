import { z } from 'zod';
import {
  invoiceStatusListSchema,
  jobAutocompleteSchema,
  jobLotListSchema,
  jobSiteAutocompleteSchema,
} from '@/api/schemas/autocomplete';
import { jobCalendarSchema, repairCalendarSchema } from '@/api/schemas/calendar';
import { dataTableAnswerSchema } from '@/api/schemas/common';
import { jobSiteItemListSchema, jobSiteItemSchema } from '@/api/schemas/job-site-items';
import { jobSiteListSchema, jobSiteSchema } from '@/api/schemas/job-sites';
import { jobListSchema, jobSchema } from '@/api/schemas/jobs';
import type { AnswerSchemas } from './types';

/*
 * The answers of the Daewon base for documents A and B (issue 23 §3): jobs, job sites and their models,
 * options and elevations, calendars, look-ups, orders, repair orders, payments, attachments, upload and the
 * reference data. Document C's Daewon areas (work logs, invoices, subcontractor documents, client companies,
 * business users) are in people.ts, the membership base in membership.ts.
 *
 * `null`: the 2xx answer is no JSON the client reads. A delete answers nothing the documents name (204).
 */

const D = '/daewon.api';

/** The CRUD answers of a collection whose reads answer `item`: list, table, read, create, update, delete. */
function crud(path: string, item: z.ZodType, tablePath = `${path}/datatables`): AnswerSchemas {
  return {
    [`GET ${D}${path}`]: z.array(item),
    [`POST ${D}${path}`]: item,
    [`GET ${D}${path}/:id`]: item,
    [`PUT ${D}${path}/:id`]: item,
    [`DELETE ${D}${path}/:id`]: null,
    [`POST ${D}${tablePath}`]: dataTableAnswerSchema(item),
    [`GET ${D}${tablePath}`]: dataTableAnswerSchema(item),
  };
}

const jobs: AnswerSchemas = {
  [`POST ${D}/api/jobs/datatables`]: dataTableAnswerSchema(jobSchema),
  [`GET ${D}/api/jobs`]: jobListSchema,
  [`POST ${D}/api/jobs`]: jobSchema,
  [`GET ${D}/api/jobs/:id`]: jobSchema,
  [`PUT ${D}/api/jobs/:id`]: jobSchema,
  [`DELETE ${D}/api/jobs/:id`]: null,
  [`PUT ${D}/api/jobs/:id/invoiceStatus/:statusId`]: jobSchema,
  [`PUT ${D}/api/jobs/:id/bulkDateUpdate`]: jobSchema,
  [`GET ${D}/api/jobs/autocomplete`]: jobAutocompleteSchema,
  [`GET ${D}/api/jobs/:jobId/lots`]: jobLotListSchema,
  [`POST ${D}/api/jobs/calendar`]: jobCalendarSchema,
  [`POST ${D}/api/repairOrder/calendar`]: repairCalendarSchema,
  [`GET ${D}/api/invoiceStatuses`]: invoiceStatusListSchema,
};

const jobSites: AnswerSchemas = {
  ...crud('/api/jobsites', jobSiteSchema),
  [`GET ${D}/api/jobsites`]: jobSiteListSchema,
  [`GET ${D}/api/jobsites/autocomplete`]: jobSiteAutocompleteSchema,
  ...Object.fromEntries(
    (['jobModels', 'jobOptions', 'jobElevations'] as const).flatMap((kind) => [
      ...Object.entries(crud(`/api/${kind}`, jobSiteItemSchema)).filter(
        ([key]) => kind !== 'jobElevations' || !key.includes('/datatables'),
      ),
      [`GET ${D}/api/jobSite/:id/${kind}`, jobSiteItemListSchema],
      ...(kind === 'jobElevations'
        ? [
            [`POST ${D}/api/jobSite/:id/${kind}/datatables`, dataTableAnswerSchema(jobSiteItemSchema)],
            [`GET ${D}/api/jobSite/:id/${kind}/datatables`, dataTableAnswerSchema(jobSiteItemSchema)],
          ]
        : []),
    ]),
  ),
  [`GET ${D}/api/jobModels/autocomplete`]: jobSiteItemListSchema,
};

export const daewonAnswerSchemas: AnswerSchemas = {
  ...jobs,
  ...jobSites,
};
