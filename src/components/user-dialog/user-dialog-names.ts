import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserFormAudience, UserFormMode } from './user-schema';

/*
 * The light part of the user dialog (no form or schema library): what the pages that open it use before it
 * is opened, so their own chunks stay small.
 */

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
