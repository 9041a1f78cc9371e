import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { dataTableSource, type DataTableFetcher } from '@/api/datatables';
import type { Permission, Role } from '@/api/roles';
import { bizUserKeys, userKeys } from '@/api/user-keys';
import { membershipApi } from '@/lib/api-client';
import { cacheTimes } from '@/lib/query-client';
import type { membershipUserRowSchema, membershipUserSchema } from './schemas/membership-users';

/* Membership users (C §2 users, C §3 User, C §7 "User"), on the membership base (decision 3). */

/** GET /user/{id}: the user fields of C §3 that the administration screens show. */
export type MembershipUser = z.infer<typeof membershipUserSchema>;

/** A row of /datasource/user (C §2: Id, Company, Role, First Name, Last Name, Email): a User of C §3. */
export type MembershipUserRow = z.infer<typeof membershipUserRowSchema>;

/** The users list's filters: each is the search value of its column (the DataTables protocol, decision 5). */
export const USER_COLUMN_FILTERS = ['CompanyName', 'Roles', 'FirstName', 'LastName', 'Email'] as const;
export type UserColumnFilter = (typeof USER_COLUMN_FILTERS)[number];

export const membershipUserKeys = {
  all: [...userKeys.all, 'membership'] as const,
  table: () => [...membershipUserKeys.all, 'table'] as const,
  detail: (id: number) => [...membershipUserKeys.all, 'detail', id] as const,
  permissions: (id: number) => [...membershipUserKeys.all, 'detail', id, 'permissions'] as const,
  roles: (id: number) => [...membershipUserKeys.all, 'detail', id, 'roles'] as const,
};

const userDataTable = dataTableSource<MembershipUserRow>(membershipApi, 'post', '/datasource/user');

/**
 * A data-table fetcher whose screen filters travel in the protocol's own fields (decision 5), since the
 * documents name no extra filter fields (decision 19): the extra field named after a column becomes that
 * column's search value, and `globalKey`'s value the global search. Other extra fields are passed on.
 */
export function withColumnSearch<T>(
  fetcher: DataTableFetcher<T>,
  columnKeys: readonly string[],
  globalKey?: string,
): DataTableFetcher<T> {
  return (request, signal) => {
    const extra = request as unknown as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
    const columns = request.columns.map((c) =>
      columnKeys.includes(c.data) && text(extra[c.data])
        ? { ...c, search: { value: text(extra[c.data]), regex: false } }
        : c,
    );
    const global = globalKey ? text(extra[globalKey]) : '';
    const rest = Object.fromEntries(
      Object.entries(extra).filter(([k]) => !columnKeys.includes(k) && k !== globalKey),
    ) as unknown as typeof request;
    return fetcher(
      { ...rest, columns, search: global ? { value: global, regex: false } : request.search },
      signal,
    );
  };
}

/** POST /datasource/user, its filters as column searches (see withColumnSearch). */
export const usersDataTableSource = withColumnSearch(userDataTable, USER_COLUMN_FILTERS);

export async function getMembershipUser(id: number, signal?: AbortSignal): Promise<MembershipUser> {
  const { data } = await membershipApi.get<MembershipUser>(`/user/${id}`, { signal });
  return data;
}

/** GET /user/{id}/permission: direct and inherited permissions (roleId tells a role's from a direct one). */
export async function getUserPermissions(id: number, signal?: AbortSignal): Promise<Permission[]> {
  const { data } = await membershipApi.get<Permission[]>(`/user/${id}/permission`, { signal });
  return Array.isArray(data) ? data : [];
}

/** GET /user/{id}/role: the roles the user holds. */
export async function getUserRoles(id: number, signal?: AbortSignal): Promise<Role[]> {
  const { data } = await membershipApi.get<Role[]>(`/user/${id}/role`, { signal });
  return Array.isArray(data) ? data : [];
}

export async function addUserPermission(userId: number, permissionId: number): Promise<void> {
  await membershipApi.post(`/user/${userId}/permission/${permissionId}`);
}
export async function removeUserPermission(userId: number, permissionId: number): Promise<void> {
  await membershipApi.delete(`/user/${userId}/permission/${permissionId}`);
}
export async function addUserRole(userId: number, roleId: number): Promise<void> {
  await membershipApi.post(`/user/${userId}/role/${roleId}`);
}
export async function removeUserRole(userId: number, roleId: number): Promise<void> {
  await membershipApi.delete(`/user/${userId}/role/${roleId}`);
}

/** DELETE /user/{id}: removes a membership user (decision 14); the server may refuse (400 with its reason). */
export async function deleteMembershipUser(id: number): Promise<void> {
  await membershipApi.delete(`/user/${id}`);
}

export const membershipUserQueryOptions = (id: number) =>
  queryOptions({
    queryKey: membershipUserKeys.detail(id),
    queryFn: ({ signal }) => getMembershipUser(id, signal),
    staleTime: cacheTimes.default,
    retry: false,
  });

export const userPermissionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: membershipUserKeys.permissions(id),
    queryFn: ({ signal }) => getUserPermissions(id, signal),
    staleTime: cacheTimes.default,
  });

export const userRolesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: membershipUserKeys.roles(id),
    queryFn: ({ signal }) => getUserRoles(id, signal),
    staleTime: cacheTimes.default,
  });

export function useMembershipUser(id: number | null | undefined) {
  return useQuery({ ...membershipUserQueryOptions(id ?? 0), enabled: !!id });
}
export function useUserPermissions(id: number) {
  return useQuery(userPermissionsQueryOptions(id));
}
export function useUserRoles(id: number) {
  return useQuery(userRolesQueryOptions(id));
}

/** Removes a membership user; success or not, every user list reloads (C §8 "table reloads"). */
export function useDeleteMembershipUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteMembershipUser,
    onSuccess: (_d, id) => client.removeQueries({ queryKey: membershipUserKeys.detail(id) }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: userKeys.all }),
        client.invalidateQueries({ queryKey: bizUserKeys.all }),
      ]),
  });
}

/** Assigns or removes permissions of a user, one call each; a role change also changes the inherited ones. */
export function useSetUserAccess(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      kind,
      ids,
      assign,
    }: {
      kind: 'role' | 'permission';
      ids: number[];
      assign: boolean;
    }) => {
      for (const id of ids) {
        if (kind === 'role') await (assign ? addUserRole(userId, id) : removeUserRole(userId, id));
        else await (assign ? addUserPermission(userId, id) : removeUserPermission(userId, id));
      }
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: membershipUserKeys.permissions(userId) }),
        client.invalidateQueries({ queryKey: membershipUserKeys.roles(userId) }),
        client.invalidateQueries({ queryKey: membershipUserKeys.table() }),
      ]),
  });
}
