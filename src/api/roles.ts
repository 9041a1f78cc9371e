import { membershipApi } from '@/lib/api-client';
import { DEFAULT_ROLES } from '@/lib/permissions';

/** Role (C §3). */
export interface Role {
  Id: number;
  Name: string;
  Description: string;
  Permissions?: Array<{ Id: number; Name: string; Type?: string }>;
}
export interface RolePayload {
  Name: string;
  Description: string;
}

export const roleKeys = {
  all: ['roles'] as const,
  lists: () => [...roleKeys.all, 'list'] as const,
  detail: (id: number) => [...roleKeys.all, 'detail', id] as const,
};

export async function getRoles(): Promise<Role[]> {
  const { data } = await membershipApi.get<Role[]>('/role');
  return Array.isArray(data) ? data : [];
}

export async function createRole(payload: RolePayload): Promise<Role> {
  const { data } = await membershipApi.post<Role>('/role/post', payload);
  return data;
}

/** Decision 13: creates each default role the server does not have yet. Returns the names created. */
export async function ensureDefaultRoles(): Promise<string[]> {
  const roles = await getRoles();
  const existing = new Set(roles.map((r) => r.Name.toLowerCase()));
  const missing = DEFAULT_ROLES.filter((r) => !existing.has(r.Name.toLowerCase()));
  for (const role of missing) await createRole(role);
  return missing.map((r) => r.Name);
}
