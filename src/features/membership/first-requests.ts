import { bizUserQueryOptions } from '@/api/biz-users';
import { companyQueryOptions } from '@/api/companies';
import { membershipUserQueryOptions } from '@/api/membership-users';
import { roleQueryOptions } from '@/api/role-admin';
import { userGroupQueryOptions } from '@/api/user-groups';
import { firstListRequest, firstRecordRequest, type FirstRequest } from '@/components/data-table/table-query';
import { companyListSource } from './companies/company-list-source';
import { roleListSource } from './roles/role-list-source';
import { userGroupListSource } from './user-groups/user-group-list-source';
import { userManagerListSource } from './user-manager/user-manager-source';
import { userListSource } from './users/user-list-source';

/* The membership area's first requests (issue 27 §1): what each screen's route loader asks for first. */
export const firstRequests: FirstRequest[] = [
  firstListRequest('/membership/user/list', userListSource),
  // a user's, a role's detail and each of their tabs show the record (the header) first
  firstRecordRequest('/membership/user/details/:id/*', 'id', membershipUserQueryOptions),
  firstListRequest('/membership/role/list', roleListSource),
  firstRecordRequest('/membership/role/details/:id/*', 'id', roleQueryOptions),
  firstListRequest('/membership/company/list', companyListSource),
  firstRecordRequest('/membership/company/details/:id', 'id', companyQueryOptions),
  firstListRequest('/membership/usermanager/list/:filter', userManagerListSource),
  // the user manager's form opens over its list: the list's page, and the user to update
  firstListRequest('/membership/usermanager/:filter/:action/:userId', userManagerListSource),
  firstRecordRequest('/membership/usermanager/:filter/update/:userId', 'userId', bizUserQueryOptions),
  firstListRequest('/membership/usergroup/list', userGroupListSource),
  // a group's form: the group (a new one, id 0, asks for nothing first)
  firstRecordRequest('/membership/usergroup/:action/:groupId', 'groupId', userGroupQueryOptions),
];
