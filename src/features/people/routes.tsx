import type { LoaderFunctionArgs } from 'react-router-dom';
import { bizUserQueryOptions } from '@/api/biz-users';
import { subcontractorDocumentsQueryOptions } from '@/api/subcontractor-documents';
import { listLoader } from '@/components/data-table/table-query';
import { withTabs } from '@/components/tabs/tab-routes';
import { parseRouteId } from '@/lib/list-params';
import { Permissions } from '@/lib/permissions';
import { queryClient } from '@/lib/query-client';
import type { AppRoute, FeatureModule } from '@/lib/routing';
import { contractorListSource } from './contractors/contractor-list-source';
import { documentListSource } from './documents/document-list-source';
import { employeeListSource } from './employees/employee-list-source';

const loadContractorList = listLoader(contractorListSource);

/** The subcontractors' page and, in the same round, their documents (flags and the expiring panel). */
function contractorListLoader(args: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(subcontractorDocumentsQueryOptions());
  return loadContractorList(args);
}

/** Starts loading the subcontractor (and the compliance flags) while the detail's code loads. */
function prefetchContractor({ params }: LoaderFunctionArgs) {
  const id = parseRouteId(params.userId);
  if (id) void queryClient.prefetchQuery(bizUserQueryOptions(id));
  void queryClient.prefetchQuery(subcontractorDocumentsQueryOptions());
  return null;
}

/** contractors.detail's tabs (C §2): profile first (opens by default), then documents. */
export const contractorDetailTabs: AppRoute[] = [
  {
    path: 'profile',
    handle: {
      name: 'contractors.detail.profile',
      title: 'people.tabs.profile',
      tab: 'people.tabs.profile',
      order: 1,
    },
    lazy: () =>
      import('./contractors/contractor-profile-tab').then((m) => ({ Component: m.ContractorProfileTab })),
  },
  {
    path: 'documents',
    handle: {
      name: 'contractors.detail.documents',
      title: 'people.tabs.documents',
      tab: 'people.tabs.documents',
      order: 2,
    },
    loader: listLoader(documentListSource),
    lazy: () => import('./documents/documents-tab').then((m) => ({ Component: m.DocumentsTab })),
  },
];

/** Employees and subcontractors (C §2, A §2): Membership.Permissions.CanManageUsers. */
export const peopleFeature: FeatureModule = {
  routes: [
    {
      path: 'manages/employees',
      handle: { name: 'employees', title: 'people.employees.title', access: Permissions.CanManageUsers },
      loader: listLoader(employeeListSource),
      lazy: () => import('./employees/employee-list-page').then((m) => ({ Component: m.EmployeeListPage })),
    },
    {
      path: 'manages/contractors',
      handle: { name: 'contractors', title: 'people.contractors.title', access: Permissions.CanManageUsers },
      children: [
        {
          index: true,
          handle: {
            name: 'contractors.list',
            title: 'people.contractors.title',
            access: Permissions.CanManageUsers,
          },
          loader: contractorListLoader,
          lazy: () =>
            import('./contractors/contractor-list-page').then((m) => ({ Component: m.ContractorListPage })),
        },
        withTabs(
          {
            path: ':userId',
            handle: {
              name: 'contractors.detail',
              title: 'people.contractor.title',
              access: Permissions.CanManageUsers,
            },
            loader: prefetchContractor,
            lazy: () =>
              import('./contractors/contractor-detail-page').then((m) => ({
                Component: m.ContractorDetailPage,
              })),
          },
          contractorDetailTabs,
        ),
      ],
    },
  ],
  menu: [
    {
      id: 'manage',
      label: 'builders.menu.manage',
      priority: 100,
      children: [
        { id: 'employees', label: 'people.menu.employees', priority: 2, routeName: 'employees' },
        { id: 'contractors', label: 'people.menu.contractors', priority: 3, routeName: 'contractors.list' },
      ],
    },
  ],
};
