import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { membershipApi, type CallOptions } from '@/lib/api-client';
import { DEFAULT_ROLES } from '@/lib/permissions';
import type { permissionSchema, roleSchema } from './schemas/roles';

/** Permission (C §3): full names (decision 2). */
/** On a user's permission, roleId is the role it comes from (inherited), absent or null when assigned directly. */
export type Permission = z.infer<typeof permissionSchema>;

/** Role (C §3). */
export type Role = z.infer<typeof roleSchema>;
export interface RolePayload {
  Name: string;
  Description: string;
}

export const roleKeys = {
  all: ['roles'] as const,
  lists: () => [...roleKeys.all, 'list'] as const,
  detail: (id: number) => [...roleKeys.all, 'detail', id] as const,
};

export async function getRoles(options: CallOptions = {}): Promise<Role[]> {
  const { data } = await membershipApi.get<Role[]>('/role', options);
  return Array.isArray(data) ? data : [];
}

export async function createRole(payload: RolePayload, options: CallOptions = {}): Promise<Role> {
  const { data } = await membershipApi.post<Role>('/role/post', payload, options);
  return data;
}

/**
 * Decision 13: creates each default role the server does not have yet, in the background (no spinner).
 * Returns the names created. The roles come from the cache when a screen of this session has read them (the users'
 * role filter, a user's roles: not asked for twice), else from the server into the cache; the roles' screens
 * read them again once any was created.
 */
export async function ensureDefaultRoles(client: QueryClient): Promise<string[]> {
  const background = { background: true };
  const roles = await client.ensureQueryData({
    queryKey: roleKeys.lists(),
    queryFn: () => getRoles(background),
  });
  const existing = new Set(roles.map((r) => r.Name.toLowerCase()));
  const missing = DEFAULT_ROLES.filter((r) => !existing.has(r.Name.toLowerCase()));
  for (const role of missing)
    await createRole({ Name: role.Name, Description: role.Description }, background);
  // the roles' lists and table are out of date; a role's own record and permissions are not (a detail page open
  // at that moment would read its role again for nothing)
  if (missing.length)
    void client.invalidateQueries({ queryKey: roleKeys.all, predicate: (q) => q.queryKey[1] !== 'detail' });
  return missing.map((r) => r.Name);
}
