import type { LoaderFunctionArgs } from 'react-router-dom';
import { bizUserQueryOptions } from '@/api/biz-users';
import { subcontractorDocumentsQueryOptions } from '@/api/subcontractor-documents';
import { listLoader } from '@/components/data-table/table-query';
import { parseRouteId } from '@/lib/list-params';
import { queryClient } from '@/lib/query-client';
import { contractorListSource } from './contractors/contractor-list-source';
import { documentListSource } from './documents/document-list-source';
import { employeeListSource } from './employees/employee-list-source';

export const loadContractorList = listLoader(contractorListSource);

/** The subcontractors' page and, in the same round, their documents (flags and the expiring panel). */
export function contractorListLoader(args: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(subcontractorDocumentsQueryOptions());
  return loadContractorList(args);
}

/** Starts loading the subcontractor (and the compliance flags) while the detail's code loads. */
export function prefetchContractor({ params }: LoaderFunctionArgs) {
  const id = parseRouteId(params.userId);
  if (id) void queryClient.prefetchQuery(bizUserQueryOptions(id));
  void queryClient.prefetchQuery(subcontractorDocumentsQueryOptions());
  return null;
}

export const documentListSourceLoader = listLoader(documentListSource);
export const employeeListSourceLoader = listLoader(employeeListSource);
