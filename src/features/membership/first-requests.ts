import { firstListRequest, type FirstRequest } from '@/components/data-table/table-query';
import { companyListSource } from './companies/company-list-source';
import { roleListSource } from './roles/role-list-source';
import { userGroupListSource } from './user-groups/user-group-list-source';
import { userManagerListSource } from './user-manager/user-manager-source';
import { userListSource } from './users/user-list-source';

/* The membership area's first requests (issue 27 §1): what each screen's route loader asks for first. */
export const firstRequests: FirstRequest[] = [
  firstListRequest('/membership/user/list', userListSource),
  firstListRequest('/membership/role/list', roleListSource),
  firstListRequest('/membership/company/list', companyListSource),
  firstListRequest('/membership/usermanager/list/:filter', userManagerListSource),
  firstListRequest('/membership/usergroup/list', userGroupListSource),
];
