import { withTabs } from '@/components/tabs/tab-routes';
import { Permissions } from '@/lib/permissions';
import { lazyLoader, type AppRoute, type FeatureModule } from '@/lib/routing';

const loaders = () => import('./loaders');

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
    loader: lazyLoader(loaders, 'documentListSourceLoader'),
    lazy: () => import('./documents/documents-tab').then((m) => ({ Component: m.DocumentsTab })),
  },
];

/** Employees and subcontractors (C §2, A §2): Membership.Permissions.CanManageUsers. */
export const peopleFeature: FeatureModule = {
  routes: [
    {
      path: 'manages/employees',
      handle: { name: 'employees', title: 'people.employees.title', access: Permissions.CanManageUsers },
      loader: lazyLoader(loaders, 'employeeListSourceLoader'),
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
          loader: lazyLoader(loaders, 'contractorListLoader'),
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
            loader: lazyLoader(loaders, 'prefetchContractor'),
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
