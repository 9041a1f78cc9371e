import { redirect } from 'react-router-dom';
import { withTabs } from '@/components/tabs/tab-routes';
import { Permissions } from '@/lib/permissions';
import { lazyLoader, withLoaderFirst, type AppRoute, type FeatureModule } from '@/lib/routing';

const SYSADMIN = Permissions.SysAdmin;
const MANAGE_USERS = Permissions.ManageUsers;

const userManagerPage = () =>
  import('./user-manager/user-manager-page').then((m) => ({ Component: m.UserManagerPage }));

const loaders = () => import('./loaders');
const userDetailLoaders = () => import('./user-detail/loaders');
const securityLoader = () => import('./user-detail/security-loader');
const roleDetailLoaders = () => import('./role-detail/loaders');
const companyDetailLoader = () => import('./companies/company-detail-loader');
const userGroupFormLoader = () => import('./user-groups/user-group-form-loader');

/** membership_user_detail's tabs (C §2): personal info, permissions, security. */
const userDetailTabs: AppRoute[] = [
  {
    path: 'personalInfo',
    handle: {
      name: 'membership_user_detail.personalInfo',
      title: 'membership.userDetail.tabs.personalInfo',
      tab: 'membership.userDetail.tabs.personalInfo',
      order: 1,
      access: SYSADMIN,
    },
    lazy: () => import('./user-detail/personal-info-tab').then((m) => ({ Component: m.PersonalInfoTab })),
  },
  {
    path: 'permissions',
    handle: {
      name: 'membership_user_detail.permissions',
      title: 'membership.userDetail.tabs.permissions',
      tab: 'membership.userDetail.tabs.permissions',
      order: 2,
      access: SYSADMIN,
    },
    loader: lazyLoader(userDetailLoaders, 'userPermissionsTab'),
    lazy: withLoaderFirst(userDetailLoaders, () =>
      import('./user-detail/user-permissions-tab').then((m) => ({ Component: m.UserPermissionsTab })),
    ),
  },
  {
    path: 'security',
    handle: {
      name: 'membership_user_detail.security',
      title: 'membership.userDetail.tabs.security',
      tab: 'membership.userDetail.tabs.security',
      order: 3,
      access: SYSADMIN,
    },
    loader: lazyLoader(securityLoader, 'securityTab'),
    lazy: withLoaderFirst(securityLoader, () =>
      import('./user-detail/security-tab').then((m) => ({ Component: m.SecurityTab })),
    ),
  },
];

/** membership_role_detail's tabs (C §2): roleInfo and permissions. */
const roleDetailTabs: AppRoute[] = [
  {
    path: 'roleInfo',
    handle: {
      name: 'membership_role_detail.roleInfo',
      title: 'membership.roleDetail.tabs.roleInfo',
      tab: 'membership.roleDetail.tabs.roleInfo',
      order: 1,
      access: SYSADMIN,
    },
    lazy: () => import('./role-detail/role-info-tab').then((m) => ({ Component: m.RoleInfoTab })),
  },
  {
    path: 'permissions',
    handle: {
      name: 'membership_role_detail.permissions',
      title: 'membership.roleDetail.tabs.permissions',
      tab: 'membership.roleDetail.tabs.permissions',
      order: 2,
      access: SYSADMIN,
    },
    loader: lazyLoader(roleDetailLoaders, 'rolePermissionsTab'),
    lazy: withLoaderFirst(roleDetailLoaders, () =>
      import('./role-detail/role-permissions-tab').then((m) => ({ Component: m.RolePermissionsTab })),
    ),
  },
];

