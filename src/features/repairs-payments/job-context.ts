import { useOutletContext } from 'react-router-dom';
import type { Job } from '@/api/jobs';

/** What the job detail page hands its tabs (its outlet context): the loaded job. */
export interface JobTabContext {
  job: Job;
}

export function useJobTab(): JobTabContext {
  return useOutletContext<JobTabContext>();
}
