import type { ReactNode } from 'react';
import { usePermissions } from '@/api/auth';
import { isAllowed } from '@/lib/permissions';

/** The one answer to "may this user do X", from the permission list (A §6). */
export function useCan(permission: string | undefined | null): boolean {
  return isAllowed(usePermissions(), permission);
}

/** Renders its children only when the user holds the permission. */
export function Can({
  permission,
  children,
  fallback = null,
}: {
  permission: string;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return <>{useCan(permission) ? children : fallback}</>;
}