/** Membership administration (C §2, A §2): users, roles, companies, user groups. */
export const membershipFeature: FeatureModule = {
  routes: [
    {
      path: 'membership/user/list',
      handle: { name: 'membership_user', title: 'membership.users.title', access: SYSADMIN },
      loader: lazyLoader(loaders, 'userList'),
      lazy: () => import('./users/user-list-page').then((m) => ({ Component: m.UserListPage })),
    },
    withTabs(
      {
        path: 'membership/user/details/:id',
        handle: { name: 'membership_user_detail', title: 'membership.userDetail.title', access: SYSADMIN },
        loader: lazyLoader(userDetailLoaders, 'userDetail'),
        lazy: withLoaderFirst(userDetailLoaders, () =>
          import('./user-detail/user-detail-page').then((m) => ({ Component: m.UserDetailPage })),
        ),
      },
      userDetailTabs,
    ),
    {
      path: 'membership/role/list',
      handle: { name: 'membership_role', title: 'membership.roles.title', access: SYSADMIN },
      loader: lazyLoader(loaders, 'roleList'),
      lazy: () => import('./roles/role-list-page').then((m) => ({ Component: m.RoleListPage })),
    },
    withTabs(
      {
        path: 'membership/role/details/:id',
        handle: { name: 'membership_role_detail', title: 'membership.roleDetail.title', access: SYSADMIN },
        loader: lazyLoader(roleDetailLoaders, 'roleDetail'),
        lazy: withLoaderFirst(roleDetailLoaders, () =>
          import('./role-detail/role-detail-page').then((m) => ({ Component: m.RoleDetailPage })),
        ),
      },
      roleDetailTabs,
    ),
    {
      path: 'membership/company/list',
      handle: { name: 'membership_company', title: 'membership.companies.title', access: SYSADMIN },
      loader: lazyLoader(loaders, 'companyList'),
      lazy: () => import('./companies/company-list-page').then((m) => ({ Component: m.CompanyListPage })),
    },
    {
      path: 'membership/company/details/:id',
      handle: { name: 'membership_company.detail', title: 'membership.company.title', access: SYSADMIN },
      loader: lazyLoader(companyDetailLoader, 'companyDetail'),
      lazy: withLoaderFirst(companyDetailLoader, () =>
        import('./companies/company-detail-page').then((m) => ({ Component: m.CompanyDetailPage })),
      ),
    },
    {
      // A §2: a company save returns to /admin/company-management, the companies list
      path: 'admin/company-management',
      handle: { name: 'membership_company.management', access: SYSADMIN },
      loader: () => redirect('/membership/company/list'),
    },
    {
      path: 'membership/usermanager/list/:filter',
      handle: { name: 'membership_usermanager', title: 'membership.userManager.title', access: MANAGE_USERS },
      loader: lazyLoader(loaders, 'userManagerList'),
      lazy: userManagerPage,
    },
    {
      path: 'membership/usermanager/:filter/:action/:userId',
      handle: {
        name: 'membership_usermanager_details',
        title: 'membership.userManager.title',
        access: MANAGE_USERS,
      },
      loader: lazyLoader(loaders, 'userManagerDetails'),
      lazy: userManagerPage,
    },
    // decision 7: the older /manageUsers URLs go to the user manager
    { path: 'manageUsers', loader: () => redirect('/membership/usermanager/list/clients') },
    {
      path: 'manageUsers/clients/invite',
      loader: () => redirect('/membership/usermanager/clients/invite/0'),
    },
    {
      path: 'manageUsers/:filter',
      loader: ({ params }) => redirect(`/membership/usermanager/list/${params.filter ?? ''}`),
    },
    {
      path: 'manageUsers/:filter/:action/:userId',
      loader: ({ params }) =>
        redirect(
          `/membership/usermanager/${params.filter ?? ''}/${params.action ?? ''}/${params.userId ?? ''}`,
        ),
    },
    {
      path: 'membership/usergroup/list',
      handle: { name: 'membership_usergroup', title: 'membership.groups.title' },
      loader: lazyLoader(loaders, 'userGroupList'),
      lazy: () =>
        import('./user-groups/user-group-list-page').then((m) => ({ Component: m.UserGroupListPage })),
    },
    {
      path: 'membership/usergroup/:action/:groupId',
      handle: { name: 'membership_usergroup.form', title: 'membership.groups.formTitle' },
      loader: lazyLoader(userGroupFormLoader, 'userGroupForm'),
      lazy: withLoaderFirst(userGroupFormLoader, () =>
        import('./user-groups/user-group-form-page').then((m) => ({ Component: m.UserGroupFormPage })),
      ),
    },
  ],
  menu: [
    {
      id: 'userManagement',
      label: 'membership.menu.userManagement',
      priority: 110,
      children: [
        {
          id: 'clients',
          label: 'membership.menu.clients',
          priority: 1,
          routeName: 'membership_usermanager',
          to: '/membership/usermanager/list/clients',
        },
        {
          id: 'staff',
          label: 'membership.menu.staff',
          priority: 2,
          routeName: 'membership_usermanager',
          to: '/membership/usermanager/list/staff',
        },
        {
          id: 'userGroups',
          label: 'membership.menu.userGroups',
          priority: 3,
          routeName: 'membership_usergroup',
        },
      ],
    },
    {
      id: 'systemAdmin',
      label: 'membership.menu.systemAdmin',
      priority: 120,
      children: [
        { id: 'users', label: 'membership.menu.users', priority: 1, routeName: 'membership_user' },
        { id: 'roles', label: 'membership.menu.roles', priority: 2, routeName: 'membership_role' },
        { id: 'companies', label: 'membership.menu.companies', priority: 4, routeName: 'membership_company' },
      ],
    },
  ],
};
