import { clientCompanyQueryOptions, type ClientCompany } from '@/api/client-companies';
import { useReopenDraft } from '@/components/form';
import { queryClient } from '@/lib/query-client';

/** The draft id of the builder form. */
export const CLIENT_COMPANY_FORM_ID = 'clientCompany';

/** The builders list reopens the builder dialog when a draft of it waits (after a reload or a sign-in). */
export function useReopenClientCompanyForm(open: (company: ClientCompany | null) => void) {
  useReopenDraft({
    formId: CLIENT_COMPANY_FORM_ID,
    load: (id) => queryClient.fetchQuery(clientCompanyQueryOptions(id)),
    open,
  });
}
