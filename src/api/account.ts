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
 * The password rule as read from GET /account/ChangePasswordRequirements. The documents name the call but not its
 * fields (C §7), so the answer is read defensively (decision 19): each part is there only when the answer names it
 * in a readable way, and the screens check only what is there, leaving the rest to the server's own message.
 */
export interface PasswordRequirements {
  /** the fewest characters a password may have */
  minLength?: number;
  /** the complexity, in percent (see passwordComplexity), a password must reach */
  minComplexity?: number;
  /** the server's own words on the rule (its hint, requirements or message) */
  hints: string[];
}

/*
 * The answer's keys, compared without case, spaces, dashes or underscores: a minimum length (MinimumLength,
 * MinLength, RequiredLength, PasswordMinLength, MinimumPasswordLength, MinChars, ...), a required complexity
 * (MinimumComplexity, RequiredComplexity, Complexity, PasswordStrength, ...), a hint (Hint, Hints, Requirements,
 * Message, Description, Text, ...) and an envelope that may hold them (PasswordPolicy, Rules, Data, ...).
 */
const LENGTH_KEY = /^(password)?(min(imum)?|required)(password)?(length|chars?|characters)$/;
const COMPLEXITY_KEY = /^(password)?(min(imum)?|required)?(password)?(complexity|strength)$/;
const HINT_KEY = /^(password)?(hints?|requirements?|messages?|descriptions?|text)$/;
const ENVELOPE_KEY = /^(password)?(requirements|rules|policy)$|^(data|value|result)$/;

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

export function numberOf(value: unknown): number | undefined {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  return Array.isArray(value) ? value.flatMap((v) => (typeof v === 'string' ? textsOf(v) : [])) : [];
}

/**
 * Reads a password rule from whatever GET /account/ChangePasswordRequirements answered: the common spellings of a
 * minimum length, of a required complexity in percent (a fraction 0-1 is read as a share) and of a hint (a text
 * or a list of texts), in any case, also inside one envelope object; a plain text or list of texts is a hint. The
 * first readable value of each wins; what is not readable is left out.
 */
export function readPasswordRequirements(answer: unknown, depth = 0): PasswordRequirements {
  const rules: PasswordRequirements = { hints: [] };
  if (!isRecord(answer)) {
    if (depth === 0) rules.hints = textsOf(answer);
    return rules;
  }
  for (const [rawKey, value] of Object.entries(answer)) {
    const key = rawKey.toLowerCase().replace(/[\s_-]/g, '');
    const n = numberOf(value);
    if (rules.minLength === undefined && LENGTH_KEY.test(key) && n !== undefined && n >= 1 && n <= 1000)
      rules.minLength = Math.ceil(n);
    else if (
      rules.minComplexity === undefined &&
      COMPLEXITY_KEY.test(key) &&
      n !== undefined &&
      n > 0 &&
      n <= 100
    )
      rules.minComplexity = n < 1 ? Math.round(n * 100) : n;
    else if (HINT_KEY.test(key)) rules.hints.push(...textsOf(value));
    if (depth === 0 && ENVELOPE_KEY.test(key) && isRecord(value)) {
      const inner = readPasswordRequirements(value, 1);
      rules.minLength ??= inner.minLength;
      rules.minComplexity ??= inner.minComplexity;
      rules.hints.push(...inner.hints);
    }
  }
  rules.hints = [...new Set(rules.hints)];
  if (rules.minLength === undefined) delete rules.minLength;
  if (rules.minComplexity === undefined) delete rules.minComplexity;
  return rules;
}

/** Whether the client can check anything of the rule itself (else only the server's answer tells). */
export const hasReadableRule = (rules: PasswordRequirements | undefined) =>
  rules?.minLength !== undefined || rules?.minComplexity !== undefined;

export const accountKeys = {
  all: ['account'] as const,
  requirements: () => [...accountKeys.all, 'passwordRequirements'] as const,
  canChangePassword: (userId: number) => [...accountKeys.all, 'canChangePassword', userId] as const,
  own: (userName: string) => [...accountKeys.all, 'own', userName] as const,
};

/** GET /account/ChangePasswordRequirements, read defensively (readPasswordRequirements). */
export async function getPasswordRequirements(signal?: AbortSignal): Promise<PasswordRequirements> {
  const { data } = await membershipApi.get<unknown>('/account/ChangePasswordRequirements', { signal });
  return readPasswordRequirements(data);
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
