import { bizUserQueryOptions, type BizUserRecord } from '@/api/biz-users';
import { useReopenDraft } from '@/components/form';
import { queryClient } from '@/lib/query-client';
import type { UserFormAudience, UserFormMode } from './user-schema';
import { userFormDraftId } from './user-dialog-names';

/**
 * For the page that opens `UserFormDialog`: reopens it when a draft of it waits (after a reload or a sign-in).
 * Pass the same mode, audience and draftScope as the dialog; `open` gets the user (update) or null (create).
 */
export function useReopenUserForm(options: {
  mode: UserFormMode;
  audience?: UserFormAudience;
  draftScope?: string;
  open: (user: BizUserRecord | null) => void;
}) {
  useReopenDraft({
    formId: userFormDraftId(options.mode, options.audience ?? 'other', options.draftScope),
    load: (id) => queryClient.fetchQuery(bizUserQueryOptions(id)),
    open: options.open,
  });
}
