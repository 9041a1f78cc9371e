import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataTableSource } from '@/api/datatables';
import { createRole, getRoles, roleKeys, type Permission, type Role, type RolePayload } from '@/api/roles';
import { membershipApi } from '@/lib/api-client';
import { cacheTimes } from '@/lib/query-client';

/*
 * Role and permission administration (C §2, C §7), on the membership base. Apart from roles.ts, which the
 * start-up chunk carries (decision 13), so that none of this weighs on the sign-in page.
 */

export const permissionKeys = {
  all: ['permissions'] as const,
  list: () => [...permissionKeys.all, 'list'] as const,
};

export const roleAdminKeys = {
  detail: (id: number) => [...roleKeys.all, 'detail', id] as const,
  permissions: (id: number) => [...roleKeys.all, 'detail', id, 'permissions'] as const,
  table: () => [...roleKeys.all, 'table'] as const,
};

/** POST /datasource/role: the roles table. */
export const roleDataTableSource = dataTableSource<Role>(membershipApi, 'post', '/datasource/role');

export async function getRole(id: number, signal?: AbortSignal): Promise<Role> {
  const { data } = await membershipApi.get<Role>(`/role/${id}`, { signal });
  return data;
}

/** GET /role/{id}/permission: the permissions the role holds. */
export async function getRolePermissions(id: number, signal?: AbortSignal): Promise<Permission[]> {
  const { data } = await membershipApi.get<Permission[]>(`/role/${id}/permission`, { signal });
  return Array.isArray(data) ? data : [];
}

/** GET /permission: every permission. */
export async function getAllPermissions(signal?: AbortSignal): Promise<Permission[]> {
  const { data } = await membershipApi.get<Permission[]>('/permission', { signal });
  return Array.isArray(data) ? data : [];
}

export async function updateRole(role: RolePayload & { Id: number }): Promise<Role> {
  const { data } = await membershipApi.put<Role>(`/role/${role.Id}`, role);
  return data;
}

export async function deleteRole(id: number): Promise<void> {
  await membershipApi.delete(`/role/${id}`);
}

export async function addRolePermission(roleId: number, permissionId: number): Promise<void> {
  await membershipApi.post(`/role/${roleId}/permission/${permissionId}`);
}

export async function removeRolePermission(roleId: number, permissionId: number): Promise<void> {
  await membershipApi.delete(`/role/${roleId}/permission/${permissionId}`);
}

export const roleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: roleAdminKeys.detail(id),
    queryFn: ({ signal }) => getRole(id, signal),
    staleTime: cacheTimes.default,
    retry: false,
  });

export const rolePermissionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: roleAdminKeys.permissions(id),
    queryFn: ({ signal }) => getRolePermissions(id, signal),
    staleTime: cacheTimes.default,
  });

export const allPermissionsQueryOptions = () =>
  queryOptions({
    queryKey: permissionKeys.list(),
    queryFn: ({ signal }) => getAllPermissions(signal),
    staleTime: cacheTimes.referenceData,
  });

export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: roleKeys.lists(),
    queryFn: () => getRoles(),
    staleTime: cacheTimes.default,
  });

export function useRoles() {
  return useQuery(rolesQueryOptions());
}

export function useRole(id: number | null | undefined) {
  return useQuery({ ...roleQueryOptions(id ?? 0), enabled: !!id });
}

export function useRolePermissions(id: number) {
  return useQuery(rolePermissionsQueryOptions(id));
}

export function useAllPermissions() {
  return useQuery(allPermissionsQueryOptions());
}

export function useCreateRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: RolePayload) => createRole(payload),
    onSuccess: () => client.invalidateQueries({ queryKey: roleKeys.all }),
  });
}

export function useUpdateRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: (role, sent) => {
      client.setQueryData(roleAdminKeys.detail(sent.Id), (old: Role | undefined) => ({
        ...old,
        ...sent,
        ...(role && typeof role === 'object' ? role : {}),
      }));
      return client.invalidateQueries({ queryKey: roleKeys.lists() });
    },
  });
}

export function useDeleteRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: roleKeys.lists() }),
        client.invalidateQueries({ queryKey: roleAdminKeys.table() }),
      ]),
  });
}

/** Moves permissions to or from a role, one call each (POST or DELETE /role/{roleId}/permission/{id}). */
export function useSetRolePermissions(roleId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, assign }: { ids: number[]; assign: boolean }) => {
      for (const id of ids) await (assign ? addRolePermission(roleId, id) : removeRolePermission(roleId, id));
    },
    onSettled: () => client.invalidateQueries({ queryKey: roleAdminKeys.permissions(roleId) }),
  });
}
