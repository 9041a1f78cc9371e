import { authHandlers } from './auth';
import { autocompleteHandlers } from './autocomplete';
import { bizUsersHandlers } from './biz-users';
import { calendarHandlers } from './calendar';
import { clientCompaniesHandlers } from './client-companies';
import { colorHandlers } from './colors';
import { jobAttachmentHandlers } from './job-attachments';
import { jobPaymentHandlers } from './job-payments';
import { jobSitesHandlers } from './job-sites';
import { jobsHandlers } from './jobs';
import { manufacturerHandlers } from './manufacturers';
import { materialCategoryHandlers } from './material-categories';
import { materialHandlers } from './materials';
import { repairOrderHandlers } from './repair-orders';
import { membershipHandlers } from './membership';
import { roleHandlers } from './roles';
import { supplyCompanyHandlers } from './supply-companies';
import { unitHandlers } from './units';
import { subcontractorDocumentsHandlers } from './subcontractor-documents';
import { uploadHandlers } from './upload';
import { workLogHandlers } from './work-logs';
import { invoiceHandlers } from './invoices';
import { arfOrdersHandlers } from './arf-orders';
import { gutterOrdersHandlers } from './gutter-orders';
import { purchaseOrdersHandlers } from './purchase-orders';
import { workOrdersHandlers } from './work-orders';

/**
 * Every endpoint of the mock API. Each area adds its file here. Specific paths come before
 * parameterised ones inside each file (e.g. /api/jobs/autocomplete before /api/jobs/:id).
 */
export const handlers = [
  ...autocompleteHandlers,
  ...authHandlers,
  ...roleHandlers,
  ...membershipHandlers,
  ...uploadHandlers,
  ...clientCompaniesHandlers,
  ...jobSitesHandlers,
  ...jobsHandlers,
  ...calendarHandlers,
  ...repairOrderHandlers,
  ...jobPaymentHandlers,
  ...jobAttachmentHandlers,
  ...colorHandlers,
  ...manufacturerHandlers,
  ...materialCategoryHandlers,
  ...materialHandlers,
  ...supplyCompanyHandlers,
  ...unitHandlers,
  ...bizUsersHandlers,
  ...subcontractorDocumentsHandlers,
  ...workLogHandlers,
  ...invoiceHandlers,
  ...workOrdersHandlers,
  ...purchaseOrdersHandlers,
  ...gutterOrdersHandlers,
  ...arfOrdersHandlers,
];
