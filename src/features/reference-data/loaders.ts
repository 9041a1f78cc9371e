import { listLoader } from '@/components/data-table/table-query';
import {
  colorListSource,
  manufacturerListSource,
  materialCategoryListSource,
  materialListSource,
} from './list-sources';

export const materialListSourceLoader = listLoader(materialListSource);
export const materialCategoryListSourceLoader = listLoader(materialCategoryListSource);
export const colorListSourceLoader = listLoader(colorListSource);
export const manufacturerListSourceLoader = listLoader(manufacturerListSource);
