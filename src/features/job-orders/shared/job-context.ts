import { useOutletContext } from 'react-router-dom';
import type { Job } from '@/api/jobs';

/** The job detail page hands its tabs the loaded job (its outlet context): the orders read it from there. */
export function useTabJob(): Job {
  return useOutletContext<{ job: Job }>().job;
}
