import { useReopenDraft } from '@/components/form';

/**
 * The draft id of the role form (the list's create dialog and a role's info tab). Apart from the form's schema, so
 * that the list, which only reopens a waiting draft, draws its first rows without the validation library.
 */
export const ROLE_FORM_ID = 'membershipRole';

/**
 * The list reopens the create dialog when a draft of a new role waits (after a reload or a sign-in); a role's own
 * draft waits for its info tab.
 */
export function useReopenRoleForm(open: () => void) {
  useReopenDraft({ formId: ROLE_FORM_ID, recordId: null, load: () => Promise.resolve(null), open });
}
