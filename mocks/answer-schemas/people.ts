import { bizUserListSchema, bizUserSchema, checkEmailAnswerSchema } from '@/api/schemas/biz-users';
import { clientCompanyListSchema, clientCompanySchema } from '@/api/schemas/client-companies';
import { dataTableAnswerSchema } from '@/api/schemas/common';
import { invoiceListSchema, invoiceSchema } from '@/api/schemas/invoices';
import {
  subcontractorDocSettingsSchema,
  subcontractorDocumentListSchema,
  subcontractorDocumentSchema,
} from '@/api/schemas/subcontractor-documents';
import {
  jobTypeListSchema,
  recordTypeListSchema,
  workLogListSchema,
  workLogSchema,
  workLogStatusListSchema,
  workLogUserListSchema,
} from '@/api/schemas/work-logs';
import type { AnswerSchemas } from './types';

/*
 * The documented answers of document C's areas on the Daewon base (work logs, invoices, subcontractor
 * documents, client companies, /bizUsers), keyed as the handlers register them. null: the 2xx answer is not
 * JSON the client reads (an empty 204, a print document, a file download).
 * GET /api/invoiceStatuses (A §7 and C §7) and POST /api/upload (B §7 and C §7) are in the Daewon registry.
 */

const D = '/daewon.api';

export const peopleAnswerSchemas: AnswerSchemas = {
  /* ---------- work logs (C §7 "Work logs", decision 6) ---------- */
  [`GET ${D}/api/workLogStatus`]: workLogStatusListSchema,
  [`GET ${D}/api/recordTypes`]: recordTypeListSchema,
  [`GET ${D}/api/jobtypes`]: jobTypeListSchema,
  [`GET ${D}/api/worklog/getUsers`]: workLogUserListSchema,
  [`POST ${D}/api/worklog/existingWorkLogs`]: workLogListSchema,
  [`POST ${D}/api/worklog/createWorkLogs`]: workLogListSchema,
  // an empty 204: the invoice it generates is read from the invoices list
  [`PUT ${D}/api/worklog/bulkUpdate`]: null,
  [`POST ${D}/api/worklog/:userId/datatables`]: dataTableAnswerSchema(workLogSchema),
  [`GET ${D}/api/worklog/:userId/datatables`]: dataTableAnswerSchema(workLogSchema),
  [`POST ${D}/api/worklog`]: workLogSchema,
  [`GET ${D}/api/worklog/:id`]: workLogSchema,
  [`PUT ${D}/api/worklog/:id`]: workLogSchema,
  // an empty 204
  [`DELETE ${D}/api/worklog/:id`]: null,

  /* ---------- invoices (C §7 "Invoices") ---------- */
  [`POST ${D}/api/invoice/getInvoicesForDatatable`]: dataTableAnswerSchema(invoiceSchema),
  [`GET ${D}/api/invoice/getInvoices`]: invoiceListSchema,
  // a print document (HTML), opened in a new window (decision 12)
  [`GET ${D}/api/invoice/print`]: null,
  [`GET ${D}/api/invoice/:id`]: invoiceSchema,
  [`PUT ${D}/api/invoice/:id`]: invoiceSchema,
  // an empty 204: the invoice is reloaded (C §4)
  [`POST ${D}/api/invoice/:id/markAsPaid`]: null,
  // a print document (HTML), opened in a new window (decision 12)
  [`GET ${D}/api/invoice/:id/print`]: null,

  /* ---------- subcontractor documents (C §7 "Subcontractor documents") ---------- */
  [`GET ${D}/api/subcontractorDocSettings`]: subcontractorDocSettingsSchema,
  [`POST ${D}/api/subcontractorDocSettings`]: subcontractorDocSettingsSchema,
  [`GET ${D}/api/subcontractorDocument`]: subcontractorDocumentListSchema,
  [`POST ${D}/api/subcontractorDocument`]: subcontractorDocumentSchema,
  [`POST ${D}/api/subcontractorDocument/:id/datatables`]: dataTableAnswerSchema(subcontractorDocumentSchema),
  // the document's file
  [`GET ${D}/api/subcontractorDocument/:id/download`]: null,
  [`GET ${D}/api/subcontractorDocument/:id`]: subcontractorDocumentSchema,
  [`PUT ${D}/api/subcontractorDocument/:id`]: subcontractorDocumentSchema,
  // an empty 204
  [`DELETE ${D}/api/subcontractorDocument/:id`]: null,

  /* ---------- client companies (C §7 "Client companies") ---------- */
  [`POST ${D}/clientCompany/datatables`]: dataTableAnswerSchema(clientCompanySchema),
  [`GET ${D}/clientCompany/datatables`]: dataTableAnswerSchema(clientCompanySchema),
  [`GET ${D}/clientCompany`]: clientCompanyListSchema,
  [`POST ${D}/clientCompany`]: clientCompanySchema,
  [`GET ${D}/clientCompany/:id`]: clientCompanySchema,
  [`PUT ${D}/clientCompany/:id`]: clientCompanySchema,
  // an empty 204: the table reloads
  [`DELETE ${D}/clientCompany/:id`]: null,

  /* ---------- business users (C §7 "Biz users") ---------- */
  [`GET ${D}/bizUsers`]: bizUserListSchema,
  [`GET ${D}/bizUsers/checkEmail/:email`]: checkEmailAnswerSchema,
  [`POST ${D}/bizUsers/createUser`]: bizUserSchema,
  [`GET ${D}/bizUsers/:id`]: bizUserSchema,
  [`PUT ${D}/bizUsers/:id`]: bizUserSchema,
  // an empty 204: the list reloads
  [`DELETE ${D}/bizUsers/:id`]: null,
};
