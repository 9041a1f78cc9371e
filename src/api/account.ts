import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { membershipApi } from '@/lib/api-client';
import { getUserAutocomplete } from './autocomplete';
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

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

function numberOf(value: unknown): number | undefined {
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

/** An id the answer of GET /auth/user may carry beyond its documented userName (decision 19), else undefined. */
export function readUserId(answer: unknown): number | undefined {
  if (!isRecord(answer)) return undefined;
  for (const key of ['Id', 'id', 'UserId', 'userId']) {
    const n = numberOf(answer[key]);
    if (n !== undefined && Number.isInteger(n) && n > 0) return n;
  }
  return undefined;
}

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The signed-in user's own id, for the account menu's Change password (issue 25 §3), or null when it cannot be
 * told for sure. GET /auth/user documents only userName (decision 17), so: the id the answer carries when it does
 * (decision 19), else the users GET /user/autocomplete finds by that name (the ones with exactly that full name;
 * all it finds when the name is an e-mail). Each candidate is then asked GET
 * /account/IsUserAllowedToChangePassword/{userId}: the own id is the one allowed candidate (a user may change only
 * their own password unless they administer users; then a namesake is allowed too, and with two allowed the id
 * is not sure: null, no menu entry, rather than someone else's password).
 */
export async function resolveOwnUserId(
  currentUser: { userName: string },
  signal?: AbortSignal,
): Promise<number | null> {
  const carried = readUserId(currentUser);
  let candidates: number[];
  if (carried !== undefined) candidates = [carried];
  else {
    const name = currentUser.userName.trim();
    if (!name) return null;
    const found = await getUserAutocomplete({ q: name, page_limit: 11 }, signal);
    candidates = (
      name.includes('@') ? found : found.filter((u) => sameName(`${u.FirstName} ${u.LastName}`, name))
    ).map((u) => u.Id);
  }
  const allowed = await Promise.all(
    [...new Set(candidates)].map(async (id) =>
      (await isUserAllowedToChangePassword(id, signal)) ? id : null,
    ),
  );
  const own = allowed.filter((id): id is number => id !== null);
  return own.length === 1 ? own[0] : null;
}

/** The signed-in user's own id when their password may be changed (resolveOwnUserId), else null. */
export const ownPasswordAccountQueryOptions = (currentUser: { userName: string }) =>
  queryOptions({
    queryKey: accountKeys.own(currentUser.userName),
    queryFn: ({ signal }) => resolveOwnUserId(currentUser, signal),
    staleTime: cacheTimes.default,
  });

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
