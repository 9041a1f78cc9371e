import { describe, expect, it } from 'vitest';
import type { Lot } from '@/api/jobs';
import { generatePurchaseOrderNumber } from '@/api/purchase-orders';
import {
  emptyLine,
  isFilledLine,
  lotRowsFor,
  nextDisplayOrder,
  orderLines,
  purchaseOrderLinesValid,
  templateLines,
  visibleCategories,
  workOrderLinesValid,
  type OrderCategory,
  type OrderLine,
} from './order-rules';

const category = (Id: number, Name: string, DisplayOrder: number, more: Partial<OrderCategory> = {}) => ({
  Id,
  Name,
  ShortName: Name.slice(0, 3).toUpperCase(),
  DisplayOrder,
  DisabledByDefault: false,
  NeededByTownHouse: false,
  IsPrePopulatedMaterial: true,
  AvailableColors: [],
  ...more,
});

const categories: OrderCategory[] = [
  category(3, 'Trim', 2, { NeededByTownHouse: true }),
  category(1, 'Siding', 1, { NeededByTownHouse: true }),
  category(2, 'Shutters', 3, { DisabledByDefault: true }),
  category(4, 'Soffit', 4),
];

const line = (more: Partial<OrderLine>): OrderLine => ({ ...emptyLine(null, false), ...more });

describe('purchase order number (decision 8)', () => {
  it('joins the builder’s first word, the site code, the lot group code and the order count plus one', () => {
    expect(
      generatePurchaseOrderNumber({
        builderName: 'Brookfield Ridge Homes',
        jobSiteCode: 'WC',
        lotGroupCode: '142',
        existingOrders: 0,
      }),
    ).toBe('Brookfield-WC-142-1');
  });

  it('counts the orders the job already has', () => {
    expect(
      generatePurchaseOrderNumber({
        builderName: '  Carrington Builders ',
        jobSiteCode: 'AG',
        lotGroupCode: '307',
        existingOrders: 3,
      }),
    ).toBe('Carrington-AG-307-4');
  });
});

describe('categories and the template (B §2, B §4)', () => {
  it('shows the categories by display order, leaving out those disabled by default', () => {
    expect(visibleCategories(categories).map((c) => c.Name)).toEqual(['Siding', 'Trim', 'Soffit']);
  });

  it('makes one prepopulated line per shown category for the template', () => {
    const lines = templateLines(categories);
    expect(lines.map((l) => [l.CategoryName, l.IsPrePopulatedMaterial, l.DisplayOrder])).toEqual([
      ['Siding', true, 1],
      ['Trim', true, 2],
      ['Soffit', true, 3],
    ]);
    expect(lines.every((l) => !isFilledLine(l))).toBe(true);
  });
});

describe('line order: custom items after all categories and items (B §2)', () => {
  it('puts category lines in category order, then custom lines in the order they were added', () => {
    const lines = [
      line({ CategoryId: 4, CategoryName: 'Soffit', DisplayOrder: 1 }),
      line({ CategoryId: 1, MaterialName: 'Custom A', IsPrePopulatedMaterial: false, DisplayOrder: 9 }),
      line({ CategoryId: 1, CategoryName: 'Siding', DisplayOrder: 2 }),
      line({ CategoryId: 3, CategoryName: 'Trim', DisplayOrder: 3 }),
      line({ CategoryId: 1, MaterialName: 'Custom B', IsPrePopulatedMaterial: false, DisplayOrder: 12 }),
      line({ CategoryId: 1, CategoryName: 'Siding', MaterialName: 'second', DisplayOrder: 4 }),
    ];
    const ordered = orderLines(lines, categories);
    expect(ordered.map((l) => l.MaterialName || l.CategoryName)).toEqual([
      'Siding',
      'second',
      'Trim',
      'Soffit',
      'Custom A',
      'Custom B',
    ]);
    expect(ordered.map((l) => l.DisplayOrder)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('gives a new custom line a display order after every line', () => {
    expect(nextDisplayOrder([{ DisplayOrder: 3 }, { DisplayOrder: 7 }, { DisplayOrder: 1 }])).toBe(8);
    expect(nextDisplayOrder([])).toBe(1);
  });
});

describe('filled rows and categories (B §5)', () => {
  it('counts a row as filled when material name, material, quantity, colour or unit is set', () => {
    expect(isFilledLine(line({}))).toBe(false);
    expect(isFilledLine(line({ Quantity: 0 }))).toBe(false);
    expect(isFilledLine(line({ MaterialName: '  ' }))).toBe(false);
    expect(isFilledLine(line({ MaterialName: 'Caulk' }))).toBe(true);
    expect(isFilledLine(line({ MaterialId: 5 }))).toBe(true);
    expect(isFilledLine(line({ Quantity: 2 }))).toBe(true);
    expect(isFilledLine(line({ SelectedColorId: 4 }))).toBe(true);
    expect(isFilledLine(line({ UnitId: 1 }))).toBe(true);
  });

  it('the work order needs a category on every line, custom ones included', () => {
    expect(workOrderLinesValid([line({ CategoryId: 1 }), line({ CategoryId: 3 })])).toBe(true);
    expect(workOrderLinesValid([line({ CategoryId: 1 }), line({ IsPrePopulatedMaterial: false })])).toBe(
      false,
    );
  });

  it('the purchase order blocks only filled rows without a category', () => {
    expect(purchaseOrderLinesValid([line({ CategoryId: 1 }), line({ IsPrePopulatedMaterial: false })])).toBe(
      true,
    );
    expect(purchaseOrderLinesValid([line({ IsPrePopulatedMaterial: false, Quantity: 3 })])).toBe(false);
  });
});

describe('lot rows', () => {
  const lots: Lot[] = [
    {
      Id: 7,
      LotCode: '12-A',
      Address: '',
      HomeOwner: '',
      PhoneNumber: '',
      IsDeleted: false,
      SidingTypes: ['Vinyl', 'Shake'],
    },
    {
      Id: 8,
      LotCode: '12-B',
      Address: '',
      HomeOwner: '',
      PhoneNumber: '',
      IsDeleted: true,
      SidingTypes: ['Vinyl'],
    },
  ];

  it('makes a row per lot and siding type with the town-house categories’ quantities, saved values kept', () => {
    const rows = lotRowsFor(
      lots,
      [
        {
          LotId: 7,
          Type: 'Shake',
          SelectedSidingColorId: 4,
          SelectedTrimColorId: null,
          MaterialQuantities: { SID: 12 },
        },
      ],
      categories,
      (lot, _type, row) => ({ ...row, Lot: lot.LotCode }),
    );
    expect(rows.map((r) => [r.Lot, r.Type, r.SelectedSidingColorId, r.MaterialQuantities])).toEqual([
      ['12-A', 'Vinyl', null, { SID: null, TRI: null }],
      ['12-A', 'Shake', 4, { SID: 12, TRI: null }],
    ]);
  });
});
