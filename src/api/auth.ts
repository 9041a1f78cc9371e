import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, membershipApi } from '@/lib/api-client';
import { cacheTimes, userFetchRetry } from '@/lib/query-client';
import { lastSession } from '@/lib/session';
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

const noAnswer = (error: unknown) => error instanceof ApiError && error.isNetworkError;

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((p): p is string => typeof p === 'string') : [];

/**
 * The permission list; a failed fetch gives an empty list (A §6). With no answer at all (no connection), the
 * stored token's last known list (lastSession): a start without a connection keeps the user's screens.
 */
export async function getPermissions(): Promise<string[]> {
  try {
    const { data } = await membershipApi.get<unknown>('/auth/permissions');
    const permissions = stringList(data);
    lastSession.remember('permissions', permissions);
    return permissions;
  } catch (error) {
    return noAnswer(error) ? stringList(lastSession.recall('permissions')) : [];
  }
}

/** The signed-in user (the session check); its answer is kept as the token's last known user (lastSession). */
export async function getCurrentUser(): Promise<CurrentUser> {
  const { data } = await membershipApi.get<CurrentUser>('/auth/user');
  lastSession.remember('user', data);
  return data;
}

/**
 * When the session check got no answer at all (no connection, after its retries), the stored token's last known
 * user, else null: a start without a connection (a reload on a job site) opens the app as that user instead of
 * sending them to sign in, and the first call the server refuses (401) still does.
 */
export function lastKnownUser(error: unknown): CurrentUser | null {
  const known = noAnswer(error) ? lastSession.recall('user') : undefined;
  return known && typeof known === 'object' ? (known as CurrentUser) : null;
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
