import { firstListRequest, type FirstRequest } from '@/components/data-table/table-query';
import {
  colorListSource,
  manufacturerListSource,
  materialCategoryListSource,
  materialListSource,
} from './list-sources';
import { supplyCompanyListSource } from './supply-companies/supply-company-list-source';

/* The reference data's first requests (issue 27 §1): what each screen's route loader asks for first. */
export const firstRequests: FirstRequest[] = [
  firstListRequest('/admin/manageMaterials', materialListSource),
  firstListRequest('/admin/manageMaterialCategories', materialCategoryListSource),
  firstListRequest('/admin/manageColors', colorListSource),
  firstListRequest('/admin/manageManufactures', manufacturerListSource),
  firstListRequest('/admin/supplyCompanies', supplyCompanyListSource),
];
