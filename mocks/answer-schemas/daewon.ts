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
import { arfOrderSchema } from '@/api/schemas/arf-orders';
import { gutterOrderSchema } from '@/api/schemas/gutter-orders';
import {
  purchaseOrderListSchema,
  purchaseOrderRowSchema,
  purchaseOrderSchema,
} from '@/api/schemas/purchase-orders';
import { workOrderPrintAnswerSchema, workOrderSchema } from '@/api/schemas/work-orders';
import { attachmentCategorySchema, jobAttachmentSchema } from '@/api/schemas/job-attachments';
import { financialRowSchema, paymentRecordSchema, recordTypeSchema } from '@/api/schemas/job-payments';
import { repairOrderRowSchema, repairOrderSchema } from '@/api/schemas/repair-orders';
import { uploadAnswerSchema } from '@/api/schemas/upload';
import { colorSchema } from '@/api/schemas/colors';
import { manufacturerSchema } from '@/api/schemas/manufacturers';
import { materialCategorySchema } from '@/api/schemas/material-categories';
import { materialSchema } from '@/api/schemas/materials';
import { supplyCompanySchema } from '@/api/schemas/supply-companies';
import { unitListSchema } from '@/api/schemas/units';
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

/** A print document (an HTML page opened in a new window, decision 12): no JSON the client reads. */
const PRINT = null;

const orders: AnswerSchemas = {
  [`GET ${D}/api/jobs/:jobId/workorder`]: workOrderSchema,
  [`POST ${D}/api/workorder`]: workOrderSchema,
  [`POST ${D}/api/jobs/:jobId/workorder/print`]: workOrderPrintAnswerSchema,
  [`GET ${D}/api/jobs/workorder/print/:key`]: PRINT,
  [`GET ${D}/api/jobs/:jobId/purchaseOrders`]: purchaseOrderListSchema,
  [`POST ${D}/api/jobs/:jobId/purchaseOrders/datatables`]: dataTableAnswerSchema(
    purchaseOrderRowSchema,
    'rows',
  ),
  [`GET ${D}/api/purchaseOrder/:id`]: purchaseOrderSchema,
  [`DELETE ${D}/api/purchaseOrder/:id`]: null,
  [`GET ${D}/api/purchaseOrder/:id/print`]: PRINT,
  [`POST ${D}/api/purchaseorder`]: purchaseOrderSchema,
  [`GET ${D}/api/jobs/:jobId/gutterOrder`]: gutterOrderSchema,
  [`POST ${D}/api/gutterOrder`]: gutterOrderSchema,
  [`GET ${D}/api/jobs/:jobId/gutterOrder/print`]: PRINT,
  [`GET ${D}/api/jobs/:jobId/arf`]: arfOrderSchema,
  [`POST ${D}/api/arf`]: arfOrderSchema,
  [`GET ${D}/api/jobs/:jobId/arf/print`]: PRINT,
};

/** A file the client saves or shows (an Excel export, a download, a view): no JSON. */
const FILE = null;

const repairs: AnswerSchemas = {
  [`POST ${D}/api/repairOrder/datatables`]: dataTableAnswerSchema(repairOrderRowSchema),
  [`POST ${D}/api/repairOrder/:jobId/datatables`]: dataTableAnswerSchema(repairOrderRowSchema),
  [`POST ${D}/api/repairOrder/print`]: PRINT,
  [`POST ${D}/api/repairOrder/exportToExcel`]: FILE,
  [`POST ${D}/api/repairOrder`]: repairOrderSchema,
  [`GET ${D}/api/repairOrder/:id`]: repairOrderSchema,
  [`PUT ${D}/api/repairOrder/:id`]: repairOrderSchema,
  [`DELETE ${D}/api/repairOrder/:id`]: null,
  [`GET ${D}/api/repairOrder/:id/print`]: PRINT,
  [`PUT ${D}/api/repairOrder/:id/invoiceStatus/:statusId`]: repairOrderSchema,
  [`POST ${D}/api/repairOrder/:id/removeAttachment/:attachmentId`]: repairOrderSchema,
  [`GET ${D}/api/repairOrder/:id/downloadDocument/:fileId`]: FILE,
};

const payments: AnswerSchemas = {
  [`POST ${D}/api/jobPayments/all`]: z.array(financialRowSchema),
  [`POST ${D}/api/jobPayments/print`]: PRINT,
  [`POST ${D}/api/jobPayments/exportToExcel`]: FILE,
  [`GET ${D}/api/jobPayments/availableRecordTypes`]: z.array(recordTypeSchema),
  [`GET ${D}/api/jobPayments/byJob/:jobId`]: z.array(paymentRecordSchema),
  [`GET ${D}/api/jobPayments/:id`]: paymentRecordSchema,
  [`POST ${D}/api/jobPayments/:jobId`]: paymentRecordSchema,
  [`PUT ${D}/api/jobPayments/:id`]: paymentRecordSchema,
  [`DELETE ${D}/api/jobPayments/:id`]: null,
};

const attachments: AnswerSchemas = {
  [`GET ${D}/api/jobattachment/categories`]: z.array(attachmentCategorySchema),
  [`POST ${D}/api/jobattachment/:jobId/:categoryId/datatables`]: dataTableAnswerSchema(jobAttachmentSchema),
  [`GET ${D}/api/jobattachment/:id/downloadattachment`]: FILE,
  [`GET ${D}/api/jobattachment/:id/viewattachment`]: FILE,
  [`GET ${D}/api/jobattachment/:id`]: jobAttachmentSchema,
  [`POST ${D}/api/jobattachment`]: jobAttachmentSchema,
  [`PUT ${D}/api/jobattachment/:id`]: jobAttachmentSchema,
  [`DELETE ${D}/api/jobattachment/:id`]: null,
  [`POST ${D}/api/upload`]: uploadAnswerSchema,
  // the FileUrl of an upload's answer: the file itself
  [`GET ${D}/files/:id`]: FILE,
};

const reference: AnswerSchemas = {
  ...crud('/api/color', colorSchema),
  [`GET ${D}/api/color/autocomplete`]: z.array(colorSchema),
  ...crud('/api/materialManufacture', manufacturerSchema),
  [`GET ${D}/api/materialManufacture/autocomplete`]: z.array(manufacturerSchema),
  ...crud('/api/materialCategory', materialCategorySchema),
  [`GET ${D}/api/materialCategory/autocomplete`]: z.array(materialCategorySchema),
  ...crud('/api/material', materialSchema),
  [`GET ${D}/api/material/autocomplete`]: z.array(materialSchema),
  ...crud('/api/SupplyCompany', supplyCompanySchema, '/api/supplyCompany/datatables'),
  [`GET ${D}/api/unit`]: unitListSchema,
};

export const daewonAnswerSchemas: AnswerSchemas = {
  ...reference,
  ...jobs,
  ...jobSites,
  ...orders,
  ...repairs,
  ...payments,
  ...attachments,
};
