import { companiesDataTableSource, companyKeys } from '@/api/companies';
import { defineListSource } from '@/components/data-table/table-query';
import { defineListParams } from '@/lib/list-params';

/** membership_company (C §2): Id, Company Name and the owner's first name, last name and e-mail. */
export const companyListSource = defineListSource({
  params: defineListParams({ pageSize: 25, sort: { column: 'Id', dir: 'asc' } }),
  queryKey: companyKeys.lists(),
  fetcher: companiesDataTableSource,
  columns: [
    { id: 'Id' },
    { id: 'CompanyName' },
    { id: 'Owner.FirstName' },
    { id: 'Owner.LastName' },
    { id: 'Owner.Email' },
  ],
});
