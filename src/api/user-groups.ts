import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { dataTableSource } from '@/api/datatables';
import { membershipApi } from '@/lib/api-client';
import { cacheTimes } from '@/lib/query-client';
import type { groupUserSchema, userGroupSchema } from './schemas/user-groups';

/* User groups (C §2, C §3, C §7), on the membership base (decision 3). */

/** A member of a group as the group answers it (a User of C §3). */
export type GroupUser = z.infer<typeof groupUserSchema>;

/** User group (C §3): Id, Name, Users. */
export type UserGroup = z.infer<typeof userGroupSchema>;

export interface UserGroupPayload {
  Name: string;
  Users: GroupUser[];
}

export const userGroupKeys = {
  all: ['userGroups'] as const,
  lists: () => [...userGroupKeys.all, 'list'] as const,
  all_: () => [...userGroupKeys.all, 'getAll'] as const,
  detail: (id: number) => [...userGroupKeys.all, 'detail', id] as const,
  users: (id: number) => [...userGroupKeys.all, 'users', id] as const,
};

/** POST /datasource/userGroup: the groups table. */
export const userGroupsDataTableSource = dataTableSource<UserGroup>(
  membershipApi,
  'post',
  '/datasource/userGroup',
);

export async function getUserGroup(id: number, signal?: AbortSignal): Promise<UserGroup> {
  const { data } = await membershipApi.get<UserGroup>(`/userGroup/${id}`, { signal });
  return data;
}

/** GET /api/userGroup/getAll: every group (the contacts picker's Groups mode). */
export async function getAllUserGroups(signal?: AbortSignal): Promise<UserGroup[]> {
  const { data } = await membershipApi.get<UserGroup[]>('/api/userGroup/getAll', {
    signal,
    background: true,
  });
  return Array.isArray(data) ? data : [];
}

/** GET /api/userGroup/getUsers/{groupId}: a group's members. */
export async function getUserGroupUsers(groupId: number, signal?: AbortSignal): Promise<GroupUser[]> {
  const { data } = await membershipApi.get<GroupUser[]>(`/api/userGroup/getUsers/${groupId}`, {
    signal,
    background: true,
  });
  return Array.isArray(data) ? data : [];
}

export async function createUserGroup(payload: UserGroupPayload): Promise<UserGroup> {
  const { data } = await membershipApi.post<UserGroup>('/userGroup/post', payload);
  return data;
}

export async function updateUserGroup(group: UserGroupPayload & { Id: number }): Promise<UserGroup> {
  const { data } = await membershipApi.put<UserGroup>(`/userGroup/${group.Id}`, group);
  return data;
}

export async function deleteUserGroup(id: number): Promise<void> {
  await membershipApi.delete(`/userGroup/${id}`);
}

export const userGroupQueryOptions = (id: number) =>
  queryOptions({
    queryKey: userGroupKeys.detail(id),
    queryFn: ({ signal }) => getUserGroup(id, signal),
    staleTime: cacheTimes.default,
    retry: false,
  });

export const allUserGroupsQueryOptions = () =>
  queryOptions({
    queryKey: userGroupKeys.all_(),
    queryFn: ({ signal }) => getAllUserGroups(signal),
    staleTime: cacheTimes.default,
  });

export function useUserGroup(id: number | null | undefined) {
  return useQuery({ ...userGroupQueryOptions(id ?? 0), enabled: !!id });
}

export function useAllUserGroups(enabled = true) {
  return useQuery({ ...allUserGroupsQueryOptions(), enabled });
}

export function useSaveUserGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (group: UserGroupPayload & { Id?: number }) =>
      group.Id ? updateUserGroup({ ...group, Id: group.Id }) : createUserGroup(group),
    onSuccess: (saved) => {
      if (saved?.Id) client.setQueryData(userGroupKeys.detail(saved.Id), saved);
      return client.invalidateQueries({ queryKey: userGroupKeys.all });
    },
  });
}

export function useDeleteUserGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteUserGroup,
    onSuccess: () => client.invalidateQueries({ queryKey: userGroupKeys.all }),
  });
}
