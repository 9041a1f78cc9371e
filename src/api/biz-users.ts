import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { daewonApi } from '@/lib/api-client';
import { cacheTimes } from '@/lib/query-client';
import {
  browserDataTableSource,
  type DataTableAnswer,
  type DataTableFetcher,
  type DataTableRequest,
} from '@/api/datatables';
import { bizUserKeys, userKeys } from '@/api/user-keys';
import { bizUsersDataTableSource, type BizUser } from '@/api/users';
import type { bizUserSchema } from './schemas/biz-users';

/*
 * Business users (C §3 "User", C §7 "Biz users"): GET /bizUsers, POST /bizUsers/createUser, GET, PUT and
 * DELETE /bizUsers/{id}, GET /bizUsers/checkEmail/{email}, on the Daewon base (decision 3); their data-table
 * source /datasource/bizUsers (custom filter role) on the membership base, declared in ./users.
 */

export type { BizUser };

/** A business user as read and written (C §3 "User"); fields the server may leave out are optional. */
export type BizUserRecord = z.infer<typeof bizUserSchema>;

/** What POST createUser and PUT /{id} carry (C §3; PasswordRepeat is the form's only). */
export interface BizUserPayload {
  Id?: number;
  FirstName: string;
  LastName: string;
  Email: string;
  CellPhoneNumber: string;
  HomePhoneNumber?: string;
  Comment?: string;
  Roles: string[];
  IsActive: boolean;
  CompanyName?: string;
  Ssn?: string;
  Address?: string;
  isNeedInvite: boolean;
  /** left out when not set (update keeps the current one) */
  Password?: string;
}

/** The whole user as PUT /bizUsers/{id} carries it, from the user as GET /bizUsers/{id} answers it. */
export function toBizUserPayload(user: BizUserRecord): BizUserPayload & { Id: number } {
  return {
    Id: user.Id,
    FirstName: user.FirstName,
    LastName: user.LastName,
    Email: user.Email ?? '',
    CellPhoneNumber: user.CellPhoneNumber ?? '',
    HomePhoneNumber: user.HomePhoneNumber ?? '',
    Comment: user.Comment ?? '',
    Roles: [...(user.Roles ?? [])],
    IsActive: user.IsActive ?? true,
    CompanyName: user.CompanyName ?? '',
    Ssn: user.Ssn ?? '',
    Address: user.Address ?? '',
    isNeedInvite: !!user.isNeedInvite,
  };
}

export { bizUserKeys };

/** GET /bizUsers: every business user. */
export async function getBizUsers(signal?: AbortSignal): Promise<BizUserRecord[]> {
  const { data } = await daewonApi.get<BizUserRecord[]>('/bizUsers', { signal });
  return Array.isArray(data) ? data : [];
}

/** GET /bizUsers/{id}. */
export async function getBizUser(id: number, signal?: AbortSignal): Promise<BizUserRecord> {
  const { data } = await daewonApi.get<BizUserRecord>(`/bizUsers/${id}`, { signal });
  return data;
}

/** POST /bizUsers/createUser. */
export async function createBizUser(payload: BizUserPayload): Promise<BizUserRecord | undefined> {
  const { data } = await daewonApi.post<BizUserRecord | undefined>('/bizUsers/createUser', payload);
  return data || undefined;
}

/** PUT /bizUsers/{id} with the whole user. */
export async function updateBizUser(
  payload: BizUserPayload & { Id: number },
): Promise<BizUserRecord | undefined> {
  const { data } = await daewonApi.put<BizUserRecord | undefined>(`/bizUsers/${payload.Id}`, payload);
  return data || undefined;
}

/** DELETE /bizUsers/{id} (decision 14: business users). */
export async function deleteBizUser(id: number): Promise<void> {
  await daewonApi.delete(`/bizUsers/${id}`);
}

