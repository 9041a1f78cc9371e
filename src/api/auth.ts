import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { membershipApi } from '@/lib/api-client';
import { cacheTimes, userFetchRetry } from '@/lib/query-client';
import { authKeys } from './auth-keys';
import type { currentUserSchema, loginAnswerSchema } from './schemas/auth';

/** Sign-in payload (C §3). */
export interface LoginPayload {
  Login: string;
  Password: string;
}
/** Sign-in answer: key and value; the value is the token. */
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
/** GET /auth/user (decision 17). */
export type CurrentUser = z.infer<typeof currentUserSchema>;

export { authKeys } from './auth-keys';

export async function signIn(payload: LoginPayload): Promise<string> {
  const { data } = await membershipApi.post<LoginAnswer>('/auth', payload);
  if (!data || typeof data.value !== 'string' || !data.value)
    throw new Error('No token in the sign-in answer');
  return data.value;
}

/** The permission list; a failed fetch gives an empty list (A §6). */
export async function getPermissions(): Promise<string[]> {
  try {
    const { data } = await membershipApi.get<unknown>('/auth/permissions');
    return Array.isArray(data) ? data.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

export async function getCurrentUser(): Promise<CurrentUser> {
  const { data } = await membershipApi.get<CurrentUser>('/auth/user');
  return data;
}

export async function impersonate(userId: number): Promise<void> {
  await membershipApi.get(`/auth/impersonate/${userId}`);
}

export async function cancelImpersonation(): Promise<void> {
  await membershipApi.get('/auth/CancelImpersonation');
}

export const permissionsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.permissions(),
    queryFn: getPermissions,
    staleTime: cacheTimes.permissions,
  });

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.user(),
    queryFn: getCurrentUser,
    staleTime: cacheTimes.permissions,
    ...userFetchRetry,
  });

export function usePermissions(): string[] {
  return useQuery(permissionsQueryOptions()).data ?? [];
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
