import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { membershipApi } from '@/lib/api-client';
import { cacheTimes } from '@/lib/query-client';
import type { changePasswordAnswerSchema } from './schemas/account';

/* The account calls (C §7 "Authentication and account"), on the membership base. */

/** Password change (C §3). */
export interface ChangePasswordPayload {
  UserId: number;
  NewPassword: string;
  NewPasswordRepeat: string;
}

/** POST /account/SecureChangePassword answers success and errorMessages. */
export type ChangePasswordAnswer = z.infer<typeof changePasswordAnswerSchema>;

/**
 * GET /account/ChangePasswordRequirements. Its fields are not documented: the screen shows the requirement
 * texts and checks the minimum complexity when the answer carries them, and works without them (decision 19).
 */
export interface PasswordRequirements {
  /** the complexity, in percent, a password must reach; no complexity rule when absent */
  MinimumComplexity?: number;
  /** texts that describe the rule */
  Requirements?: string[];
}

export const accountKeys = {
  all: ['account'] as const,
  requirements: () => [...accountKeys.all, 'passwordRequirements'] as const,
  canChangePassword: (userId: number) => [...accountKeys.all, 'canChangePassword', userId] as const,
};

export async function getPasswordRequirements(signal?: AbortSignal): Promise<PasswordRequirements> {
  const { data } = await membershipApi.get<unknown>('/account/ChangePasswordRequirements', { signal });
  const raw = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const min = Number(raw.MinimumComplexity);
  return {
    MinimumComplexity: Number.isFinite(min) && min > 0 ? min : undefined,
    Requirements: Array.isArray(raw.Requirements)
      ? raw.Requirements.filter((r): r is string => typeof r === 'string')
      : undefined,
  };
}

/** GET /account/IsUserAllowedToChangePassword/{userId} answers isAllowed. */
export async function isUserAllowedToChangePassword(userId: number, signal?: AbortSignal): Promise<boolean> {
  const { data } = await membershipApi.get<{ isAllowed?: unknown }>(
    `/account/IsUserAllowedToChangePassword/${userId}`,
    { signal },
  );
  return data?.isAllowed === true;
}

export async function secureChangePassword(payload: ChangePasswordPayload): Promise<ChangePasswordAnswer> {
  const { data } = await membershipApi.post<ChangePasswordAnswer>('/account/SecureChangePassword', payload);
  return {
    success: data?.success === true,
    errorMessages: Array.isArray(data?.errorMessages) ? data.errorMessages : [],
  };
}

export const passwordRequirementsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.requirements(),
    queryFn: ({ signal }) => getPasswordRequirements(signal),
    staleTime: cacheTimes.referenceData,
  });

export const canChangePasswordQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: accountKeys.canChangePassword(userId),
    queryFn: ({ signal }) => isUserAllowedToChangePassword(userId, signal),
    staleTime: cacheTimes.default,
  });

export function usePasswordRequirements() {
  return useQuery(passwordRequirementsQueryOptions());
}
export function useCanChangePassword(userId: number) {
  return useQuery(canChangePasswordQueryOptions(userId));
}
export function useChangePassword() {
  return useMutation({ mutationFn: secureChangePassword });
}

/**
 * A password's complexity in percent: its length (up to 12 characters) counts for half, the kinds of
 * characters it mixes (lower case, upper case, digits, symbols) for the other half.
 */
export function passwordComplexity(password: string): number {
  if (!password) return 0;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((r) => r.test(password)).length;
  const length = Math.min(password.length, 12) / 12;
  return Math.round(length * 50 + (kinds / 4) * 50);
}