/**
 * GET /bizUsers/checkEmail/{email}: whether a user with that e-mail exists (C §7). The answer is read as a
 * boolean; an object answer is read through its first boolean field (a server wrapping it).
 */
export async function checkBizUserEmail(email: string, signal?: AbortSignal): Promise<boolean> {
  const { data } = await daewonApi.get<unknown>(`/bizUsers/checkEmail/${encodeURIComponent(email)}`, {
    signal,
    background: true,
  });
  if (typeof data === 'boolean') return data;
  if (typeof data === 'string') return data.trim().toLowerCase() === 'true';
  if (data && typeof data === 'object') {
    const flag = Object.values(data as Record<string, unknown>).find((v) => typeof v === 'boolean');
    return flag === true;
  }
  return false;
}

export const bizUsersQueryOptions = () =>
  queryOptions({
    queryKey: bizUserKeys.whole(),
    queryFn: ({ signal }) => getBizUsers(signal),
    staleTime: cacheTimes.tablePage,
  });

export const bizUserQueryOptions = (id: number) =>
  queryOptions({
    queryKey: bizUserKeys.detail(id),
    queryFn: ({ signal }) => getBizUser(id, signal),
    staleTime: cacheTimes.default,
    retry: false,
  });

export function useBizUser(id: number | null | undefined) {
  return useQuery({ ...bizUserQueryOptions(id ?? 0), enabled: !!id });
}

/** The users of one role, from /datasource/bizUsers (its documented custom filter). */
export function bizUsersOfRole(role: string): DataTableFetcher<BizUser> {
  return (request: DataTableRequest, signal?: AbortSignal): Promise<DataTableAnswer<BizUser>> =>
    bizUsersDataTableSource({ ...request, role }, signal);
}

/**
 * The users holding any of several roles (employees: staff, finance manager, vice president, production,
 * service). /datasource/bizUsers takes one role (decision 19), so the whole list GET /bizUsers is read once
 * through the query cache and paged, sorted and searched in the browser (decision 18).
 */
export function bizUsersInRoles(
  roles: readonly string[],
  fetchAll: (signal?: AbortSignal) => Promise<BizUserRecord[]> = getBizUsers,
): DataTableFetcher<BizUserRecord> {
  const wanted = roles.map((r) => r.toLowerCase());
  return browserDataTableSource(async (signal) =>
    (await fetchAll(signal)).filter((u) => (u.Roles ?? []).some((r) => wanted.includes(r.toLowerCase()))),
  );
}

/**
 * A name filter on a business-user source: the screen's `name` field becomes the protocol's global search
 * (decision 5), which the source applies to its searchable columns (the list marks only the name columns so).
 */
export function searchByName<T>(source: DataTableFetcher<T>): DataTableFetcher<T> {
  return (request, signal) => {
    const { name, ...rest } = request as DataTableRequest & { name?: unknown };
    const term = typeof name === 'string' ? name.trim() : '';
    return source(term ? { ...rest, search: { value: term, regex: false } } : rest, signal);
  };
}

/** Everything a user change shows in: the biz-user lists and details, user pickers and managers. */
function invalidateUsers(client: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    client.invalidateQueries({ queryKey: bizUserKeys.all }),
    client.invalidateQueries({ queryKey: userKeys.all }),
  ]);
}

export function useCreateBizUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBizUser,
    onSuccess: () => invalidateUsers(client),
  });
}

export function useUpdateBizUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateBizUser,
    onSuccess: (saved, payload) => {
      if (saved?.Id) client.setQueryData(bizUserKeys.detail(saved.Id), saved);
      else client.removeQueries({ queryKey: bizUserKeys.detail(payload.Id) });
      return invalidateUsers(client);
    },
  });
}

export function useDeleteBizUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBizUser,
    onSuccess: (_d, id) => client.removeQueries({ queryKey: bizUserKeys.detail(id) }),
    // C §8: success or not, the table reloads
    onSettled: () => invalidateUsers(client),
  });
}
