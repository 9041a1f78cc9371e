import { useCallback } from 'react';
import { cancelImpersonation, impersonate } from '@/api/auth';

/** Impersonate a user, then reload the page (A §1). */
export async function startImpersonation(userId: number): Promise<void> {
  await impersonate(userId);
  window.location.reload();
}

/** Cancel the impersonation, then reload the page. */
export async function stopImpersonation(): Promise<void> {
  await cancelImpersonation();
  window.location.reload();
}

export function useImpersonation() {
  return {
    start: useCallback((userId: number) => startImpersonation(userId), []),
    cancel: useCallback(() => stopImpersonation(), []),
  };
}
