import type { z } from 'zod';
import { membershipApi } from '@/lib/api-client';
import { includesText } from '@/lib/compare';
import { getUserAutocomplete } from '@/api/autocomplete';
import {
  answerInBrowser,
  dataTableSource,
  readAllRows,
  type DataTableAnswer,
  type DataTableFetcher,
  type DataTableRequest,
} from '@/api/datatables';
import { Roles } from '@/lib/permissions';
import type { bizUserSchema } from './schemas/biz-users';
import type { userSchema } from './schemas/users';

/* Users: only what the builders and jobs screens need (C §7). Membership base (decision 3). */

/** A business user as listed by /datasource/bizUsers (the User entity of C §3). */
export type BizUser = z.infer<typeof bizUserSchema>;

/** GET /user/{id} (C §7): the User entity of C §3. */
export type User = z.infer<typeof userSchema>;

export { userKeys } from '@/api/user-keys';

/** GET /user/{id} on the membership base, as a background look-up (a user picker's saved choice). */
export async function getUser(id: number, signal?: AbortSignal): Promise<User> {
  const { data } = await membershipApi.get<User>(`/user/${id}`, { background: true, signal });
  return data;
}

/** POST /datasource/bizUsers (custom filter role). */
export const bizUsersDataTableSource = dataTableSource<BizUser>(
  membershipApi,
  'post',
  '/datasource/bizUsers',
);

/** The members of a role as /datasource/bizUsers lists them: its one documented custom filter (C §7). */
export function bizUsersDataTable(role?: string) {
  return (request: DataTableRequest, signal?: AbortSignal): Promise<DataTableAnswer<BizUser>> =>
    bizUsersDataTableSource(role ? { ...request, role } : request, signal);
}

const nameMatches = (user: { FirstName: string; LastName: string; Email?: string }, name: string) =>
  includesText(`${user.FirstName} ${user.LastName} ${user.Email ?? ''}`, name);

/** Every user of a role in one client company: GET /user/autocomplete with roleFilter and clientCompanyId. */
async function companyUserIds(role: string, clientCompanyId: number, signal?: AbortSignal) {
  const ids = new Set<number>();
  const pageLimit = 100;
  for (let page = 1; ; page++) {
    const users = await getUserAutocomplete(
      { q: '', roleFilter: role, clientCompanyId, page, page_limit: pageLimit },
      signal,
    );
    users.forEach((u) => ids.add(u.Id));
    if (users.length < pageLimit) return ids;
  }
}

/**
 * A builder's company client managers (the builder detail's managers tab), filtered by name: the page of a request
 * whose extra fields are `clientCompanyId` and `name` (the screen's; they are not sent). Only documented parameters
 * are sent (decision 19): the company's managers are the BizClientCompanyManager users /user/autocomplete finds
 * with clientCompanyId; their rows come from /datasource/bizUsers (role filter); the name filter, sort and paging
 * are done in the browser.
 */
export const clientCompanyManagersSource: DataTableFetcher<BizUser> = async (request, signal) => {
  const role = Roles.ClientCompanyManager;
  const clientCompanyId = Number(request.clientCompanyId) || 0;
  const term = typeof request.name === 'string' ? request.name.trim() : '';
  const [ids, users] = await Promise.all([
    companyUserIds(role, clientCompanyId, signal),
    readAllRows(bizUsersDataTable(role), {}, signal),
  ]);
  return answerInBrowser(
    users.filter((u) => ids.has(u.Id) && (!term || nameMatches(u, term))),
    request,
  );
};
