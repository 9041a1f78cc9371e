import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { membershipApi } from '@/lib/api-client';
import { cacheTimes } from '@/lib/query-client';

/* The account calls (C §7 "Authentication and account"), on the membership base. */

/** Password change (C §3). */
export interface ChangePasswordPayload {
  UserId: number;
  NewPassword: string;
  NewPasswordRepeat: string;
}

/** POST /account/SecureChangePassword answers success and errorMessages. */
export interface ChangePasswordAnswer {
  success: boolean;
  errorMessages?: string[];
}

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

/** Answer keys, compared without case, spaces, dashes or underscores. */
const LENGTH_KEYS = [
  'minimumlength',
  'minlength',
  'requiredlength',
  'minimumpasswordlength',
  'minpasswordlength',
  'passwordminimumlength',
  'passwordminlength',
  'passwordrequiredlength',
  'requiredpasswordlength',
  'minimumcharacters',
  'mincharacters',
  'minimumchars',
  'minchars',
];
const COMPLEXITY_KEYS = [
  'minimumcomplexity',
  'requiredcomplexity',
  'complexity',
  'mincomplexity',
  'minimumpasswordcomplexity',
  'requiredpasswordcomplexity',
  'passwordminimumcomplexity',
  'passwordcomplexity',
  'minimumstrength',
  'requiredstrength',
  'minstrength',
];
const HINT_KEYS = [
  'hint',
  'hints',
  'requirements',
  'requirement',
  'passwordrequirements',
  'message',
  'messages',
  'description',
  'descriptions',
  'text',
];
/** Keys whose object value may hold the rule itself (an envelope). */
const NESTED_KEYS = [
  'requirements',
  'passwordrequirements',
  'rules',
  'policy',
  'passwordpolicy',
  'data',
  'value',
  'result',
];

const normalKey = (key: string) => key.toLowerCase().replace(/[\s_-]/g, '');
const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

function numberOf(value: unknown): number | undefined {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap((v) => (typeof v === 'string' ? textsOf(v) : []));
  return [];
}

/** The first value under one of `keys` in `fields` (normalised keys), else undefined. */
function pick(fields: Map<string, unknown>, keys: readonly string[], read: (v: unknown) => unknown) {
  for (const key of keys) {
    const found = read(fields.get(key));
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Reads a password rule from whatever GET /account/ChangePasswordRequirements answered: the common spellings of a
 * minimum length (MinimumLength, MinLength, RequiredLength, ...), of a required complexity in percent
 * (MinimumComplexity, RequiredComplexity, Complexity, ...; a fraction 0-1 is read as a share) and of a hint (Hint,
 * Requirements, Message, Description, ...: a text or a list of texts), in any case, also inside one envelope
 * object; a plain text or list of texts is a hint. What is not readable is left out.
 */
export function readPasswordRequirements(answer: unknown, depth = 0): PasswordRequirements {
  if (!isRecord(answer)) return { hints: depth === 0 ? textsOf(answer) : [] };
  const fields = new Map(Object.entries(answer).map(([k, v]) => [normalKey(k), v] as const));
  const length = pick(fields, LENGTH_KEYS, (v) => {
    const n = numberOf(v);
    return n !== undefined && n >= 1 && n <= 1000 ? Math.ceil(n) : undefined;
  }) as number | undefined;
  const complexity = pick(fields, COMPLEXITY_KEYS, (v) => {
    const n = numberOf(v);
    if (n === undefined || n <= 0 || n > 100) return undefined;
    return n < 1 ? Math.round(n * 100) : n;
  }) as number | undefined;
  const hints = HINT_KEYS.flatMap((key) => textsOf(fields.get(key)));
  const result: PasswordRequirements = { minLength: length, minComplexity: complexity, hints };
  if (depth < 1) {
    for (const key of NESTED_KEYS) {
      const inner = fields.get(key);
      if (!isRecord(inner)) continue;
      const nested = readPasswordRequirements(inner, depth + 1);
      result.minLength ??= nested.minLength;
      result.minComplexity ??= nested.minComplexity;
      result.hints.push(...nested.hints);
    }
  }
  result.hints = [...new Set(result.hints)];
  if (result.minLength === undefined) delete result.minLength;
  if (result.minComplexity === undefined) delete result.minComplexity;
  return result;
}

/** Whether the client can check anything of the rule itself (else only the server's answer tells). */
export const hasReadableRule = (rules: PasswordRequirements | undefined) =>
  rules?.minLength !== undefined || rules?.minComplexity !== undefined;

export const accountKeys = {
  all: ['account'] as const,
  requirements: () => [...accountKeys.all, 'passwordRequirements'] as const,
  canChangePassword: (userId: number) => [...accountKeys.all, 'canChangePassword', userId] as const,
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
