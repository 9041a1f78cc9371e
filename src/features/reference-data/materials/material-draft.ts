import { materialQueryOptions, type Material } from '@/api/materials';
import { useReopenDraft } from '@/components/form';
import { queryClient } from '@/lib/query-client';

/** The draft id of the material form. */
export const MATERIAL_FORM_ID = 'material';

/** The list reopens the material dialog when a draft of it waits (after a reload or a sign-in). */
export function useReopenMaterialForm(open: (material: Material | null) => void) {
  useReopenDraft({
    formId: MATERIAL_FORM_ID,
    load: (id) => queryClient.fetchQuery(materialQueryOptions(id)),
    open,
  });
}
