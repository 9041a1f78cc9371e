import { firstListRequest, type FirstRequest } from '@/components/data-table/table-query';
import { clientCompanyListSource } from './client-company-list/client-company-list-params';
import { jobSiteListSource } from './job-sites/job-site-list-source';

/* The builders area's first requests (issue 27 §1): what each screen's route loader asks for first. */
export const firstRequests: FirstRequest[] = [
  firstListRequest('/manage/clientCompany', clientCompanyListSource),
  firstListRequest('/manage/clientCompany/:clientCompanyId/jobsites', jobSiteListSource),
];
