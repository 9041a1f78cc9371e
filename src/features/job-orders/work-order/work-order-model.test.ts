import { describe, expect, it } from 'vitest';
import type { Job } from '@/api/jobs';
import type { WorkOrder } from '@/api/work-orders';
import {
  linesFromWorkOrder,
  newOrderNumber,
  purchaseOrderPayload,
} from '../purchase-orders/purchase-order-model';
import { emptyLine, type OrderCategory } from '../shared/order-rules';
import { workOrderFormValues, workOrderPayload, workOrderPrintRequest } from './work-order-model';

const extra = { IsPrePopulatedMaterial: true, AvailableColors: [] };
const categories: OrderCategory[] = [
  {
    Id: 1,
    Name: 'Siding',
    ShortName: 'SID',
    DisplayOrder: 1,
    DisabledByDefault: false,
    NeededByTownHouse: true,
    ...extra,
  },
  {
    Id: 2,
    Name: 'Shutters',
    ShortName: 'SHU',
    DisplayOrder: 2,
    DisabledByDefault: true,
    NeededByTownHouse: false,
    ...extra,
  },
  {
    Id: 3,
    Name: 'Trim',
    ShortName: 'TRM',
    DisplayOrder: 3,
    DisabledByDefault: false,
    NeededByTownHouse: false,
    ...extra,
  },
];

const job = {
  Id: 1004,
  BuilderName: 'Oakmont Residential',
  JobSite: { JobSiteCode: 'FV' },
  LotGroupCode: '215',
  Lots: [
    {
      Id: 3,
      LotCode: '215-A',
      Address: '',
      HomeOwner: '',
      PhoneNumber: '',
      IsDeleted: false,
      SidingTypes: ['Vinyl'],
    },
  ],
} as unknown as Job;

const woLine = (more: object) => ({
  ...emptyLine(null, false),
  ShouldIgnoreWhenPrint: false,
  ShouldHighlightWhenPrint: false,
  ...more,
});

describe('work order template mode (B §4)', () => {
  it('without a work order the form holds the template: a line per shown category and the lot rows', () => {
    const values = workOrderFormValues(job, null, categories);
    expect(values.lines.map((l) => l.CategoryName)).toEqual(['Siding', 'Trim']);
    expect(values.lines.every((l) => l.IsPrePopulatedMaterial && !l.ShouldIgnoreWhenPrint)).toBe(true);
    expect(values.lots).toEqual([
      {
        LotId: 3,
        Lot: '215-A',
        Type: 'Vinyl',
        SelectedSidingColorId: null,
        SelectedTrimColorId: null,
        MaterialQuantities: { SID: null },
      },
    ]);
  });

  it('the template takes the prepopulated categories only, in display order (decision 21)', () => {
    const mixed: OrderCategory[] = [
      { ...categories[2], DisplayOrder: 0 },
      { ...categories[0], IsPrePopulatedMaterial: false },
      categories[1],
      { ...categories[0], Id: 4, Name: 'Soffit', ShortName: 'SOF', DisplayOrder: 5 },
    ];
    const values = workOrderFormValues(job, null, mixed);
    // Trim first by its display order; Siding not prepopulated; Shutters disabled by default
    expect(values.lines.map((l) => [l.CategoryName, l.DisplayOrder])).toEqual([
      ['Trim', 1],
      ['Soffit', 2],
    ]);
    expect(values.lines.every((l) => l.IsPrePopulatedMaterial)).toBe(true);
  });

  it('with a work order the form holds its lines in print order', () => {
    const order: WorkOrder = {
      JobId: 1004,
      WorkOrderLineItems: [
        woLine({ CategoryId: 3, CategoryName: 'Trim', DisplayOrder: 2, Quantity: 4 }),
        woLine({ CategoryId: 1, CategoryName: 'Siding', DisplayOrder: 1, Quantity: 9 }),
      ],
      LotWorkOrderLineItems: [],
    };
    expect(workOrderFormValues(job, order, categories).lines.map((l) => l.Quantity)).toEqual([9, 4]);
  });
});

describe('work order save and print', () => {
  const values = {
    lines: [
      woLine({ CategoryId: 1, CategoryName: 'Siding', DisplayOrder: 1, ShouldHighlightWhenPrint: true }),
      woLine({
        CategoryId: 3,
        MaterialName: 'Touch-up kit',
        IsPrePopulatedMaterial: false,
        DisplayOrder: 5,
        ShouldIgnoreWhenPrint: true,
        ShouldHighlightWhenPrint: true,
      }),
      woLine({ CategoryId: 3, CategoryName: 'Trim', DisplayOrder: 2 }),
    ],
    lots: [],
  };

  it('numbers the lines with custom ones last and never highlights an ignored line', () => {
    const payload = workOrderPayload(1004, values, categories);
    expect(
      payload.WorkOrderLineItems.map((l) => [l.CategoryName, l.DisplayOrder, l.ShouldHighlightWhenPrint]),
    ).toEqual([
      ['Siding', 1, true],
      ['Trim', 2, false],
      ['Trim', 3, false],
    ]);
  });

  it('asks the print to leave out and highlight lines by their display order', () => {
    expect(workOrderPrintRequest(values, categories)).toEqual({
      IgnoredPrintItems: [3],
      HighlightPrintItems: [1],
    });
  });
});

describe('purchase orders from the work order', () => {
  it('copies the lines of shown categories and the lot rows, without print flags', () => {
    const order: WorkOrder = {
      JobId: 1004,
      WorkOrderLineItems: [
        woLine({ CategoryId: 2, CategoryName: 'Shutters', DisplayOrder: 1, Quantity: 2 }),
        woLine({
          CategoryId: 1,
          CategoryName: 'Siding',
          DisplayOrder: 2,
          Quantity: 30,
          ShouldIgnoreWhenPrint: true,
        }),
      ],
      LotWorkOrderLineItems: [
        {
          LotId: 3,
          Lot: '215-A',
          Type: 'Vinyl',
          SelectedSidingColorId: 5,
          SelectedTrimColorId: 6,
          MaterialQuantities: { SID: 8 },
        },
      ],
    };
    const copied = linesFromWorkOrder(job, order, categories);
    expect(copied.lines).toEqual([{ ...emptyLine(categories[0], false), Quantity: 30, DisplayOrder: 1 }]);
    expect(copied.lots).toEqual([
      {
        LotId: 3,
        Type: 'Vinyl',
        SelectedSidingColorId: 5,
        SelectedTrimColorId: 6,
        MaterialQuantities: { SID: 8 },
      },
    ]);
  });

  it('numbers a new order from the job (decision 8) and leaves empty rows without a category out of the save', () => {
    expect(newOrderNumber(job, 2)).toBe('Oakmont-FV-215-3');
    const payload = purchaseOrderPayload(
      0,
      1004,
      {
        PurchaseOrderNumber: ' Oakmont-FV-215-3 ',
        SupplyCompanyId: 2,
        SupplyCompany: null,
        DueDate: '2026-12-01',
        ShipDate: null,
        ShipTo: '',
        PickupDate: null,
        PickupBy: '',
        lines: [emptyLine(categories[0], false), emptyLine(null, true)],
        lots: [],
      },
      categories,
    );
    expect(payload.PurchaseOrderNumber).toBe('Oakmont-FV-215-3');
    expect(payload.PurchaseOrderLineItems).toHaveLength(1);
    expect(payload).not.toHaveProperty('SupplyCompany');
  });
});
