import { materialCategoryQueryOptions, type MaterialCategory } from '@/api/material-categories';
import { useReopenDraft } from '@/components/form';
import { queryClient } from '@/lib/query-client';

/** The draft id of the material category form. */
export const CATEGORY_FORM_ID = 'materialCategory';

/** The list reopens the category dialog when a draft of it waits (after a reload or a sign-in). */
export function useReopenCategoryForm(open: (category: MaterialCategory | null) => void) {
  useReopenDraft({
    formId: CATEGORY_FORM_ID,
    load: (id) => queryClient.fetchQuery(materialCategoryQueryOptions(id)),
    open,
  });
}
