import { useOutletContext } from 'react-router-dom';
import type { Job } from '@/api/jobs';

/** The job detail page hands its tabs the loaded job (its outlet context): the orders read it from there. */
export function useTabJob(): Job {
  return useOutletContext<{ job: Job }>().job;
}

const versions = new WeakMap<object, number>();
let lastVersion = 0;

/**
 * A key that changes only when the saved record really changes (React Query keeps the same object for an equal
 * answer), so that a form is reset to newly saved values but not by a refetch that brought nothing new.
 */
export function dataVersion(data: object | null | undefined): number {
  if (!data) return 0;
  let version = versions.get(data);
  if (version === undefined) {
    version = ++lastVersion;
    versions.set(data, version);
  }
  return version;
}
