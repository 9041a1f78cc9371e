import { Permissions } from '@/lib/permissions';
import { lazyLoader, withLoaderFirst, type AppRoute, type FeatureModule } from '@/lib/routing';

const loaders = () => import('./loaders');
// the supply companies' list source is their loader's module too (the screen imports it: no chunk of its own)
const supplyCompanyLoader = () => import('./supply-companies/supply-company-list-source');

const LOOKUP = Permissions.CanAccessToDaewonLookupPages;

/** The reference data screens under /admin (A §2, B §2), each a lazy chunk whose first page loads with it. */
const routes: AppRoute[] = [
  {
    path: 'admin/manageMaterials',
    handle: { name: 'backend.materialManagement', title: 'referenceData.materials.title', access: LOOKUP },
    loader: lazyLoader(loaders, 'materialListSourceLoader'),
    lazy: () => import('./materials/material-list-page').then((m) => ({ Component: m.MaterialListPage })),
  },
  {
    path: 'admin/manageMaterialCategories',
    handle: {
      name: 'backend.materialCategoriesManagement',
      title: 'referenceData.categories.title',
      access: LOOKUP,
    },
    loader: lazyLoader(loaders, 'materialCategoryListSourceLoader'),
    lazy: () => import('./categories/category-list-page').then((m) => ({ Component: m.CategoryListPage })),
  },
  {
    path: 'admin/manageColors',
    handle: { name: 'backend.colorsManagement', title: 'referenceData.colors.title', access: LOOKUP },
    loader: lazyLoader(loaders, 'colorListSourceLoader'),
    lazy: () => import('./colors/color-list-page').then((m) => ({ Component: m.ColorListPage })),
  },
  {
    path: 'admin/manageManufactures',
    handle: {
      name: 'backend.manufacturesManagement',
      title: 'referenceData.manufactures.title',
      access: LOOKUP,
    },
    loader: lazyLoader(loaders, 'manufacturerListSourceLoader'),
    lazy: () =>
      import('./manufacturers/manufacturer-list-page').then((m) => ({ Component: m.ManufacturerListPage })),
  },
  {
    path: 'admin/supplyCompanies',
    handle: {
      name: 'backend.supplyCompanyList',
      title: 'referenceData.supplyCompanies.title',
      access: Permissions.CanManageSupplyCompanies,
    },
    loader: lazyLoader(supplyCompanyLoader, 'supplyCompanyListLoader'),
    lazy: withLoaderFirst(supplyCompanyLoader, () =>
      import('./supply-companies/supply-company-list-page').then((m) => ({
        Component: m.SupplyCompanyListPage,
      })),
    ),
  },
];

/** Reference data (B §2): materials, categories, colours, manufacturers, supply companies; Manage menu (A §2). */
export const referenceDataFeature: FeatureModule = {
  routes,
  menu: [
    {
      id: 'manage',
      label: 'referenceData.menu.manage',
      priority: 100,
      children: [
        {
          id: 'supplyCompanies',
          label: 'referenceData.menu.supplyCompanies',
          priority: 4,
          routeName: 'backend.supplyCompanyList',
        },
        {
          id: 'manufactures',
          label: 'referenceData.menu.manufactures',
          priority: 5,
          routeName: 'backend.manufacturesManagement',
        },
        {
          id: 'colors',
          label: 'referenceData.menu.colors',
          priority: 6,
          routeName: 'backend.colorsManagement',
        },
        {
          id: 'materialCategories',
          label: 'referenceData.menu.materialCategories',
          priority: 7,
          routeName: 'backend.materialCategoriesManagement',
        },
        {
          id: 'materials',
          label: 'referenceData.menu.materials',
          priority: 8,
          routeName: 'backend.materialManagement',
        },
      ],
    },
  ],
};
