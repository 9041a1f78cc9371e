import { membershipApi } from '@/lib/api-client';
import { dataTableSource, type DataTableAnswer, type DataTableRequest } from '@/api/datatables';

/* Users: only what the builders and jobs screens need (C §7). Membership base (decision 3). */

/** A business user as listed by /datasource/bizUsers. */
export interface BizUser {
  Id: number;
  FirstName: string;
  LastName: string;
  Email: string;
  CellPhoneNumber: string;
  Roles: string[];
  ClientCompanyId: number | null;
  CompanyName: string;
  ModifiedBy: string;
  ModifiedDate: string;
}

export interface BizUserListFilters {
  /** the custom role filter, e.g. 'BizClientCompanyManager' */
  role?: string;
  clientCompanyId?: number | null;
  name?: string;
}

/** GET /user/{id} (C §7): the fields the screens use. */
export interface User {
  Id: number;
  FirstName: string;
  LastName: string;
  Email: string;
}

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: object) => [...userKeys.lists(), params] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (id: number) => [...userKeys.details(), id] as const,
};

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

export function bizUsersDataTable(filters: BizUserListFilters) {
  const extra: Record<string, string | number> = {};
  if (filters.role) extra.role = filters.role;
  if (typeof filters.clientCompanyId === 'number' && filters.clientCompanyId !== 0)
    extra.clientCompanyId = filters.clientCompanyId;
  if (filters.name?.trim()) extra.name = filters.name.trim();
  return (request: DataTableRequest, signal?: AbortSignal): Promise<DataTableAnswer<BizUser>> =>
    bizUsersDataTableSource({ ...request, ...extra }, signal);
}

/** A builder's company client managers (the builder detail's managers tab). */
export const clientCompanyManagersDataTable = (clientCompanyId: number, name?: string) =>
  bizUsersDataTable({ role: 'BizClientCompanyManager', clientCompanyId, name });
