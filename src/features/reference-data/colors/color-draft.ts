import { colorQueryOptions, type Color } from '@/api/colors';
import { useReopenDraft } from '@/components/form';
import { queryClient } from '@/lib/query-client';

/** The draft id of the colour form. */
export const COLOR_FORM_ID = 'color';

/** The list reopens the colour dialog when a draft of it waits (after a reload or a sign-in). */
export function useReopenColorForm(open: (color: Color | null) => void) {
  useReopenDraft({
    formId: COLOR_FORM_ID,
    load: (id) => queryClient.fetchQuery(colorQueryOptions(id)),
    open,
  });
}
