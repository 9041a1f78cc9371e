import { useOutletContext } from 'react-router-dom';
import type { Job } from '@/api/jobs';
import { Permissions } from '@/lib/permissions';

/** What the job detail page hands its tabs (its outlet context): the loaded job. */
export interface JobTabContext {
  job: Job;
}

export function useJobTab(): JobTabContext {
  return useOutletContext<JobTabContext>();
}

/**
 * Who may create, edit and delete a job's repair orders and files (decision 22): the users who manage jobs. Those
 * who reach these tabs only through CanAccessJobReports see them read-only: view, print and download.
 */
export const JOB_TAB_EDIT_ACCESS = Permissions.CanManageJobs;
