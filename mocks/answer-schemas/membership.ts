import { acknowledgementSchema } from '@/api/schemas/common';
import { dataTableAnswerSchema } from '@/api/schemas/common';
import {
  changePasswordAnswerSchema,
  isAllowedAnswerSchema,
  passwordRequirementsSchema,
} from '@/api/schemas/account';
import { currentUserSchema, loginAnswerSchema, permissionListSchema } from '@/api/schemas/auth';
import { bizUserSchema } from '@/api/schemas/biz-users';
import { companyListSchema, companySchema } from '@/api/schemas/companies';
import { membershipUserRowSchema, membershipUserSchema } from '@/api/schemas/membership-users';
import {
  permissionListSchema as permissionEntityListSchema,
  roleListSchema,
  roleSchema,
} from '@/api/schemas/roles';
import { groupUserListSchema, userGroupListSchema, userGroupSchema } from '@/api/schemas/user-groups';
import { userAutocompleteListSchema, userListSchema } from '@/api/schemas/users';
import type { AnswerSchemas } from './types';

/*
 * The documented answers of the membership base (decision 3: /auth, /account, /user, /role, /permission,
 * /userGroup, /datasource, /manageCompanies, /integration, /api/user/*, /api/userGroup/*), keyed as the
 * handlers register them. acknowledgementSchema: the client reads nothing from the 2xx answer (an
 * acknowledgement after an assignment, a delete or an impersonation, whose page then reloads); the server answers
 * a bare `true`, which carries no field.
 */

const M = '/membership.api';

export const membershipAnswerSchemas: AnswerSchemas = {
  /* ---------- authentication and account (A §7, C §7) ---------- */
  [`POST ${M}/auth`]: loginAnswerSchema,
  [`GET ${M}/auth/user`]: currentUserSchema,
  [`GET ${M}/auth/permissions`]: permissionListSchema,
  // "page reloads" (A §7): the answer is not read
  [`GET ${M}/auth/impersonate/:userId`]: acknowledgementSchema,
  // "then the page reloads" (C §7): the answer is not read
  [`GET ${M}/auth/CancelImpersonation`]: acknowledgementSchema,
  [`GET ${M}/account/ChangePasswordRequirements`]: passwordRequirementsSchema,
  [`GET ${M}/account/IsUserAllowedToChangePassword/:userId`]: isAllowedAnswerSchema,
  [`POST ${M}/account/SecureChangePassword`]: changePasswordAnswerSchema,

  /* ---------- users (C §7 "User") ---------- */
  [`POST ${M}/datasource/user`]: dataTableAnswerSchema(membershipUserRowSchema),
  [`GET ${M}/user`]: userListSchema,
  [`GET ${M}/user/autocomplete`]: userAutocompleteListSchema,
  [`GET ${M}/user/:id`]: membershipUserSchema,
  [`GET ${M}/user/:id/permission`]: permissionEntityListSchema,
  [`GET ${M}/user/:id/role`]: roleListSchema,
  // an assignment's acknowledgement: the screen reloads the user's permissions and roles instead
  [`POST ${M}/user/:id/permission/:grant`]: acknowledgementSchema,
  [`DELETE ${M}/user/:id/permission/:grant`]: acknowledgementSchema,
  [`POST ${M}/user/:id/role/:grant`]: acknowledgementSchema,
  [`DELETE ${M}/user/:id/role/:grant`]: acknowledgementSchema,
  // decision 14: the list reloads; the answer is not read
  [`DELETE ${M}/user/:id`]: acknowledgementSchema,
  [`POST ${M}/datasource/bizUsers`]: dataTableAnswerSchema(bizUserSchema),
  [`GET ${M}/datasource/bizUsers`]: dataTableAnswerSchema(bizUserSchema),

  /* ---------- roles and permissions (C §7 "Role", "Permission") ---------- */
  [`GET ${M}/permission`]: permissionEntityListSchema,
  [`GET ${M}/role`]: roleListSchema,
  [`POST ${M}/role/post`]: roleSchema,
  [`POST ${M}/datasource/role`]: dataTableAnswerSchema(roleSchema),
  [`GET ${M}/role/:id`]: roleSchema,
  [`GET ${M}/role/:id/permission`]: permissionEntityListSchema,
  [`PUT ${M}/role/:id`]: roleSchema,
  // the list reloads; the answer is not read
  [`DELETE ${M}/role/:id`]: acknowledgementSchema,
  // an assignment's acknowledgement: the screen reloads the role's permissions instead
  [`POST ${M}/role/:id/permission/:grant`]: acknowledgementSchema,
  [`DELETE ${M}/role/:id/permission/:grant`]: acknowledgementSchema,

  /* ---------- user groups (C §7 "User group") ---------- */
  [`POST ${M}/datasource/userGroup`]: dataTableAnswerSchema(userGroupSchema),
  [`GET ${M}/api/userGroup/getAll`]: userGroupListSchema,
  [`GET ${M}/api/userGroup/getUsers/:id`]: groupUserListSchema,
  [`POST ${M}/userGroup/post`]: userGroupSchema,
  [`GET ${M}/userGroup/:id`]: userGroupSchema,
  [`PUT ${M}/userGroup/:id`]: userGroupSchema,
  // the list reloads; the answer is not read
  [`DELETE ${M}/userGroup/:id`]: acknowledgementSchema,

  /* ---------- companies (C §7 "Companies") ---------- */
  [`POST ${M}/datasource/manageCompanies`]: dataTableAnswerSchema(companySchema),
  [`GET ${M}/manageCompanies/GetAllCompanies`]: companyListSchema,
  [`GET ${M}/manageCompanies/get/:id`]: companySchema,
  [`POST ${M}/manageCompanies/postCompany`]: companySchema,
  [`PUT ${M}/manageCompanies/putCompany`]: companySchema,
  // the banner follows the company's reload; the answer is not read
  [`POST ${M}/manageCompanies/UnattachDropBox`]: acknowledgementSchema,
};
