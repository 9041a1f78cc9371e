import { supplyCompanyQueryOptions, type SupplyCompany } from '@/api/supply-companies';
import { useReopenDraft } from '@/components/form';
import { queryClient } from '@/lib/query-client';

/** The draft id of the supply company form. */
export const SUPPLY_COMPANY_FORM_ID = 'supplyCompany';

/** The list reopens the supply company dialog when a draft of it waits (after a reload or a sign-in). */
export function useReopenSupplyCompanyForm(open: (company: SupplyCompany | null) => void) {
  useReopenDraft({
    formId: SUPPLY_COMPANY_FORM_ID,
    load: (id) => queryClient.fetchQuery(supplyCompanyQueryOptions(id)),
    open,
  });
}
