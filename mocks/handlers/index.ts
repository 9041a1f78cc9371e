import { authHandlers } from './auth';
import { autocompleteHandlers } from './autocomplete';
import { bizUsersHandlers } from './biz-users';
import { calendarHandlers } from './calendar';
import { clientCompaniesHandlers } from './client-companies';
import { jobSitesHandlers } from './job-sites';
import { jobsHandlers } from './jobs';
import { membershipHandlers } from './membership';
import { roleHandlers } from './roles';
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
  ...bizUsersHandlers,
];
