import { jobQueryOptions } from '@/api/jobs';
import { firstListRequest, firstRecordRequest, type FirstRequest } from '@/components/data-table/table-query';
import { jobListSource, jobReportSource } from './job-list/job-list-source';

/* The jobs area's first requests (issue 27 §1): what each screen's route loader asks for first. */
export const firstRequests: FirstRequest[] = [
  firstListRequest('/jobs', jobListSource),
  firstListRequest('/jobs/report', jobReportSource),
  // a job's detail and each of its tabs show the job (the header) first
  firstRecordRequest('/jobs/:jobId/*', 'jobId', jobQueryOptions),
];
