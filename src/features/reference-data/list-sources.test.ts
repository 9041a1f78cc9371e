import { describe, expect, it } from 'vitest';
import { colorFlagsToRequest } from '@/api/colors';
import { materialFiltersToRequest } from '@/api/materials';
import { listTableInput } from '@/components/data-table/table-query';
import {
  colorListSource,
  manufacturerListSource,
  materialCategoryListSource,
  materialListSource,
  supplyCompanyListSource,
} from './list-sources';

const stateOf = (source: { params: { parse(s: string): unknown } }, search: string) =>
  source.params.parse(search) as Parameters<typeof listTableInput>[1];

describe('reference list sources', () => {
  it('page sizes and default sorts of B §9', () => {
    expect(materialCategoryListSource.params.pageSize).toBe(30);
    expect(materialCategoryListSource.params.defaultSort).toEqual({ column: 'DisplayOrder', dir: 'asc' });
    expect(colorListSource.params.pageSize).toBe(25);
    expect(colorListSource.params.defaultSort).toEqual({ column: 'ModifiedDate', dir: 'desc' });
    expect(manufacturerListSource.params.pageSize).toBe(25);
    expect(manufacturerListSource.params.defaultSort).toEqual({ column: 'ModifiedDate', dir: 'desc' });
    expect(supplyCompanyListSource.columns.map((c) => c.id)).toEqual([
      'Name',
      'Fax',
      'PhoneNumber',
      'Attention',
      'Email',
      'ModifiedBy',
      'ModifiedDate',
      'actions',
    ]);
  });

  it('maps the colour flags in the URL to request fields; none is All', () => {
    expect(listTableInput(colorListSource, stateOf(colorListSource, '')).filters).toEqual({});
    expect(
      listTableInput(colorListSource, stateOf(colorListSource, 'gutter=true&splashblock=1&shutter=nope'))
        .filters,
    ).toEqual({ gutterColor: true, splashblockColor: true });
    expect(colorFlagsToRequest(['downspout'])).toEqual({ downspoutColor: true });
  });

  it('maps the material filters, leaving out empty text and a zero or garbage category', () => {
    expect(
      listTableInput(materialListSource, stateOf(materialListSource, 'materialName=%20lap%20&categoryId=0'))
        .filters,
    ).toEqual({ materialName: 'lap' });
    expect(
      listTableInput(materialListSource, stateOf(materialListSource, 'manufactureName=LP&categoryId=4'))
        .filters,
    ).toEqual({ manufactureName: 'LP', categoryId: 4 });
    expect(materialFiltersToRequest({ materialName: '  ', categoryId: null })).toEqual({});
  });
});
