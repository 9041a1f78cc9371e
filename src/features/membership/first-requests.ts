import { companyQueryOptions } from '@/api/companies';
import { membershipUserQueryOptions } from '@/api/membership-users';
import { roleQueryOptions } from '@/api/role-admin';
import { userGroupQueryOptions } from '@/api/user-groups';
import { firstListRequest, firstQueryRequest, type FirstRequest } from '@/components/data-table/table-query';
import { parseRouteId } from '@/lib/list-params';
import { companyListSource } from './companies/company-list-source';
import { roleListSource } from './roles/role-list-source';
import { userGroupListSource } from './user-groups/user-group-list-source';
import { userManagerListSource } from './user-manager/user-manager-source';
import { userListSource } from './users/user-list-source';

/* The membership area's first requests (issue 27 §1): what each screen's route loader asks for first. */
export const firstRequests: FirstRequest[] = [
  firstListRequest('/membership/user/list', userListSource),
  // a user's, a role's detail and each of their tabs show the record (the header) first
  firstQueryRequest('/membership/user/details/:id/*', (_url, params) => {
    const id = parseRouteId(params.id);
    return id ? membershipUserQueryOptions(id) : null;
  }),
  firstListRequest('/membership/role/list', roleListSource),
  firstQueryRequest('/membership/role/details/:id/*', (_url, params) => {
    const id = parseRouteId(params.id);
    return id ? roleQueryOptions(id) : null;
  }),
  firstListRequest('/membership/company/list', companyListSource),
  firstQueryRequest('/membership/company/details/:id', (_url, params) => {
    const id = parseRouteId(params.id);
    return id ? companyQueryOptions(id) : null;
  }),
  firstListRequest('/membership/usermanager/list/:filter', userManagerListSource),
  firstListRequest('/membership/usergroup/list', userGroupListSource),
  // a group's form: the group (a new one, id 0, asks for nothing first)
  firstQueryRequest('/membership/usergroup/:action/:groupId', (_url, params) => {
    const id = parseRouteId(params.groupId);
    return id ? userGroupQueryOptions(id) : null;
  }),
];
