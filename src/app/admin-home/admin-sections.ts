import type { VisibleMenuEntry } from '../menu';

/**
 * The menu groups whose screens the administration home lists (`/admin`, A §2 `backend.home`): Manage
 * (builders, employees, subcontractors, supply companies and the reference data) and System Admin (users, roles,
 * site settings, companies).
 */
export const ADMIN_MENU_GROUPS: readonly string[] = ['manage', 'systemAdmin'];

/** Of the visible menu, the administration groups with the screens the user may open (groups without any left out). */
export function adminSections(visible: VisibleMenuEntry[]): VisibleMenuEntry[] {
  return visible
    .filter((entry) => ADMIN_MENU_GROUPS.includes(entry.id))
    .map((group) => ({ ...group, children: (group.children ?? []).filter((child) => !!child.to) }))
    .filter((group) => group.children.length > 0);
}
