import { firstQueryRequest, type FirstRequest } from '@/components/data-table/table-query';
import { monthQueryOf } from './schedule-loaders';
import { jobScheduleQuery, repairScheduleQuery } from './schedule-queries';

/* The calendars' first requests (issue 27 §1): the entries of the month the URL opens on, as their loaders ask. */
export const firstRequests: FirstRequest[] = [
  firstQueryRequest('/jobs/jobschedule', (url) => monthQueryOf(jobScheduleQuery, url)),
  firstQueryRequest('/jobs/repairSchedule', (url) => monthQueryOf(repairScheduleQuery, url)),
];
