import {
  colorFlagsToRequest,
  colorKeys,
  colorsDataTableSource,
  COLOR_PAGE_SIZE,
  type ColorFlag,
} from '@/api/colors';
import { MANUFACTURER_PAGE_SIZE, manufacturerKeys, manufacturersDataTableSource } from '@/api/manufacturers';
import {
  MATERIAL_CATEGORY_PAGE_SIZE,
  materialCategoriesDataTableSource,
  materialCategoryKeys,
} from '@/api/material-categories';
import { materialFiltersToRequest, materialKeys, materialsDataTableSource } from '@/api/materials';
import { defineListSource } from '@/components/data-table/table-query';
import { defineListParams, filterParam } from '@/lib/list-params';
import { lastModifiedFirst } from './list-sort';

/*
 * The reference data lists (B §2, B §9): URL parameters, API source and columns of each table. Their route
 * loaders prefetch the first page with these, in parallel with the screen's code.
 */

/** The materials list's filters (B §2). */
export const materialFilterParams = {
  materialName: filterParam.text(),
  manufactureName: filterParam.text(),
  categoryId: filterParam.id(),
};
export type MaterialFilterParams = typeof materialFilterParams;

/** backend.materialManagement: filters material name, manufacture name and category. */
export const materialListSource = defineListSource({
  params: defineListParams({ pageSize: 25, sort: lastModifiedFirst, filters: materialFilterParams }),
  queryKey: materialKeys.lists(),
  fetcher: materialsDataTableSource,
  columns: [
    { id: 'Name' },
    { id: 'Manufacture.Name' },
    { id: 'Category.Name' },
    { id: 'AvailableColors', sortable: false },
    { id: 'ModifiedBy' },
    { id: 'ModifiedDate' },
    { id: 'actions', sortable: false },
  ],
  toRequest: (filters) =>
    materialFiltersToRequest({
      materialName: filters.materialName,
      manufactureName: filters.manufactureName,
      categoryId: filters.categoryId,
    }),
});

/** backend.materialCategoriesManagement: by display order, 30 a page (B §9). */
export const materialCategoryListSource = defineListSource({
  params: defineListParams({
    pageSize: MATERIAL_CATEGORY_PAGE_SIZE,
    sort: { column: 'DisplayOrder', dir: 'asc' },
  }),
  queryKey: materialCategoryKeys.lists(),
  fetcher: materialCategoriesDataTableSource,
  columns: [
    { id: 'DisplayOrder' },
    { id: 'Name' },
    { id: 'ShortName' },
    { id: 'DisabledByDefault' },
    { id: 'NeededByTownHouse' },
    { id: 'IsPrePopulatedMaterial' },
    { id: 'ModifiedBy' },
    { id: 'ModifiedDate' },
    { id: 'actions', sortable: false },
  ],
});

/** The colour list's flag filters, one per flag (B §2): none chosen = All. */
export const colorFilterParams = {
  shutter: filterParam.bool(),
  gutter: filterParam.bool(),
  downspout: filterParam.bool(),
  splashblock: filterParam.bool(),
} satisfies Record<ColorFlag, unknown>;
export type ColorFilterParams = typeof colorFilterParams;

/** backend.colorsManagement: the four flag filters (none = All), 25 a page, last modified first (B §9). */
export const colorListSource = defineListSource({
  params: defineListParams({
    pageSize: COLOR_PAGE_SIZE,
    sort: lastModifiedFirst,
    filters: colorFilterParams,
  }),
  queryKey: colorKeys.lists(),
  fetcher: colorsDataTableSource,
  columns: [
    { id: 'Name' },
    { id: 'ColorCode' },
    { id: 'IsShutterColor' },
    { id: 'IsGutterColor' },
    { id: 'IsDownSpoutColor' },
    { id: 'IsSplashblockColor' },
    { id: 'ModifiedBy' },
    { id: 'ModifiedDate' },
    { id: 'actions', sortable: false },
  ],
  toRequest: (filters) =>
    colorFlagsToRequest(
      (['shutter', 'gutter', 'downspout', 'splashblock'] as const).filter((f: ColorFlag) => filters[f]),
    ),
});

/** backend.manufacturesManagement: 25 a page, last modified first (B §9). */
export const manufacturerListSource = defineListSource({
  params: defineListParams({ pageSize: MANUFACTURER_PAGE_SIZE, sort: lastModifiedFirst }),
  queryKey: manufacturerKeys.lists(),
  fetcher: manufacturersDataTableSource,
  columns: [{ id: 'Name' }, { id: 'ModifiedBy' }, { id: 'ModifiedDate' }, { id: 'actions', sortable: false }],
});

export { supplyCompanyListSource } from './supply-companies/supply-company-list-source';
