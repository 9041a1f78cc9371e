import { manufacturerQueryOptions, type Manufacturer } from '@/api/manufacturers';
import { useReopenDraft } from '@/components/form';
import { queryClient } from '@/lib/query-client';

/** The draft id of the manufacturer form. */
export const MANUFACTURER_FORM_ID = 'materialManufacture';

/** The list reopens the manufacturer dialog when a draft of it waits (after a reload or a sign-in). */
export function useReopenManufacturerForm(open: (item: Manufacturer | null) => void) {
  useReopenDraft({
    formId: MANUFACTURER_FORM_ID,
    load: (id) => queryClient.fetchQuery(manufacturerQueryOptions(id)),
    open,
  });
}
