import { authHandlers } from './auth';
import { autocompleteHandlers } from './autocomplete';
import { bizUsersHandlers } from './biz-users';
import { calendarHandlers } from './calendar';
import { clientCompaniesHandlers } from './client-companies';
import { colorHandlers } from './colors';
import { jobSitesHandlers } from './job-sites';
import { jobsHandlers } from './jobs';
import { manufacturerHandlers } from './manufacturers';
import { materialCategoryHandlers } from './material-categories';
import { materialHandlers } from './materials';
import { membershipHandlers } from './membership';
import { roleHandlers } from './roles';
import { supplyCompanyHandlers } from './supply-companies';
import { unitHandlers } from './units';
import { subcontractorDocumentsHandlers } from './subcontractor-documents';
import { uploadHandlers } from './upload';

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
  ...colorHandlers,
  ...manufacturerHandlers,
  ...materialCategoryHandlers,
  ...materialHandlers,
  ...supplyCompanyHandlers,
  ...unitHandlers,
  ...bizUsersHandlers,
  ...subcontractorDocumentsHandlers,
];
