import { jobQueryOptions } from '@/api/jobs';
import { firstListRequest, firstQueryRequest, type FirstRequest } from '@/components/data-table/table-query';
import { parseRouteId } from '@/lib/list-params';
import { jobListSource, jobReportSource } from './job-list/job-list-source';

/* The jobs area's first requests (issue 27 §1): what each screen's route loader asks for first. */
export const firstRequests: FirstRequest[] = [
  firstListRequest('/jobs', jobListSource),
  firstListRequest('/jobs/report', jobReportSource),
  // a job's detail and each of its tabs show the job (the header) first
  firstQueryRequest('/jobs/:jobId/*', (_url, params) => {
    const id = parseRouteId(params.jobId);
    return id ? jobQueryOptions(id) : null;
  }),
];
