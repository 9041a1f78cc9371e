import { bizUserQueryOptions } from '@/api/biz-users';
import { firstListRequest, firstRecordRequest, type FirstRequest } from '@/components/data-table/table-query';
import { contractorListSource } from './contractors/contractor-list-source';
import { documentListSource } from './documents/document-list-source';
import { employeeListSource } from './employees/employee-list-source';

/* The people area's first requests (issue 27 §1): what each screen's route loader asks for first. */
export const firstRequests: FirstRequest[] = [
  firstListRequest('/manages/employees', employeeListSource),
  firstListRequest('/manages/contractors', contractorListSource),
  // a subcontractor's detail, on each of its tabs, shows the subcontractor (the header) first
  firstRecordRequest('/manages/contractors/:userId/*', 'userId', bizUserQueryOptions),
  firstListRequest('/manages/contractors/:userId/documents', documentListSource),
];
