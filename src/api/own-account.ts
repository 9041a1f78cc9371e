import { queryOptions } from '@tanstack/react-query';
import { cacheTimes } from '@/lib/query-client';
import { accountKeys, isRecord, isUserAllowedToChangePassword, numberOf } from './account';
import { getUserAutocomplete } from './autocomplete';

/*
 * Whose password the account menu changes (issue 25 §3): the signed-in user's own id. Loaded with the account
 * menu's extras, not with the shell.
 */

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

/** The signed-in user's own id when they may change their password (resolveOwnUserId), else null. */
export const ownAccountQueryOptions = (currentUser: { userName: string }) =>
  queryOptions({
    queryKey: accountKeys.own(currentUser.userName),
    queryFn: ({ signal }) => resolveOwnUserId(currentUser, signal),
    staleTime: cacheTimes.default,
  });
