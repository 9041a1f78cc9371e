import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserFormAudience, UserFormMode } from './user-schema';

/*
 * The light part of the user dialog (no form or schema library): what the pages that open it use before it
 * is opened, so their own chunks stay small.
 */

/**
 * The columns of the user lists in the order the documents' hidden-column indexes count them (decision 20): the
 * old table began with a hidden Id, so 0 Id, 1 Company Name, 2 First Name, 3 Last Name, 4 Email, 5 Phone Number,
 * 6 Roles, 7 Ssn, 8 row actions. A list that hides "columns 0 and 1" or "[0,1,5,6]" declares these columns in
 * this order and passes those indexes as they are.
 */
export const USER_LIST_COLUMNS = [
  'Id',
  'CompanyName',
  'FirstName',
  'LastName',
  'Email',
  'CellPhoneNumber',
  'Roles',
  'Ssn',
  'actions',
] as const;
export type UserListColumn = (typeof USER_LIST_COLUMNS)[number];

/** The draft id of the user form for a mode and audience (the page that opens it reopens its draft). */
export const userFormDraftId = (mode: UserFormMode, audience: UserFormAudience, scope = 'user') =>
  `${scope}/${audience}/${mode}`;

/** Role name → label ('BizStaff' → 'Staff'); unknown names are shown as they are. */
export function useRoleLabel() {
  const { t } = useTranslation();
  return useCallback(
    (role: string) => t(`common.userDialog.roles.${role}`, { defaultValue: role.replace(/^Biz/, '') }),
    [t],
  );
}
