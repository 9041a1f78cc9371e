import { authHandlers } from './auth';
import { autocompleteHandlers } from './autocomplete';
import { calendarHandlers } from './calendar';
import { clientCompaniesHandlers } from './client-companies';
import { jobSitesHandlers } from './job-sites';
import { jobsHandlers } from './jobs';
import { roleHandlers } from './roles';
import { uploadHandlers } from './upload';
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
  ...uploadHandlers,
  ...clientCompaniesHandlers,
  ...jobSitesHandlers,
  ...jobsHandlers,
  ...calendarHandlers,
  ...workOrdersHandlers,
  ...purchaseOrdersHandlers,
  ...gutterOrdersHandlers,
  ...arfOrdersHandlers,
];
